/**
 * The bodies of news items, newsletters and event descriptions: plain text with a small, safe formatting
 * subset, turned into blocks that the site renders as elements (never as HTML, so nothing an editor types can
 * inject markup or script). Pure and without zod: the browser and the server read it the same way.
 *
 * - A blank line separates blocks.
 * - A block whose first line starts with `## ` is a heading (its first line only; the rest is a paragraph).
 * - A block whose lines all start with `- ` or `* ` is a bulleted list.
 * - Any other block is a paragraph; its single line breaks are kept.
 * - Inside text: `**bold**` and `[label](address)`, where the address is a page of the site (`/news`) or an
 *   http, https or mailto address; any other address leaves the text as typed.
 */

export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };
export type FormattedBlock =
  | { kind: 'paragraph'; lines: Inline[][] }
  | { kind: 'heading'; inlines: Inline[] }
  | { kind: 'list'; items: Inline[][] };

/**
 * Whether an address may be a link of the site: a path of the site itself (one leading slash, no backslash, no
 * control or space characters), or an absolute http, https or mailto URL. `javascript:`, `data:` and
 * protocol-relative `//host` addresses are not.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > 2000 || /[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  if (href.startsWith('/')) return !href.startsWith('//');
  try {
    const url = new URL(href);
    return ['https:', 'http:', 'mailto:'].includes(url.protocol) && (url.protocol === 'mailto:' || url.hostname !== '');
  } catch {
    return false;
  }
}

const INLINE = /\*\*([^*\n]+?)\*\*|\[([^\]\n]+)\]\(([^()\s]+)\)/g;

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  const pushText = (text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += text;
    else parts.push({ kind: 'text', text });
  };
  let at = 0;
  for (const match of line.matchAll(INLINE)) {
    pushText(line.slice(at, match.index));
    if (match[1] !== undefined) parts.push({ kind: 'strong', text: match[1] });
    else if (isSafeHref(match[3]!)) parts.push({ kind: 'link', text: match[2]!, href: match[3]! });
    else pushText(match[0]);
    at = match.index + match[0].length;
  }
  pushText(line.slice(at));
  return parts;
}

const LIST_ITEM = /^\s*[-*]\s+/;

export function parseFormattedText(body: string): FormattedBlock[] {
  const blocks: FormattedBlock[] = [];
  const chunks = body.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/);
  for (const chunk of chunks) {
    const lines = chunk.split('\n').map((line) => line.trimEnd()).filter((line) => line.trim() !== '');
    if (lines.length === 0) continue;
    if (lines[0]!.startsWith('## ')) {
      blocks.push({ kind: 'heading', inlines: parseInline(lines[0]!.slice(3).trim()) });
      const rest = lines.slice(1);
      if (rest.length) blocks.push(blockOf(rest));
      continue;
    }
    blocks.push(blockOf(lines));
  }
  return blocks;
}

function blockOf(lines: string[]): FormattedBlock {
  if (lines.every((line) => LIST_ITEM.test(line))) return { kind: 'list', items: lines.map((line) => parseInline(line.replace(LIST_ITEM, ''))) };
  return { kind: 'paragraph', lines: lines.map((line) => parseInline(line.trim())) };
}

/** The text alone, formatting marks dropped (a summary line, a search, a meta description). */
export function plainTextOf(body: string): string {
  return parseFormattedText(body)
    .map((block) => {
      const inline = (parts: Inline[]) => parts.map((p) => p.text).join('');
      if (block.kind === 'heading') return inline(block.inlines);
      if (block.kind === 'list') return block.items.map(inline).join('; ');
      return block.lines.map(inline).join(' ');
    })
    .join(' ');
}
