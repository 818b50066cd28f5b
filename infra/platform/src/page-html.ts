import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { MEMBER_DRAWN_ATTRIBUTE, SERVER_DRAWN_ATTRIBUTE, type DrawnScreen } from '@certus/contracts';
import { MEMBER_PAGE_SCRIPT } from '@certus/infra';
import type { ContentEncoding } from './precompressed-files.ts';

export interface PageParts {
  /** The head's additions: the page's `<link>`s and styles (route-preloads.ts); none for a page the build did not name. */
  links: readonly string[];
  /**
   * The data of the page's first screen, by the id of its JSON element (contracts population/inlined-elements.ts):
   * the featured comics on the home page and /featured, the certificate on its page.
   */
  inlined: Readonly<Record<string, unknown>>;
  /** The page drawn by the server (server-shell.ts), the content of `<div id="root">`; '' for none. */
  shell?: string;
  /**
   * The page is on screen without the site's code (drawn whole by the server): its first script is this boot
   * script (frontend src/boot.ts), which fetches the main bundle once the page's first picture has arrived.
   */
  boot?: string | null;
  /**
   * The shell was drawn for the tab's member (contracts http/member-drawn-pages.ts): the root is marked so, and the
   * script that writes the member's name into it, or removes it in a tab that holds no sign-in, follows it.
   */
  forMember?: boolean;
  /**
   * The screen the page was drawn whole for (contracts http/server-drawn-pages.ts), written on the root: the site's
   * code hydrates such a drawing, drawing its first pass for that screen. None for a frame alone or no drawing.
   */
  drawnFor?: DrawnScreen | null;
}

/**
 * The built index.html's main bundle as Vite writes it, with its address. The site's build puts the boot script in
 * its place already (frontend scripts/main-bundle-in-turn.ts); a build that did not still gets it here.
 */
const MAIN_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/** The main bundle's files, preloaded by index.html: a page drawn whole fetches them after its first picture. */
const MAIN_BUNDLE_PRELOADS = /\n?[ \t]*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A page's HTML: the built index.html with, in its head, the page's preloads and its data as JSON script elements
 * (frontend lib/inlined-data.ts reads them), and in its root element the page as the server drew it (followed, on
 * a page drawn for the tab's member, by the script that names them). Every `<`
 * of the JSON is written `\u003c`, so no text of a comic (key comments are staff's free text) can close the
 * element or open a comment.
 */
export function pageHtml(indexHtml: string, { links, inlined, shell = '', boot = null, forMember = false, drawnFor = null }: PageParts): string {
  const lines = [...links];
  for (const [id, value] of Object.entries(inlined)) {
    const json = JSON.stringify(value).replace(/</g, '\\u003c');
    lines.push(`<script type="application/json" id="${id}">${json}</script>`);
  }
  const head = lines.length === 0 ? '</head>' : `${lines.map((line) => `  ${line}\n`).join('')}  </head>`;
  // The boot script names the main bundle; a build whose index.html names none keeps its tags as they are.
  const html = boot
    ? indexHtml.replace(MAIN_SCRIPT, (_tag, app: string) => `<script type="module" crossorigin src="${boot}" data-app-src="${app}"></script>`).replace(MAIN_BUNDLE_PRELOADS, '')
    : indexHtml;
  const drawn = shell && drawnFor ? ` ${SERVER_DRAWN_ATTRIBUTE}="${drawnFor}"` : '';
  const root = forMember ? `<div id="root"${drawn} ${MEMBER_DRAWN_ATTRIBUTE}>${shell}</div><script>${MEMBER_PAGE_SCRIPT}</script>` : `<div id="root"${drawn}>${shell}</div>`;
  return html.replace('</head>', () => head).replace('<div id="root"></div>', () => root);
}

export type EncodedPage = Record<ContentEncoding | 'identity', Buffer>;

/** Brotli at 9: within a few bytes of 11 on a page this small, at a fraction of the time (pages are compressed on demand). */
const encode = (html: string): EncodedPage => {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }), gzip: gzipSync(identity, { level: 9 }) };
};

/**
 * Pages in every encoding, compressed once per distinct page, not once per visit: the pages of the site's
 * routes, the home and featured pages once per list of comics. The newest `capacity` are kept (a certificate's
 * page names its own slab: there are as many of those as certificates).
 */
export function encodedPages(capacity = 256): (html: string) => EncodedPage {
  const pages = new Map<string, EncodedPage>();
  return (html) => {
    const known = pages.get(html);
    if (known) return known;
    const page = encode(html);
    pages.set(html, page);
    if (pages.size > capacity) pages.delete(pages.keys().next().value!);
    return page;
  };
}
