// The public face of the population feature: what the site frame's navigation search uses to find titles.
export { useStartTitleSearch, useTitleSuggestions } from './hooks/use-title-search.ts';
export { censusGridPath } from './lib/census-paths.ts';
