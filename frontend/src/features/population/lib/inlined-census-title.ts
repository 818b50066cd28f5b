import { INLINED_CENSUS_TITLE_ELEMENT_ID, censusTitleSlug, normalizeTitle, type CensusTitleName } from '@certus/contracts';
import { useInlinedJson } from '../../../lib/inlined-data.ts';

/**
 * The name the server wrote into the HTML of /census/{title} (infra/platform/src/static-site.ts), when it is the
 * title this page shows (the path may spell it any way): the grid's heading is drawn with it at once, as the
 * server drew it, while the grid is asked of the API. Null when the page came without it, or with another title's
 * (a later grid opened in the same visit).
 */
export function useInlinedCensusTitle(typedTitle: string): string | null {
  const name = useInlinedJson(INLINED_CENSUS_TITLE_ELEMENT_ID) as Partial<CensusTitleName> | null;
  if (!name || typeof name.title !== 'string' || typeof name.slug !== 'string') return null;
  return name.slug === censusTitleSlug(normalizeTitle(typedTitle)) ? name.title : null;
}
