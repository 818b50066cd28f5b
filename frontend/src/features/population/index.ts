// The public face of the population feature, for the site frame's navigation search: the census grid's
// address, and the title search itself, loaded on first use (it brings the census API and its schemas).
export { censusGridPath } from './lib/census-paths.ts';
export const loadTitleSearch = () => import('./title-search.tsx');
export type { TitleSuggestion } from './title-search.tsx';
