/**
 * What each tag of the OpenAPI document groups, as a collector reading the API reference (/api/docs) would want it
 * said. Keyed by the `tag` of the operation rows; every tag a row uses needs its line here (a unit test and the
 * Redocly lint both check it), and a tag no row uses any more should lose its line.
 */
export const apiTagDescriptions: Readonly<Record<string, string>> = {
  Session: 'Sign in with your password (or an external provider\'s token), keep the session going with the refresh token, and sign out.',
  Account: 'Create a Certus account, activate it from the mailed link, and recover or change its password.',
  'External sign-in': 'Sign in with an OpenID provider the site offers instead of a password, and create or link the Certus account it belongs to.',
  Profile: 'Your member profile: names, phone, carrier accounts and whether you get e-mail notifications.',
  'Address book': 'The addresses your graded books are shipped back to, and the countries, provinces and states the address form offers.',
  'Payment methods': 'The credit cards and bank accounts saved in your wallet to pay for orders, memberships and gift cards.',
  'Club membership': 'Buy a year of club membership with a saved payment method.',
  'Rewards and gift cards': 'Your rewards balance and its history; buy gift cards and redeem their codes.',
  Newsletter: 'Sign up for the Certus newsletter, check whether an address gets it, and unsubscribe from the link in a mail.',
  'Forum sign-on': 'Go to the collectors\' forum signed in with your Certus account.',
  Catalogue:
    'What you can submit and what it costs: tiers, add-ons, grades, shipping options and rates, promo codes, title look-ups, ' +
    'and the check of a certified book sent back for a new holder.',
  Orders: 'Submit books for grading, follow your orders, pay what is owed, and get invoices, packing slips and each book\'s custody history.',
  'Order tracker': 'Where your order stands in its five steps, read once or followed live.',
  Comics:
    'Look up any certified comic by its certification number, see its slab, browse the featured comics, and list the comics graded for you.',
  'Grading notes': 'Certified comics whose grader wrote notes about them, each with its public certificate.',
  'Population report': 'How many copies of a book Certus has graded, at each grade: search the census, browse a title\'s grid and see each graded copy.',
  Registry:
    'Check a certificate without taking our word for it: the public, append-only log of every certification, re-certification and ' +
    'revocation, with signed tree heads, the signing keys, inclusion and consistency proofs, and a full export to verify offline.',
  Turnaround: 'How long grading takes right now, per tier, and the current turnaround message.',
  'Submission templates': 'Save a cart as a named template and start a new submission from it.',
  'Store locator': 'Find Certus stores near a ZIP or postal code, a place name or where you are.',
  Content: 'Conventions, signings, onsite grading events, banners, the home page slider and news, as Certus publishes them.',
  Leads: 'Ask to be contacted (submission, dealer and call-back forms), report a problem, and the landing page\'s counts; staff answer from their inbox.',
  'Bot check': 'The proof-of-work challenge the public forms solve to show they were not sent by a bot.',
  Storage: 'Cover photos of graded books and the images of published content, served as files.',
  Site: 'Settings the site reads while it runs, such as where the events calendar lives.',
  Operations: 'Whether a service is up, for monitoring.',
  Staff: 'For Certus staff: the work queue and every step a book goes through, from opening the box to shipping it back.',
  Editor: 'For Certus editors: publish, revise and withdraw site content, store locator entries and the turnaround message.',
  Audit: 'For auditors: each order\'s history, fee ledger and custody timeline, exports of a period, and the trail of what auditors opened.',
  'API keys': 'Create, rename and revoke the API keys your own programs call the public API with, and see each key\'s calls today.',
  'Public API (keyed)': 'Read certificates, a book\'s census and the registry\'s proofs from your own programs, with an API key in X-Api-Key and a daily quota per key.',
};
