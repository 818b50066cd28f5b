import { INLINED_FEATURED_ELEMENT_ID, type FeaturedComic } from '@certus/contracts';
import { useInlinedJson } from '../../../lib/inlined-data.ts';

/**
 * The featured comics the server wrote into the HTML of the home page and of /featured
 * (infra/platform/src/static-site.ts), or null when the page came without them (the Vite dev server, a server
 * that could not read them in time): the home page then asks the API; the featured page shows them while its
 * walk through the months (which starts with the same comics) is on its way.
 *
 * Why no schema check here, when every other answer is parsed with the contracts' zod schema: this is not
 * a boundary. The server parsed the list with `FeaturedComicList` before writing it, and it arrived in the
 * same document as this code, from the same origin: whoever could alter it could alter the scripts too.
 * Parsing it again would put zod (23 kB compressed) into the home page's first load for nothing. What is
 * checked is that the element holds a list at all (a page saved by an older build, a proxy's rewrite).
 */
export function useInlinedFeatured(): FeaturedComic[] | null {
  const comics = useInlinedJson(INLINED_FEATURED_ELEMENT_ID);
  return Array.isArray(comics) ? (comics as FeaturedComic[]) : null;
}

/**
 * The comics the page came with, then the walk's others, as many in all as the walk has found (or as came, while
 * it has found fewer): no card that was drawn moves or goes away.
 */
export function drawnFirst(drawn: readonly FeaturedComic[], walked: readonly FeaturedComic[]): readonly FeaturedComic[] {
  const shown = new Set(drawn.map((comic) => comic.certificationId));
  const others = walked.filter((comic) => !shown.has(comic.certificationId));
  return [...drawn, ...others].slice(0, Math.max(drawn.length, walked.length));
}
