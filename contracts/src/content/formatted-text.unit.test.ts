import { describe, expect, it } from 'vitest';
import { isSafeHref, parseFormattedText, parseInline, plainTextOf } from './formatted-text.ts';

describe('formatted text', () => {
  it('given paragraphs, a heading and a list, then each becomes its block, single line breaks kept', () => {
    expect(parseFormattedText('## Where to find us\n\nBooth #2145,\nnear the entrance.\n\n- C2E2\n* Fan Expo Dallas')).toEqual([
      { kind: 'heading', inlines: [{ kind: 'text', text: 'Where to find us' }] },
      { kind: 'paragraph', lines: [[{ kind: 'text', text: 'Booth #2145,' }], [{ kind: 'text', text: 'near the entrance.' }]] },
      { kind: 'list', items: [[{ kind: 'text', text: 'C2E2' }], [{ kind: 'text', text: 'Fan Expo Dallas' }]] },
    ]);
  });

  it('given bold text and links to the site and to https, then they are marked', () => {
    expect(parseInline('See **prices** on [our page](/grading-pressing) or [the show](https://www.c2e2.com).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'strong', text: 'prices' },
      { kind: 'text', text: ' on ' },
      { kind: 'link', text: 'our page', href: '/grading-pressing' },
      { kind: 'text', text: ' or ' },
      { kind: 'link', text: 'the show', href: 'https://www.c2e2.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('given HTML and script in the text, then it stays text (never markup)', () => {
    expect(parseFormattedText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toEqual([
      { kind: 'paragraph', lines: [[{ kind: 'text', text: '<img src=x onerror=alert(1)><script>alert(2)</script>' }]] },
    ]);
  });

  it.each([['javascript:alert(1)'], ['JaVaScRiPt:alert(1)'], ['data:text/html,<b>x</b>'], ['//evil.example/x'], ['/\\evil.example'], ['vbscript:x']])(
    'given a link to %s, then it stays text as typed',
    (href) => {
      expect(parseInline(`[click](${href})`)).toEqual([{ kind: 'text', text: `[click](${href})` }]);
      expect(isSafeHref(href)).toBe(false);
    },
  );

  it.each([['/news'], ['https://www.fanexpodallas.com/'], ['http://example.org/a?b=c'], ['mailto:events@certus.example']])('given %s, then it may be a link', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it('given formatted text, then its plain text drops the marks', () => {
    expect(plainTextOf('## Hello\n\nSee **this** [page](/news).\n\n- a\n- b')).toBe('Hello See this page. a; b');
  });

  it('given Windows line ends and blank lines of spaces, then blocks split the same', () => {
    expect(parseFormattedText('one\r\n  \r\ntwo')).toHaveLength(2);
  });
});
