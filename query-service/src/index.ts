export * from './query-router.ts';
// The site's server writes the home page's featured comics into its HTML (infra/platform home-featured.ts).
export { featuredMonthReader } from './population/featured-route.ts';
