import { describe, expect, it } from 'vitest';
import { copyText } from './copy-rows.ts';

describe('a value in COPY\'s text format', () => {
  it('given null or undefined, then \\N; given the two characters \\N as text, then they stay text', () => {
    expect([copyText(null), copyText(undefined)]).toEqual(['\\N', '\\N']);
    expect(copyText('\\N')).toBe('\\\\N');
  });

  it('given text holding the separators or a backslash, then each is escaped; other text is sent as it is', () => {
    expect(copyText('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyText('Amazing Spider-Man #300 — 1st Venom ✓')).toBe('Amazing Spider-Man #300 — 1st Venom ✓');
  });

  it('given numbers, booleans and objects, then their text, and objects as JSON with its backslashes escaped', () => {
    expect([copyText(9.8), copyText(0), copyText(true), copyText(false)]).toEqual(['9.8', '0', 'true', 'false']);
    expect(copyText([{ type: 'Witnessed', name: 'Say "hi"\n' }])).toBe('[{"type":"Witnessed","name":"Say \\\\"hi\\\\"\\\\n"}]');
  });
});
