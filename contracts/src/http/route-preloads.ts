import { z } from 'zod';

/**
 * What the HTML of each page names for the browser to fetch at once (issue [2/7], a fast first page): the
 * site's build writes this table from its own chunks (frontend/scripts/route-preloads-file.ts), the site's
 * server reads it and writes the matching entry's links into the head of the page it sends
 * (infra/platform/src/route-preloads.ts). Without it a page's code is asked for only once the main bundle has
 * run and the router has matched the path, and its largest picture only once that code has drawn the page.
 */

/** Written into the built site beside index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A picture named with the sizes of the `<img>` that shows it, so the browser uses what it preloaded. */
export const ImagePreload = z.object({
  href: z.string().startsWith('/'),
  srcset: z.string(),
  sizes: z.string(),
});
export type ImagePreload = z.infer<typeof ImagePreload>;

/**
 * The slab a page shows first and largest (its LCP), known to the server only when the page is asked for:
 * the certificate named by a parameter of the path, or the first featured comic (both drawn by the same
 * slab image, whose `sizes` the page's layout gives).
 */
export const FirstSlab = z.discriminatedUnion('of', [
  z.object({ of: z.literal('path-parameter'), parameter: z.string().regex(/^\w+$/), sizes: z.string() }),
  z.object({ of: z.literal('first-featured'), sizes: z.string() }),
]);
export type FirstSlab = z.infer<typeof FirstSlab>;

export const RoutePreloadsEntry = z.object({
  /** The route as the site's router declares it (`/certificate/:id`), for people reading the file. */
  pattern: z.string(),
  /** The route as a regular expression on the path (matched case-insensitively, as the router does). */
  match: z.string(),
  /** The page's chunks not already in the main bundle (modulepreload). */
  modules: z.array(z.string().startsWith('/')),
  /**
   * Their stylesheets: preloaded (the page's code applies them when it runs, as on any other visit), or, for a
   * page the server draws into its HTML (`serverDrawn`), written into the page with those of the parts the page
   * loads lazily, so it is drawn styled at once and no sheet arrives later to restyle it.
   */
  styles: z.array(z.string().startsWith('/')),
  /** Pictures of the build the page shows on its first screen (the home page's hero). */
  images: z.array(ImagePreload),
  firstSlab: FirstSlab.optional(),
  /**
   * The data of the page's first screen that the server writes into it (population/inlined-elements.ts): the
   * first featured comics; on the home page those and its next event and banners; the certificate the path's
   * `:id` names; or the name of the census title the path's `:title` names.
   */
  inlines: z.enum(['home', 'featured-comics', 'certificate', 'census-title']).optional(),
  /** The server draws the page itself into the HTML, not only the site's frame around it (frontend app/server-shell). */
  serverDrawn: z.boolean().optional(),
  /**
   * A member page the server draws for the tab's member (member-drawn-pages.ts): the page carries the script that
   * names them, or removes the drawing in a tab that holds no sign-in.
   */
  forMember: z.boolean().optional(),
});
export type RoutePreloadsEntry = z.infer<typeof RoutePreloadsEntry>;

/**
 * Most specific route first: the server takes the first entry whose `match` matches. `boot`: the first script of
 * a page the server drew whole (frontend src/boot.ts), which starts the main bundle after the page's first
 * picture; the server puts it in place of the main bundle's tag on those pages.
 */
export const RoutePreloads = z.object({ routes: z.array(RoutePreloadsEntry), boot: z.string().startsWith('/').optional() });
export type RoutePreloads = z.infer<typeof RoutePreloads>;
