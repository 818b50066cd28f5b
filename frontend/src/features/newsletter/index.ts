import { lazy } from 'react';

// The public face of the newsletter feature. The sign-up form is its own chunk, so the home page's first
// load stays light: the form's code and its state machine arrive after the page has shown.
export const LazyNewsletterSignUp = lazy(() => import('./components/newsletter-sign-up.tsx'));
