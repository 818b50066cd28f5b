import { contentSlugs } from '../features/content/content-slugs.ts';
import { siteStates, type SiteState } from './site-states.ts';

/**
 * The pages a search engine may list (the sitemap): public states that show a page of their own at a fixed
 * path. Left out: pages behind a sign-in or for guests only (log in, register), paths with parameters
 * (a certificate, a news page), actions (log out) and the editors' preview.
 */
const NOT_PAGES = new Set(['all.logout', 'all.preview']);

const isListed = (state: SiteState) =>
  state.access === 'public' && !state.path.includes(':') && !NOT_PAGES.has(state.name);

export function publicPagePaths(states: readonly SiteState[] = siteStates, slugs: readonly string[] = contentSlugs): string[] {
  return [...new Set([...states.filter(isListed).map((state) => state.path), ...slugs.map((slug) => `/${slug}`)])];
}

/** The built site's list of public pages, read by the server for /sitemap.xml (infra/platform/src/crawler-files.ts). */
export const PUBLIC_PAGES_FILE = 'public-pages.json';
