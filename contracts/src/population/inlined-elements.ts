/**
 * The ids of the `<script type="application/json">` elements in which the site's server hands a page the data of
 * its first screen with the HTML (infra/platform static-site.ts writes them, the pages read them through
 * frontend lib/inlined-data.ts). Zod-free: the home page's first load reads them.
 */

/** The first featured comics (the home page's three), on the home page and /featured. */
export const INLINED_FEATURED_ELEMENT_ID = 'certus-featured';

/** The certificate /certificate/{id} names, as anyone may see it (a CertificateLookup without its owner part). */
export const INLINED_CERTIFICATE_ELEMENT_ID = 'certus-certificate';

/**
 * The census title /census/{title} names: its slug and its name as most copies spell it (a CensusTitleName), so
 * the grid's heading is in the page before the grid, which needs a signed-in member, has been asked for.
 */
export const INLINED_CENSUS_TITLE_ELEMENT_ID = 'certus-census-title';
