import { HOME_CONTENT_ELEMENT_ID, type HomeContent } from '@certus/contracts';
import { useInlinedJson } from '../../../lib/inlined-data.ts';

/**
 * The next event and banners the server wrote into the home page's HTML (infra/platform home-content.ts), or
 * null when the page came without them (the Vite dev server, a read that failed or took too long): the home
 * page then asks the API. Not parsed with the schema, for the reason certificates' inlined-featured.ts gives
 * (the server parsed it with `HomeContent` before writing it, in the same document as this code); what is
 * checked is that it has the shape's two fields.
 */
export function useInlinedContent(): HomeContent | null {
  const content = useInlinedJson(HOME_CONTENT_ELEMENT_ID) as Partial<HomeContent> | null;
  return content && typeof content === 'object' && Array.isArray(content.banners) && 'nextEvent' in content ? (content as HomeContent) : null;
}
