import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HOME_CONTENT_ELEMENT_ID, HOME_FEATURED_ELEMENT_ID, type FeaturedComic, type HomeContent } from '@certus/contracts';
import type { ContentEncoding } from './precompressed-files.ts';

/** Written by the site's build (frontend/scripts/home-preloads-file.ts keeps the same name). */
export const HOME_PRELOADS_FILE = 'home-preloads.html';

export interface HomePageParts {
  /** The build's `<link>`s of the home page's code, styles and hero picture (HOME_PRELOADS_FILE); '' for none. */
  preloads: string;
  /** The featured comics, or null when they could not be read (the page asks the API). */
  comics: readonly FeaturedComic[] | null;
  /** The next event and the home banners (home-content.ts), or null when they could not be read (the page asks the API). */
  content?: HomeContent | null;
}

/** A JSON script element the page reads: every `<` written `\u003c`, so no text in it can close the element. */
const jsonElement = (id: string, value: unknown) => `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The home page's HTML: the built index.html with, in its head, the preloads of the home page and the featured
 * comics as a JSON script element (frontend features/home/lib/inlined-featured.ts reads it). Every `<` of the
 * JSON is written `\u003c`, so no text of a comic (key comments are staff's free text) can close the element
 * or open a comment. The next event and the banners go the same way (features/home/lib/inlined-content.ts reads them).
 */
export function homePageHtml(indexHtml: string, { preloads, comics, content = null }: HomePageParts): string {
  const lines = preloads.split('\n').filter((line) => line.trim() !== '');
  if (comics) lines.push(jsonElement(HOME_FEATURED_ELEMENT_ID, comics));
  if (content) lines.push(jsonElement(HOME_CONTENT_ELEMENT_ID, content));
  return indexHtml.replace('</head>', () => `${lines.map((line) => `  ${line}\n`).join('')}  </head>`);
}

export type EncodedPage = Record<ContentEncoding | 'identity', Buffer>;

const encode = (html: string): EncodedPage => {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
};

/**
 * The home page in every encoding, compressed once per list of comics and content (each the same object for as
 * long as home-featured.ts and home-content.ts serve it), not once per visit.
 */
export function homePages(indexHtml: string, preloads: string): (comics: readonly FeaturedComic[] | null, content?: HomeContent | null) => EncodedPage {
  let last: { comics: readonly FeaturedComic[] | null; content: HomeContent | null; page: EncodedPage } | null = null;
  return (comics, content = null) => {
    if (last?.comics !== comics || last.content !== content) last = { comics, content, page: encode(homePageHtml(indexHtml, { preloads, comics, content })) };
    return last.page;
  };
}
