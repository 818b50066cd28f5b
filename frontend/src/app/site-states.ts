import type { ComponentType } from 'react';
import { STAFF_INBOX_ROLES, type FirstSlab, type MemberRole } from '@certus/contracts';
import { CARD_SLAB_SIZES } from '../features/certificates/lib/slab-sizes.ts';
import { DETAIL_SLAB_SIZES } from '../features/comics/lib/slab-sizes.ts';
import { contentSlugs } from '../features/content/content-slugs.ts';

/**
 * Every screen of the site as a named state (spec 2.3: all.main, user.dashboard, user.checkout.review, ...),
 * the one table the router is built from and state-links resolve through (spec 2.5). The site's build reads it
 * too (scripts/route-preloads-file.ts: each route's chunks, named in the HTML of its paths), so it imports
 * nothing but plain modules.
 */

/** Who may see a state (spec 6). */
export type StateAccess =
  /** Anyone. */
  | 'public'
  /** Log in, register, recover, change, resend: a signed-in member goes to the dashboard (spec 2.1). */
  | 'guest'
  /** Any signed-in member (the "authenticated" role of spec 6); anonymous visitors go to /login. */
  | 'member'
  /**
   * Needs a token like 'member', but the page is remembered as the RequestedAccessUrl (spec 2.5: popup
   * and tracker), which survives any detour (registration, activation, external login) until login.
   */
  | 'member-requested-url'
  /** Staff: only these roles; other signed-in members go to main (spec 2.5: unauthorized access). */
  | { roles: readonly MemberRole[] };

/**
 * A page's code: how to load it. Its module (from src/), by which the build finds the page's chunk, is read from
 * the loader's own source (`moduleOfLoad`), so the browser's bundle carries no second copy of every path.
 */
export type PageLoad = (() => Promise<ComponentType>) & { importer: () => Promise<unknown> };

/** What a state shows: its page, or, for a feature still being built, its title and a notice. */
export type StatePage = { load: PageLoad } | { content: string };

export interface SiteState {
  name: string;
  /** React Router path; params as :name. */
  path: string;
  /** Other paths that show the same state (spec 2.1 lists /storelocator and /store-locator). */
  aliases?: readonly string[];
  access: StateAccess;
  page: StatePage;
  /**
   * The slab the page shows first and largest (its LCP), which the site's server preloads from the HTML with the
   * same sizes as the page's <img>: the certificate the path names, or the first featured comic.
   */
  firstSlab?: FirstSlab;
  /**
   * What the server writes into the page's HTML, so that its first screen needs no API call (lib/inlined-data.ts):
   * the first featured comics (with, on the home page, the next event and the banners), or the certificate the
   * path's `:id` names.
   */
  inlines?: 'home' | 'featured-comics' | 'certificate' | 'census-title';
  /**
   * The server draws the page into its HTML (app/server-shell), so it shows before the page's code has run. Only
   * for pages whose first drawing needs nothing the server lacks: no storage, no media query but through
   * useNarrowScreen, their data written into the HTML. Other pages get the site's frame (header and footer)
   * around an empty main.
   *
   * 'for-member': a member page drawn for the tab's member, whom the server cannot know (contracts
   * http/member-drawn-pages.ts): drawn signed in under a marked name, which the page's first script replaces with
   * the tab's own before the first paint. Only for pages whose first drawing needs nothing of the member but their
   * name (the rest comes from the API, drawn as it loads).
   */
  serverRendered?: boolean | 'for-member';
}

const page = <M,>(importer: () => Promise<M>, pick: (module: M) => ComponentType): PageLoad => Object.assign(async () => pick(await importer()), { importer });

/**
 * The module (from src/) a page's loader imports, read from its source: `import('../features/x.tsx')` as written,
 * or `/src/features/x.tsx` as a test runner rewrites it. Only the build (in Node) and the tests ask; in the
 * browser the import names a chunk.
 */
