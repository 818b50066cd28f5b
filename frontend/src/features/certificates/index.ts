// The public face of the certificates feature: what the home page shows of the featured comics. The pages
// themselves are reached through the router (app/site-states.ts).
export { FeaturedGrid } from './components/featured-card.tsx';
export { useFeaturedComics } from './hooks/use-featured-comics.ts';
export { useInlinedFeatured } from './lib/inlined-featured.ts';
// The certificate as anyone sees it, for the member's own comic page (features/comics), which shows all of it
// and adds the owner's part.
export { CertificateDetails } from './components/certificate-details.tsx';
export { CensusPosition } from './components/census-position.tsx';
