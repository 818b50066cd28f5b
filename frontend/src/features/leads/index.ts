import { lazy } from 'react';

// The public face of the leads feature. The home page's counts band is its own chunk, loaded when it comes
// near the screen (the home page's first load stays within its budget).
export const LazyLandingCountsStrip = lazy(() => import('./components/landing-counts-strip.tsx'));
export { COUNTS_STRIP_ROOM } from './components/counts-strip-room.ts';