export function moduleOfLoad(load: PageLoad): string {
  const module = /(?:\.\.|\/src)\/((?:features|app|components)\/[\w./-]+\.tsx)["'`]\)/.exec(String(load.importer))?.[1];
  if (!module) throw new Error(`A page loader whose module cannot be read: ${String(load.importer)}`);
  return module;
}

/** The module of the content pages, which are not a `load` of their own (app/routes.tsx imports it). */
export const CONTENT_PAGE_MODULE = 'features/content/content-route.tsx';

const home = page(() => import('../features/home/pages/home-page.tsx'), (m) => m.HomePage);
const auth = {
  login: page(() => import('../features/auth/pages/login-page.tsx'), (m) => m.LoginPage),
  register: page(() => import('../features/auth/pages/register-page.tsx'), (m) => m.RegisterPage),
  recover: page(() => import('../features/auth/pages/recover-page.tsx'), (m) => m.RecoverPage),
  change: page(() => import('../features/auth/pages/change-password-page.tsx'), (m) => m.ChangePasswordPage),
  resend: page(() => import('../features/auth/pages/resend-page.tsx'), (m) => m.ResendPage),
  verify: page(() => import('../features/auth/pages/verify-page.tsx'), (m) => m.VerifyPage),
  signup: page(() => import('../features/auth/pages/signup-page.tsx'), (m) => m.SignupPage),
  external: page(() => import('../features/auth/pages/external-login-page.tsx'), (m) => m.ExternalLoginPage),
  logout: page(() => import('../features/auth/components/logout-route.tsx'), (m) => m.LogoutRoute),
};
const account = page(() => import('../features/account/pages/account-page.tsx'), (m) => m.AccountPage);
const profile = page(() => import('../features/account/pages/profile-page.tsx'), (m) => m.ProfilePage);
const settings = page(() => import('../features/account/pages/settings-page.tsx'), (m) => m.SettingsPage);

const addressBook = page(() => import('../features/address-book/pages/address-book-page.tsx'), (m) => m.AddressBookPage);
const payments = page(() => import('../features/payments/pages/payments-page.tsx'), (m) => m.PaymentsPage);
const apiKeys = page(() => import('../features/api-keys/pages/api-keys-page.tsx'), (m) => m.ApiKeysPage);
const upgrade = page(() => import('../features/membership/pages/upgrade-page.tsx'), (m) => m.UpgradePage);
const rewards = {
  overview: page(() => import('../features/rewards/pages/rewards-page.tsx'), (m) => m.RewardsPage),
  history: page(() => import('../features/rewards/pages/rewards-history-page.tsx'), (m) => m.RewardsHistoryPage),
  giftCards: page(() => import('../features/gift-cards/pages/gift-cards-page.tsx'), (m) => m.GiftCardsPage),
};
const unsubscribe = page(() => import('../features/newsletter/pages/unsubscribe-page.tsx'), (m) => m.UnsubscribePage);
const forumSso = {
  signIn: page(() => import('../features/forum-sso/pages/forum-sign-in-page.tsx'), (m) => m.ForumSignInPage),
  callback: page(() => import('../features/forum-sso/pages/forum-callback-page.tsx'), (m) => m.ForumCallbackPage),
};
const submit = {
  list: page(() => import('../features/submission/pages/submit-list-page.tsx'), (m) => m.SubmitListPage),
  comic: page(() => import('../features/submission/pages/line-builder-page.tsx'), (m) => m.SubmitComicPage),
  artwork: page(() => import('../features/submission/pages/line-builder-page.tsx'), (m) => m.SubmitArtworkPage),
  reholder: page(() => import('../features/submission/pages/submit-reholder-page.tsx'), (m) => m.SubmitReholderPage),
};
const checkout = {
  dropOff: page(() => import('../features/checkout/pages/drop-off-page.tsx'), (m) => m.DropOffPage),
  shipping: page(() => import('../features/checkout/pages/shipping-page.tsx'), (m) => m.ShippingPage),
  billing: page(() => import('../features/checkout/pages/billing-page.tsx'), (m) => m.BillingPage),
  promo: page(() => import('../features/checkout/pages/promo-page.tsx'), (m) => m.PromoPage),
  review: page(() => import('../features/checkout/pages/review-page.tsx'), (m) => m.ReviewPage),
  result: page(() => import('../features/checkout/pages/result-page.tsx'), (m) => m.ResultPage),
};
const orders = {
  list: page(() => import('../features/orders/pages/orders-page.tsx'), (m) => m.OrdersPage),
  detail: page(() => import('../features/orders/pages/order-detail-page.tsx'), (m) => m.OrderDetailPage),
  tracker: page(() => import('../features/orders/pages/tracker-page.tsx'), (m) => m.TrackerPage),
};
const population = {
  popup: page(() => import('../features/population/pages/population-search-page.tsx'), (m) => m.PopulationSearchPage),
  listing: page(() => import('../features/population/pages/comic-report-page.tsx'), (m) => m.ComicReportPage),
  details: page(() => import('../features/population/pages/comic-details-page.tsx'), (m) => m.ComicDetailsPage),
  grid: page(() => import('../features/population/pages/census-grid-page.tsx'), (m) => m.CensusGridPage),
};
const certificates = {
  lookup: page(() => import('../features/certificates/pages/certificate-page.tsx'), (m) => m.CertificatePage),
  featured: page(() => import('../features/certificates/pages/featured-page.tsx'), (m) => m.FeaturedPage),
  gradingNotes: page(() => import('../features/certificates/pages/grading-notes-page.tsx'), (m) => m.GradingNotesPage),
  gradingNotesEntry: page(() => import('../features/certificates/pages/grading-notes-entry-page.tsx'), (m) => m.GradingNotesEntryPage),
};
const comics = {
  list: page(() => import('../features/comics/pages/comics-page.tsx'), (m) => m.ComicsPage),
  detail: page(() => import('../features/comics/pages/comic-detail-page.tsx'), (m) => m.ComicDetailPage),
};
const staff = {
  queue: page(() => import('../features/staff/pages/staff-orders-page.tsx'), (m) => m.StaffOrdersPage),
  order: page(() => import('../features/staff/pages/staff-order-page.tsx'), (m) => m.StaffOrderPage),
  receive: page(() => import('../features/staff/pages/receive-page.tsx'), (m) => m.ReceivePage),
};
const publishedContent = {
  events: page(() => import('../features/published-content/pages/events-calendar-page.tsx'), (m) => m.EventsCalendarPage),
  signings: page(() => import('../features/published-content/pages/signing-events-page.tsx'), (m) => m.SigningEventsPage),
  signing: page(() => import('../features/published-content/pages/signing-page.tsx'), (m) => m.SigningPage),
  onsites: page(() => import('../features/published-content/pages/onsite-events-page.tsx'), (m) => m.OnsiteEventsPage),
  onsiteGrading: page(() => import('../features/published-content/pages/onsite-grading-page.tsx'), (m) => m.OnsiteGradingPage),
  news: page(() => import('../features/published-content/pages/news-page.tsx'), (m) => m.NewsPage),
  newsletter: page(() => import('../features/published-content/pages/newsletter-page.tsx'), (m) => m.NewsletterPage),
  slides: page(() => import('../features/published-content/pages/homepage-slider-page.tsx'), (m) => m.HomepageSliderPage),
};
const editor = {
  content: page(() => import('../features/editor/pages/editor-content-page.tsx'), (m) => m.EditorContentPage),
  record: page(() => import('../features/editor/pages/editor-record-page.tsx'), (m) => m.EditorRecordPage),
  preview: page(() => import('../features/editor/pages/preview-page.tsx'), (m) => m.PreviewPage),
};
const storeLocator = page(() => import('../features/store-locator/pages/store-locator-page.tsx'), (m) => m.StoreLocatorPage);
const storeEditor = page(() => import('../features/store-editor/pages/editor-stores-page.tsx'), (m) => m.EditorStoresPage);
const leads = {
  submissionForm: page(() => import('../features/leads/pages/submission-form-page.tsx'), (m) => m.SubmissionFormPage),
  services: page(() => import('../features/leads/pages/services-page.tsx'), (m) => m.ServicesPage),
  servicesOld: page(() => import('../features/leads/pages/services-page.tsx'), (m) => m.ServicesOldPage),
  becomeDealer: page(() => import('../features/leads/pages/become-dealer-page.tsx'), (m) => m.BecomeDealerPage),
  problemReport: page(() => import('../features/leads/pages/problem-report-page.tsx'), (m) => m.ProblemReportPage),
  staffInbox: page(() => import('../features/leads/pages/staff-inbox-page.tsx'), (m) => m.StaffInboxPage),
};
// Issue [3/7] (tat): submission templates, the shipping test screen, the editor's turnaround message.
const tat = {
  templates: page(() => import('../features/submission-templates/pages/templates-page.tsx'), (m) => m.TemplatesPage),
  shippingTest: page(() => import('../features/shipping-test/pages/shipping-test-page.tsx'), (m) => m.ShippingTestPage),
  editorTurnaround: page(() => import('../features/editor-turnaround/pages/editor-turnaround-page.tsx'), (m) => m.EditorTurnaroundPage),
};
// Issue [4/7]: the auditors' screens, one chunk for the three (features/audit/pages/audit-pages.tsx says why).
const auditPages = () => import('../features/audit/pages/audit-pages.tsx');
const audit = {
  search: page(auditPages, (m) => m.AuditSearchPage),
  order: page(auditPages, (m) => m.AuditOrderPage),
  trail: page(auditPages, (m) => m.AuditTrailPage),
};
const MEMBER = 'member' satisfies StateAccess;
const WORKER: StateAccess = { roles: ['worker'] };
const EDITOR: StateAccess = { roles: ['editor'] };
const AUDITOR: StateAccess = { roles: ['auditor'] };

export const siteStates: readonly SiteState[] = [
  // Public (spec 2.1)
  { name: 'all.main', path: '/', access: 'public', page: { load: home }, inlines: 'home', serverRendered: true },
  { name: 'all.login', path: '/login', access: 'guest', page: { load: auth.login } },
  { name: 'all.register', path: '/register', access: 'guest', page: { load: auth.register } },
  { name: 'all.recover', path: '/recover', access: 'guest', page: { load: auth.recover } },
  { name: 'all.change', path: '/change/:collectibleType/:email/:token', access: 'guest', page: { load: auth.change } },
  { name: 'all.resend', path: '/resend', access: 'guest', page: { load: auth.resend } },
  { name: 'all.verify', path: '/verify/:code', access: 'public', page: { load: auth.verify } },
  { name: 'all.signup', path: '/signup', access: 'guest', page: { load: auth.signup } },
  { name: 'all.auth', path: '/auth/:provider', access: 'public', page: { load: auth.external } },
  { name: 'all.logout', path: '/logout', access: 'public', page: { load: auth.logout } },
  { name: 'all.tracker', path: '/tracker/:id', access: 'member-requested-url', page: { load: orders.tracker } },
  { name: 'all.popup', path: '/population-report/:id?', access: 'member-requested-url', page: { load: population.popup } },
  { name: 'all.comiclist', path: '/comic-report', access: MEMBER, page: { load: population.listing } },
  { name: 'all.comicdetails', path: '/comic-details', access: MEMBER, page: { load: population.details } },
  // Not in spec 2.1: one title's census grid (issues by grades), which the listing and the navigation search open.
  { name: 'all.censusgrid', path: '/census/:title', access: MEMBER, page: { load: population.grid }, inlines: 'census-title', serverRendered: 'for-member' },
  { name: 'all.gradingnotes', path: '/grading-notes', access: 'public', page: { load: certificates.gradingNotes } },
  { name: 'all.gradingnotes-id', path: '/grading-notes/:id', access: 'public', page: { load: certificates.gradingNotesEntry } },
  // Not in spec 2.1: the public certificate lookup a buyer checks a slab with (the navigation search opens it).
  {
    name: 'all.certificate',
    path: '/certificate/:id',
    access: 'public',
    page: { load: certificates.lookup },
    firstSlab: { of: 'path-parameter', parameter: 'id', sizes: DETAIL_SLAB_SIZES },
    inlines: 'certificate',
    serverRendered: true,
  },
  { name: 'all.news', path: '/news', access: 'public', page: { load: publishedContent.news } },
  { name: 'all.news-page', path: '/news/:page', access: 'public', page: { load: publishedContent.newsletter } },
  { name: 'all.unsubscribe', path: '/unsubscribe/:id', access: 'public', page: { load: unsubscribe } },
  { name: 'all.storelocator', path: '/storelocator', aliases: ['/store-locator'], access: 'public', page: { load: storeLocator } },
  { name: 'all.onsite-grading', path: '/onsite-grading', access: 'public', page: { load: publishedContent.onsiteGrading } },
  { name: 'all.onsite-event', path: '/onsite-event', access: 'public', page: { load: publishedContent.onsites } },
  { name: 'all.signing-event', path: '/signing-event', access: 'public', page: { load: publishedContent.signings } },
  { name: 'all.new-signing', path: '/new-signing-:name', access: 'public', page: { load: publishedContent.signing } },
  // Not in spec 2.1: the events calendar, where the old news-events path goes (spec 2.1 Redirects).
  { name: 'all.events', path: '/events', access: 'public', page: { load: publishedContent.events } },
  {
    name: 'all.featured',
    path: '/featured',
    access: 'public',
    page: { load: certificates.featured },
    firstSlab: { of: 'first-featured', sizes: CARD_SLAB_SIZES },
    inlines: 'featured-comics',
    serverRendered: true,
  },
  { name: 'all.preview', path: '/preview', access: 'public', page: { load: editor.preview } },
  { name: 'all.submission-form', path: '/submission-form', access: 'public', page: { load: leads.submissionForm } },
  { name: 'all.become-dealer', path: '/become-dealer', access: 'public', page: { load: leads.becomeDealer } },
  { name: 'all.services', path: '/services', access: 'public', page: { load: leads.services } },
  { name: 'all.servicesOld', path: '/servicesOld', access: 'public', page: { load: leads.servicesOld } },
  { name: 'all.homepage-slider', path: '/homepage-slider', access: 'public', page: { load: publishedContent.slides } },
  // Spec 2.1: "A shipping test screen takes a postal code and a country".
  { name: 'all.test', path: '/test', access: 'public', page: { load: tat.shippingTest } },

  // Account (spec 2.2)
  { name: 'user.dashboard', path: '/account', access: MEMBER, page: { load: account }, serverRendered: 'for-member' },
  { name: 'user.upgrade', path: '/account/upgrade', access: MEMBER, page: { load: upgrade } },
  { name: 'user.template', path: '/account/template', access: MEMBER, page: { load: tat.templates } },
  { name: 'user.comics', path: '/account/comics', access: MEMBER, page: { load: comics.list } },
  { name: 'user.comic-detail', path: '/account/comics/:id', access: MEMBER, page: { load: comics.detail } },
  { name: 'user.orders', path: '/account/orders', access: MEMBER, page: { load: orders.list } },
  { name: 'user.order-detail', path: '/account/orders/:id', access: MEMBER, page: { load: orders.detail } },
  { name: 'user.profile', path: '/account/profile', access: MEMBER, page: { load: profile } },
  { name: 'user.payments', path: '/account/profile/payments', access: MEMBER, page: { load: payments } },
  { name: 'user.addressbook', path: '/account/profile/addressbook', access: MEMBER, page: { load: addressBook } },
  { name: 'user.settings', path: '/account/profile/settings', access: MEMBER, page: { load: settings } },
  { name: 'user.rewards', path: '/account/rewards', access: MEMBER, page: { load: rewards.overview } },
  { name: 'user.rewards-history', path: '/account/rewards/history', access: MEMBER, page: { load: rewards.history } },
  { name: 'user.giftcards', path: '/account/rewards/giftcards', access: MEMBER, page: { load: rewards.giftCards } },
  // Spec 3, 5 Problem report (no route of its own in spec 2.2): reached from the account area and the footer.
  { name: 'user.problem-report', path: '/account/problem-report', access: MEMBER, page: { load: leads.problemReport } },
  // Issue [5/7] (public API): the member's API keys (not in spec 2.2).
  { name: 'user.api', path: '/account/api', access: MEMBER, page: { load: apiKeys } },

  // Submission and checkout (spec 2.3)
  { name: 'user.submit.list', path: '/submit', access: MEMBER, page: { load: submit.list } },
  { name: 'user.submit.comic', path: '/submit/comic', access: MEMBER, page: { load: submit.comic } },
  { name: 'user.submit.artwork', path: '/submit/artwork', access: MEMBER, page: { load: submit.artwork } },
  { name: 'user.submit.reholder', path: '/submit/reholder', access: MEMBER, page: { load: submit.reholder } },
  { name: 'user.checkout.review', path: '/checkout', access: MEMBER, page: { load: checkout.review } },
  { name: 'user.checkout.dropOff', path: '/checkout/dropOff', access: MEMBER, page: { load: checkout.dropOff } },
  { name: 'user.checkout.ship', path: '/checkout/shipping', access: MEMBER, page: { load: checkout.shipping } },
  { name: 'user.checkout.pay', path: '/checkout/billing', access: MEMBER, page: { load: checkout.billing } },
  { name: 'user.checkout.promo', path: '/checkout/promo', access: MEMBER, page: { load: checkout.promo } },
  { name: 'user.checkout.result', path: '/checkout/result', access: MEMBER, page: { load: checkout.result } },

  // Single sign-on to the forum (spec 2.4)
  { name: 'sso.ninjapost', path: '/sso/ninjapost', access: MEMBER, page: { load: forumSso.signIn } },
  { name: 'sso.ninjapost2', path: '/sso/ninjapost2', access: MEMBER, page: { load: forumSso.callback } },

  // Staff (spec 6: the worker menu)
  { name: 'worker.orders', path: '/staff/orders', access: WORKER, page: { load: staff.queue } },
  { name: 'worker.order', path: '/staff/orders/:id', access: WORKER, page: { load: staff.order } },
  { name: 'worker.receive', path: '/staff/receive', access: WORKER, page: { load: staff.receive } },

  // Editors (issue 15): the site's content
  { name: 'editor.content', path: '/editor', access: EDITOR, page: { load: editor.content } },
  { name: 'editor.new', path: '/editor/new/:kind', access: EDITOR, page: { load: editor.record } },
  { name: 'editor.record', path: '/editor/:kind/:name', access: EDITOR, page: { load: editor.record } },
  { name: 'editor.stores', path: '/editor/stores', access: EDITOR, page: { load: storeEditor } },
  // Leads, call-backs, dealer requests and problem reports: for the staff who answer people (the API's own list).
  { name: 'staff.inbox', path: '/staff/inbox', access: { roles: STAFF_INBOX_ROLES }, page: { load: leads.staffInbox } },
  // Editor (issue [3/7], tat): the turnaround message.
  { name: 'editor.turnaround', path: '/editor/turnaround', access: EDITOR, page: { load: tat.editorTurnaround } },

  // Auditors (issue [4/7]): find orders, one order's history, moments, ledger and custody, the auditors' trail.
  { name: 'auditor.orders', path: '/audit', access: AUDITOR, page: { load: audit.search } },
  { name: 'auditor.order', path: '/audit/orders/:id', access: AUDITOR, page: { load: audit.order } },
  { name: 'auditor.trail', path: '/audit/trail', access: AUDITOR, page: { load: audit.trail } },
];

/** The table's states plus one public state per content page (spec 2.1 Content pages). */
export function allStates(): SiteState[] {
  const content: SiteState[] = contentSlugs.map((slug) => ({
    name: `all.${slug}`,
    path: `/${slug}`,
    access: 'public',
    page: { content: slug },
  }));
  return [...siteStates, ...content];
}

/** Whether the server draws the state's page into its HTML: as the table says, or a public content page. */
export function drawnOnServer(state: SiteState): boolean {
  return state.serverRendered === undefined ? state.access === 'public' && !('load' in state.page) : state.serverRendered !== false;
}

/** Whether the server draws the state's page for the tab's member (`serverRendered: 'for-member'`). */
export function drawnForMember(state: SiteState): boolean {
  return state.serverRendered === 'for-member';
}

/** The module of a state's page (for the build's per-route preloads). */
export function pageModuleOf(page: StatePage): string {
  return 'load' in page ? moduleOfLoad(page.load) : CONTENT_PAGE_MODULE;
}

/** Old and alternative paths (spec 2.1 Redirects). `region` also selects a site variant on the way. */
export interface SiteRedirect {
  from: string;
  to: string;
  region?: 'CA';
}

export const siteRedirects: readonly SiteRedirect[] = [
  // "add-on pricing, Canada pricing, grading pricing, pressing pricing and pricing go to /grading-pressing"
  { from: '/add-on-pricing', to: '/grading-pressing' },
  { from: '/canada-pricing', to: '/grading-pressing', region: 'CA' },
  { from: '/grading-pricing', to: '/grading-pressing' },
  { from: '/grading-pressing-price', to: '/grading-pressing' },
  { from: '/pricing', to: '/grading-pressing' },
  // "Press price goes to /pressing-pricing": the pressing price list, a page of its own (spec 2.1 lists
  // /pressing-pricing among the content pages, so it is not itself sent on to /grading-pressing).
  { from: '/press-price', to: '/pressing-pricing' },
  // "FAQ goes to /faqs-help-center. FAQ Canada goes to /faq."
  { from: '/faq', to: '/faqs-help-center' },
  { from: '/faq-canada', to: '/faq', region: 'CA' },
  // "Sales team goes to /faqs-help-center." "The nycc page goes to /news."
  { from: '/sales-team', to: '/faqs-help-center' },
  { from: '/nycc', to: '/news' },
  // /can-pricing selects the Canada variant of the pricing page.
  { from: '/can-pricing', to: '/grading-pressing', region: 'CA' },
  // "News events goes to an external events calendar": ours, the events the editors publish.
  { from: '/news-events', to: '/events' },
];

/** The old news-events path (spec 2.1 Redirects), which goes to the events calendar. */
export const EVENTS_CALENDAR_PATH = '/news-events';

const statesByName = new Map(siteStates.map((state) => [state.name, state]));

/**
 * The state a state-link names (spec 2.5): a leading ? means a user. state ("?orders" is user.orders), a
 * bare name an all. state ("main" is all.main); a dotted name (sso.ninjapost, user.checkout.review) is
 * taken as is.
 */
export function resolveStateName(link: string): string {
  if (link.startsWith('?')) return `user.${link.slice(1)}`;
  return link.includes('.') ? link : `all.${link}`;
}

export function findState(name: string): SiteState | undefined {
  return statesByName.get(name);
}

/** The path of a state-link with its params filled in; throws on an unknown state (a bug in the caller). */
export function statePath(link: string, params: Record<string, string> = {}): string {
  const state = findState(resolveStateName(link));
  if (!state) throw new Error(`No site state is named '${resolveStateName(link)}' (from '${link}').`);
  return state.path
    .replace(/:(\w+)\?/g, (_, name: string) => (params[name] !== undefined ? encodeURIComponent(params[name]) : ''))
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`State '${state.name}' needs the parameter '${name}'.`);
      return encodeURIComponent(value);
    })
    .replace(/\/+$/, '') || '/';
}
