/** The site's navigation (spec 2), shared by the header menus, the narrow-screen drawer and the footer. */

export interface SiteLink {
  to: string;
  label: string;
}

/** A menu entry: a link, or the order-tracker form (spec 2.1 /tracker/{id} needs an order number first). */
export type NavEntry = ({ kind: 'link' } & SiteLink) | { kind: 'track-order'; label: string };

export interface NavGroup {
  label: string;
  entries: NavEntry[];
}

const link = (to: string, label: string): NavEntry => ({ kind: 'link', to, label });

export const serviceLinks: SiteLink[] = [
  { to: '/grading-certification-process', label: 'Grading & certification' },
  { to: '/comics-grading-scale', label: 'Grading scale' },
  { to: '/pressing', label: 'Pressing' },
  { to: '/authentic-signature-program', label: 'Authentic signature program' },
  { to: '/verified-signature-program', label: 'Verified signature program' },
  { to: '/artwork', label: 'Original artwork' },
  { to: '/grading-pressing', label: 'Pricing & turnaround' },
  { to: '/express-services', label: 'Express services' },
];

export const TRACK_ORDER_LABEL = 'Track an order';

export const publicMenus: NavGroup[] = [
  { label: 'Services', entries: serviceLinks.map(({ to, label }) => link(to, label)) },
  {
    label: 'Resources',
    entries: [
      link('/population-report', 'Population report'),
      { kind: 'track-order', label: TRACK_ORDER_LABEL },
      link('/grading-notes', 'Grading notes'),
      link('/featured', 'Featured comics'),
      link('/storelocator', 'Store locator'),
      link('/onsite-grading', 'Onsite grading'),
      link('/signing-event', 'Signing events'),
      link('/events', 'Events calendar'),
      link('/news', 'News'),
      link('/faqs-help-center', 'FAQs & help center'),
      link('/shipping', 'Shipping'),
    ],
  },
];

/** Spec 2.2 and 2.3: the member area. */
export const accountLinks: SiteLink[] = [
  { to: '/account', label: 'Dashboard' },
  { to: '/submit', label: 'Submit books' },
  { to: '/account/template', label: 'Submission templates' },
  { to: '/account/orders', label: 'Orders' },
  { to: '/account/comics', label: 'Graded comics' },
  { to: '/account/profile', label: 'Profile' },
  { to: '/account/profile/addressbook', label: 'Address book' },
  { to: '/account/profile/payments', label: 'Payment methods' },
  { to: '/account/rewards', label: 'Rewards' },
  { to: '/account/rewards/giftcards', label: 'Gift cards' },
  { to: '/account/upgrade', label: 'Club membership' },
  { to: '/account/api', label: 'API keys' },
];

/** Spec 6: the worker role is the only one that sees a worker menu. */
export const staffMenu: NavGroup = {
  label: 'Staff',
  entries: [link('/staff/orders', 'Orders queue'), link('/staff/receive', 'Receive a box'), link('/staff/inbox', 'Inbox')],
};

/** Issue 15: the editor role sees the Editor menu: the site's content, the stores and the staff inbox. */
export const editorMenu: NavGroup = {
  label: 'Editor',
  entries: [link('/editor', 'Site content'), link('/editor/new/signing', 'New signing event'), link('/editor/new/banner', 'New banner'), link('/editor/stores', 'Stores'), link('/editor/turnaround', 'Turnaround message'), link('/staff/inbox', 'Inbox')],
};

/** Issue [4/7]: the auditor role sees the Audit menu. */
export const auditMenu: NavGroup = {
  label: 'Audit',
  entries: [link('/audit', 'Find orders'), link('/audit/trail', 'Auditors’ trail')],
};

/**
 * The staff group a role sees, or none: the worker's, or the auditor's Audit menu (the editor finds the shared
 * inbox in the Editor menu).
 */
export function staffMenuFor(role: string | undefined): NavGroup | null {
  if (role === 'worker') return staffMenu;
  return role === 'auditor' ? auditMenu : null;
}

export const footerGroups: { label: string; links: SiteLink[] }[] = [
  { label: 'Services', links: serviceLinks },
  {
    label: 'Help',
    links: [
      { to: '/faqs-help-center', label: 'FAQs & help center' },
      { to: '/shipping', label: 'Shipping' },
      { to: '/refund', label: 'Refund policy' },
      { to: '/money-back-promise', label: 'Money-back promise' },
      { to: '/account/problem-report', label: 'Report a problem' },
    ],
  },
  {
    label: 'Company',
    links: [
      { to: '/terms', label: 'Terms & conditions' },
      { to: '/privacy', label: 'Privacy policy' },
      { to: '/security', label: 'Security' },
      { to: '/b2btnc', label: 'Business terms' },
      { to: '/become-dealer', label: 'Become a dealer' },
      { to: '/services', label: 'Our services' },
    ],
  },
  {
    label: 'Find us',
    links: [
      { to: '/storelocator', label: 'Store locator' },
      { to: '/onsite-grading', label: 'Onsite grading' },
      { to: '/events', label: 'Events calendar' },
      { to: '/news', label: 'News' },
    ],
  },
];

/**
 * Whether `pathname` is at `to` (case-insensitive, spec 2). `exact` false also counts pages below it, so a
 * menu shows where the visitor is: /account/orders/12-A1B2C3D is in Orders, not in Dashboard.
 */
export function isAt(pathname: string, to: string, exact = true): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const there = to.toLowerCase();
  return here === there || (!exact && here.startsWith(`${there}/`));
}

/** The account link the visitor is at: the deepest one that contains the current path. */
export function currentLink(pathname: string, links: readonly SiteLink[]): SiteLink | undefined {
  return links
    .filter((candidate) => isAt(pathname, candidate.to, false))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
