/**
 * Text in an SVG document: escaped for XML, and fitted to a width without a font at hand (the builder is
 * pure; the raster is drawn later by resvg, and a browser opening the SVG uses its own fonts).
 */

/**
 * Characters XML 1.0 does not allow at all (C0 controls but tab and line breaks, lone surrogates, U+FFFE and
 * U+FFFF): one of them makes the whole document unreadable, so they are dropped rather than escaped. Labels
 * come from events checked at the edge, but imports of before online submission were not.
 */
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text content or an attribute value: &, <, >, both quotes escaped; line breaks become spaces (one line each). */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One line of label text: runs of white space folded, ends trimmed. */
export const oneLine = (value: string) => value.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();

/**
 * East Asian wide characters (CJK ideographs, kana, hangul, full-width forms) take a full em; Latin letters
 * about half of one in Inter (measured against the font: within a few per cent, erring wide), two thirds of
 * that in Bangers, the condensed masthead face. Fitted text rather falls short of its box than spills out.
 */
const WIDE = /[\u1100-\u115F\u2E80-\u303E\u3041-\u33FF\u3400-\u4DBF\u4E00-\u9FFF\uA000-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;
const NARROW = /[ il.,:;'!|Ijtf()[\]\-]/;
const CAPITAL_OR_WIDE_LATIN = /[A-Z0-9MWmw#@%&]/;

/** The face text is set in: the label's Inter (regular or bold), or the drawn cover's Bangers. */
export type Face = 'regular' | 'bold' | 'display';
const LATIN_SCALE: Record<Face, number> = { regular: 1, bold: 1.05, display: 0.7 };

/** Whether `value` holds East Asian text (which breaks between any two characters). */
export const hasWideText = (value: string) => WIDE.test(value);

/** The width of `value` set at `fontSize` in `face`, estimated per character. */
export function estimateWidth(value: string, fontSize: number, face: Face = 'regular'): number {
  let wide = 0;
  let latin = 0;
  for (const char of value) {
    if (WIDE.test(char)) wide += 1;
    else if (NARROW.test(char)) latin += 0.3;
    else if (CAPITAL_OR_WIDE_LATIN.test(char)) latin += 0.68;
    else latin += 0.56;
  }
  return (wide + latin * LATIN_SCALE[face]) * fontSize;
}

/** `value` cut (at a word when it can) with an ellipsis so that it fits `maxWidth`. */
export function truncateToWidth(value: string, maxWidth: number, fontSize: number, face: Face = 'regular'): string {
  if (estimateWidth(value, fontSize, face) <= maxWidth) return value;
  const chars = [...value];
  let kept = chars.length;
  while (kept > 0 && estimateWidth(chars.slice(0, kept).join('') + '…', fontSize, face) > maxWidth) kept--;
  const cut = chars.slice(0, kept).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= cut.length * 0.6 ? atWord : cut).trimEnd()}…`;
}

/** The largest size from `largest` down to `smallest` at which `value` fits `maxWidth` (or `smallest`). */
export function fitFontSize(value: string, maxWidth: number, largest: number, smallest: number, face: Face = 'regular'): number {
  let size = largest;
  while (size > smallest && estimateWidth(value, size, face) > maxWidth) size -= 1;
  return size;
}

/**
 * `value` broken into lines of at most `maxWidth` at word boundaries. A word wider than a line is broken between
 * characters (always so for East Asian text, which has no spaces), and `brokeWord` says so.
 */
function breakLines(value: string, maxWidth: number, fontSize: number, face: Face): { lines: string[]; brokeWord: boolean } {
  const fits = (line: string) => estimateWidth(line, fontSize, face) <= maxWidth;
  const lines: string[] = [];
  let current = '';
  let brokeWord = false;
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    if (fits(word)) {
      current = word;
      continue;
    }
    if (!hasWideText(word)) brokeWord = true;
    for (const char of word) {
      if (fits(current + char)) current += char;
      else {
        if (current) lines.push(current);
        current = char;
      }
    }
  }
  if (current) lines.push(current);
  return { lines, brokeWord };
}

/**
 * `value` in at most `maxLines` lines of at most `maxWidth`; the last line ends with an ellipsis when text is
 * left over.
 */
export function wrapLines(value: string, maxWidth: number, fontSize: number, maxLines: number, face: Face = 'regular'): string[] {
  const { lines } = breakLines(value, maxWidth, fontSize, face);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = truncateToWidth(`${kept[maxLines - 1]} ${lines.slice(maxLines).join(' ')}`, maxWidth, fontSize, face);
  return kept;
}

/**
 * A headline set as large as it goes: the largest size (from `largest` down to `smallest`) at which it takes at
 * most `maxLines` lines without breaking a Latin word, preferring fewer lines while the type stays above
 * `comfortable`. At `smallest` it is wrapped and cut as it must.
 */
export function fitHeadline(value: string, maxWidth: number, opts: { largest: number; comfortable: number; smallest: number; maxLines: number; face: Face }): { size: number; lines: string[] } {
  for (let lines = 1; lines <= opts.maxLines; lines++) {
    const floor = lines === opts.maxLines ? opts.smallest : opts.comfortable;
    for (let size = opts.largest; size >= floor; size -= 2) {
      const broken = breakLines(value, maxWidth, size, opts.face);
      if (broken.lines.length <= lines && !broken.brokeWord) return { size, lines: broken.lines };
    }
  }
  return { size: opts.smallest, lines: wrapLines(value, maxWidth, opts.smallest, opts.maxLines, opts.face) };
}
