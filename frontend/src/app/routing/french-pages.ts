import { contentSlugs } from '../../features/content/content-slugs.ts';

/**
 * The screens that read in French on the French display variant (spec 2.1; the states of site-states.ts and
 * the content pages, `all.<slug>`, every one of which has its French version: content-catalogue.ts requires
 * it). Any other screen keeps its English text on that variant and says so, its content marked lang="en" so
 * that a screen reader reads it as English (WCAG 3.1.2), while the frame around it (header, menus, footer)
 * is French.
 */
export const FRENCH_STATE_NAMES: ReadonlySet<string> = new Set([
  'all.main',
  ...contentSlugs.map((slug) => `all.${slug}`),
  'all.test',
  // The events, news and slider pages (features/published-content); what editors publish stays as written.
  'all.events',
  'all.signing-event',
  'all.new-signing',
  'all.onsite-event',
  'all.onsite-grading',
  'all.news',
  'all.news-page',
  'all.homepage-slider',
  'all.storelocator',
  // The landing pages and their forms (features/leads), the newsletter's unsubscribe link (features/newsletter).
  'all.submission-form',
  'all.services',
  'all.servicesOld',
  'all.become-dealer',
  'all.unsubscribe',
  // The public lookup screens: certificates, featured comics, grading notes, the order tracker.
  'all.certificate',
  'all.featured',
  'all.gradingnotes',
  'all.gradingnotes-id',
  'all.tracker',
  // The population report: search popup, listing, book details, census grid.
  'all.popup',
  'all.comiclist',
  'all.comicdetails',
  'all.censusgrid',
  // The sign-in screens (features/auth).
  'all.login',
  'all.register',
  'all.recover',
  'all.change',
  'all.resend',
  'all.verify',
  'all.signup',
  'all.auth',
  'all.logout',
  // The member's account area (features/account and the pages in its menu); server sentences it does not know stay English, marked so.
  'user.dashboard',
  'user.profile',
  'user.settings',
  'user.problem-report',
  'user.addressbook',
  'user.payments',
  'user.upgrade',
  'user.rewards',
  'user.rewards-history',
  'user.giftcards',
  'user.template',
  // The member's orders (features/orders): the catalogue's names and the staff's words stay as written.
  'user.orders',
  'user.order-detail',
  // The checkout (features/checkout): drop-off, pick-up and service names, rates and addresses stay as published.
  'user.checkout.dropOff',
  'user.checkout.ship',
  'user.checkout.pay',
  'user.checkout.promo',
  'user.checkout.review',
  'user.checkout.result',
  // The member's graded comics (features/comics), list and detail: titles, signers and the label's words stay as written.
  'user.comics',
  'user.comic-detail',
  // The submission builder (features/submission): the cart, the line forms, the reholder form; service, tier,
  // add-on and pedigree names stay as published, the spec's sentences in French beside their English.
  'user.submit.list',
  'user.submit.comic',
  'user.submit.artwork',
  'user.submit.reholder',
]);

export const hasFrenchVersion = (stateName: string | undefined) => stateName !== undefined && FRENCH_STATE_NAMES.has(stateName);
