// The public face of the certificates feature: what the home page shows of the featured comics. The pages
// themselves are reached through the router (app/site-states.ts).
export { FeaturedGrid } from './components/featured-card.tsx';
export { useFeaturedComics } from './hooks/use-featured-comics.ts';
