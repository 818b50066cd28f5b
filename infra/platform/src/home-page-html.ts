import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HOME_FEATURED_ELEMENT_ID, type FeaturedComic } from '@certus/contracts';
import type { ContentEncoding } from './precompressed-files.ts';

/**
 * The home page's HTML: the built index.html with the featured comics written in as a JSON script element
 * (frontend features/home/lib/inlined-featured.ts reads it). Every `<` of the JSON is written `\u003c`, so no
 * text of a comic (key comments are staff's free text) can close the element or open a comment.
 */
export function homePageHtml(indexHtml: string, comics: readonly FeaturedComic[]): string {
  const json = JSON.stringify(comics).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${HOME_FEATURED_ELEMENT_ID}">${json}</script>`;
  return indexHtml.replace('</head>', () => `    ${element}\n  </head>`);
}

export type EncodedPage = Record<ContentEncoding | 'identity', Buffer>;

/**
 * The home page in every encoding, compressed once per list of comics (the list is the same object for as long
 * as home-featured.ts serves it), not once per visit.
 */
export function homePages(indexHtml: string): (comics: readonly FeaturedComic[]) => EncodedPage {
  let last: { comics: readonly FeaturedComic[]; page: EncodedPage } | null = null;
  return (comics) => {
    if (last?.comics !== comics) {
      const html = Buffer.from(homePageHtml(indexHtml, comics), 'utf8');
      last = { comics, page: { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) } };
    }
    return last.page;
  };
}
