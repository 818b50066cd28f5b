export * from './query-router.ts';
// The site's server writes the home page's featured comics into its HTML (infra/platform home-featured.ts).
export { featuredMonthReader } from './population/featured-route.ts';
// ... and the certificate of /certificate/{id} into its page (infra/platform public-certificates.ts).
export { certificateReader } from './population/certificate-reads.ts';
