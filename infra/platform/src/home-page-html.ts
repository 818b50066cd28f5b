import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HOME_FEATURED_ELEMENT_ID, type FeaturedComic } from '@certus/contracts';
import type { ContentEncoding } from './precompressed-files.ts';

/** Written by the site's build (frontend/scripts/home-preloads-file.ts keeps the same name). */
export const HOME_PRELOADS_FILE = 'home-preloads.html';

export interface HomePageParts {
  /** The build's `<link>`s of the home page's code, styles and hero picture (HOME_PRELOADS_FILE); '' for none. */
  preloads: string;
  /** The featured comics, or null when they could not be read (the page asks the API). */
  comics: readonly FeaturedComic[] | null;
}

/**
 * The home page's HTML: the built index.html with, in its head, the preloads of the home page and the featured
 * comics as a JSON script element (frontend features/home/lib/inlined-featured.ts reads it). Every `<` of the
 * JSON is written `\u003c`, so no text of a comic (key comments are staff's free text) can close the element
 * or open a comment.
 */
export function homePageHtml(indexHtml: string, { preloads, comics }: HomePageParts): string {
  const lines = preloads.split('\n').filter((line) => line.trim() !== '');
  if (comics) {
    const json = JSON.stringify(comics).replace(/</g, '\\u003c');
    lines.push(`<script type="application/json" id="${HOME_FEATURED_ELEMENT_ID}">${json}</script>`);
  }
  return indexHtml.replace('</head>', () => `${lines.map((line) => `  ${line}\n`).join('')}  </head>`);
}

export type EncodedPage = Record<ContentEncoding | 'identity', Buffer>;

const encode = (html: string): EncodedPage => {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
};

/**
 * The home page in every encoding, compressed once per list of comics (the list is the same object for as long
 * as home-featured.ts serves it), not once per visit; the page without comics once for all.
 */
export function homePages(indexHtml: string, preloads: string): (comics: readonly FeaturedComic[] | null) => EncodedPage {
  let last: { comics: readonly FeaturedComic[]; page: EncodedPage } | null = null;
  let withoutComics: EncodedPage | null = null;
  return (comics) => {
    if (!comics) return (withoutComics ??= encode(homePageHtml(indexHtml, { preloads, comics: null })));
    if (last?.comics !== comics) last = { comics, page: encode(homePageHtml(indexHtml, { preloads, comics })) };
    return last.page;
  };
}
