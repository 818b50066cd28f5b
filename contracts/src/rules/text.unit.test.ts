import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modelStateFromZod } from '../http/model-state.ts';
import { text, textMessages, textProblem } from './text.ts';

const messages = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('text: the one string schema of requests', () => {
  it('given ordinary text in any script, with emoji, tabs and line breaks, when checked, then it is accepted as is', () => {
    for (const value of ['', 'Amazing Spider-Man #300', 'Zoë Ñúñez', '東京 👩‍🎨 😀', 'line one\r\nline two\tindented', 'Café\u200dbar']) {
      expect(text().parse(value)).toBe(value);
    }
  });

  it('given a NUL anywhere, when checked, then it is refused as a NUL', () => {
    for (const value of ['a\u0000b', '\u0000', 'title\u0000']) expect(messages(text(), value)).toEqual([textMessages.nul]);
  });

  it('given a high or a low surrogate without its other half, when checked, then it is refused as an unpaired surrogate', () => {
    for (const value of ['\ud800', 'a\udbffb', 'end\ud83d', '\udc00', 'x\ude00', '\ud83d\ud83d', '\ude00\ud83d', '😀\udc00']) {
      expect(messages(text(), value), JSON.stringify(value)).toEqual([textMessages.unpairedSurrogate]);
    }
  });

  it('given a C0 control other than tab, CR and LF, or DEL, when checked, then it is refused as a control character', () => {
    for (const code of [0x01, 0x07, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      expect(messages(text(), `a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toEqual([textMessages.controlCharacter]);
    }
  });

  it('given text with several problems, when checked, then the NUL is named first (the one that breaks storage)', () => {
    expect(textProblem('\u0001\ud800\u0000')).toBe(textMessages.nul);
    expect(textProblem('\u0001\ud800')).toBe(textMessages.unpairedSurrogate);
  });

  it('given text() with the usual string rules chained on, when checked, then it is still a string schema and the rules keep their messages after the text check', () => {
    const title = text({ error: 'The Title field is required.' }).trim().min(1, 'The Title field is required.').max(5, 'Too long.');
    expect(title).toBeInstanceOf(z.ZodString);
    expect(title.parse('  abc  ')).toBe('abc');
    expect(messages(title, undefined)).toEqual(['The Title field is required.']);
    expect(messages(title, '   ')).toEqual(['The Title field is required.']);
    expect(messages(title, 'abcdef\u0000')).toEqual([textMessages.nul, 'Too long.']);
  });

  it('given a body with a NUL in one field, when parsed, then the modelState names that field with the text message', () => {
    const body = z.object({ title: text(), lines: z.array(z.object({ note: text() })) });
    const error = body.safeParse({ title: 'ok', lines: [{ note: 'ok' }, { note: 'bad\u0000' }] }).error!;
    expect(modelStateFromZod(error).modelState).toEqual({ 'model.lines.1.note': [textMessages.nul] });
  });
});
