/**
 * Order and comic identifiers (spec 2.2 and 5 "Identifiers"), the one place both the browser (navigation
 * search, order tracker) and the server (route parameters) read them.
 *
 * - Order id, as issued: 2 digits, dash, 7 alphanumerics: `12-A1B2C3D`. Lookups also accept the 7-digit
 *   numbers of old orders, which get the `00-` prefix: `1234567` is `00-1234567`.
 * - Comic (certification) id, as issued: the order id, dash, 3 digits (`12-A1B2C3D-001`), or with a
 *   2-letter tier segment before the last 3 digits (`12-A1B2C3D-MN-001`).
 * - A tier of an order: the order id, dash, tier id (letter or digit, letter, optional E to S):
 *   `12-A1B2C3D-MN`, `12-A1B2C3D-MNP`. The tier suffix is one of the legacy lookup's comic suffixes
 *   (spec 5); it names a line of the order, not a comic, so a search for it opens the order.
 *
 * Spec 5 words the legacy lookup as "7 word characters", a regex (`\w`) that also admits `_`; issued ids
 * are alphanumeric (spec 2.2), so `_` is refused here rather than sent to a lookup that cannot find it.
 * Parsed ids are canonical: upper-case, no spaces, an ASCII hyphen between segments.
 */

/** Source of a regular expression for an order id route parameter (e.g. OpenAPI `pattern`). */
export const ORDER_ID_PATTERN = '^[0-9]{2}-[A-Za-z0-9]{7}$';
/** Source of a regular expression for a comic (certification) id route parameter. */
export const COMIC_ID_PATTERN = '^[0-9]{2}-[A-Za-z0-9]{7}-(?:[A-Za-z]{2}-)?[0-9]{3}$';
/** Source of a regular expression for a tier id (spec 5: letter or digit, letter, optional E to S). */
export const TIER_ID_PATTERN = '^[A-Za-z0-9][A-Za-z][E-Se-s]?$';

// The zod schemas of these ids are in identifier-schemas.ts: this module stays free of zod because the
// site's header (navigation search) loads it on every first visit.

/** Spec 5: "the tracker order number needs at least 9 characters and must parse". */
export const TRACKER_ORDER_NUMBER_MIN_LENGTH = 9;

export const identifierMessages = {
  trackerTooShort: 'Order number must be at least 9 characters',
  trackerInvalid: 'Invalid order number',
  searchInvalid: 'Enter a certification number (e.g. 12-A1B2C3D-001) or an order number (e.g. 12-A1B2C3D)',
} as const;

// Matched before upper-casing, with ASCII-only classes and no `i` flag: upper-casing first would turn
// look-alikes into letters ('ß' into 'SS', the long 'ſ' into 'S') and let them through.
const ORDER = /^([0-9]{2})-([A-Za-z0-9]{7})$/;
const LEGACY_ORDER = /^([0-9]{7})$/;
const COMIC = /^([0-9]{2}-[A-Za-z0-9]{7})-(?:([A-Za-z]{2})-)?([0-9]{3})$/;
const ORDER_TIER = /^([0-9]{2}-[A-Za-z0-9]{7})-([A-Za-z0-9][A-Za-z][E-Se-s]?)$/;

// Dashes people type or paste: hyphen-minus, hyphen, non-breaking hyphen, figure dash, en dash, em dash,
// minus sign; with any spaces around them.
const DASH = /\s*[-\u2010\u2011\u2012\u2013\u2014\u2212]\s*/g;

/** Trimmed, a leading '#' dropped ("order #12-…"), spaces around dashes removed, one ASCII hyphen each. */
function tidy(text: string): string {
  return text.trim().replace(/^#\s*/, '').replace(DASH, '-');
}

/**
 * An order id as typed (spec 5), canonical (upper-case, `00-` before a 7-digit legacy number), or null.
 * `parseOrderId(' 12 - a1b2c3d ')` is `'12-A1B2C3D'`; `parseOrderId('1234567')` is `'00-1234567'`.
 */
export function parseOrderId(text: string): string | null {
  const tidied = tidy(text);
  if (ORDER.test(tidied)) return tidied.toUpperCase();
  if (LEGACY_ORDER.test(tidied)) return `00-${tidied}`;
  return null;
}

/** A comic (certification) id as typed (spec 2.2), canonical, or null. */
export function parseComicId(text: string): string | null {
  const match = COMIC.exec(tidy(text));
  if (!match) return null;
  const [, order = '', tier, serial = ''] = match;
  return [order, tier, serial].filter(Boolean).join('-').toUpperCase();
}

/** A tier of an order as typed (`12-A1B2C3D-MNP`), canonical, or null. */
export function parseOrderTierId(text: string): { orderId: string; tierId: string } | null {
  const match = ORDER_TIER.exec(tidy(text));
  if (!match) return null;
  const [, order = '', tier = ''] = match;
  return { orderId: order.toUpperCase(), tierId: tier.toUpperCase() };
}

export type SearchTarget = { kind: 'comic'; id: string } | { kind: 'order'; id: string };

/**
 * What the navigation search opens (spec 2.2): a comic by its certification id, or an order by its id
 * (a tier suffix opens the tier's order). The forms cannot overlap (every pattern is anchored), and the
 * longer comic form is tried first, so a comic id is never read as the order id it begins with.
 */
export function parseSearchTarget(text: string): SearchTarget | null {
  const comic = parseComicId(text);
  if (comic) return { kind: 'comic', id: comic };
  const tier = parseOrderTierId(text);
  if (tier) return { kind: 'order', id: tier.orderId };
  const order = parseOrderId(text);
  return order ? { kind: 'order', id: order } : null;
}

export type TrackerOrderNumber = { ok: true; orderId: string } | { ok: false; error: string };

/**
 * Spec 5: the tracker order number needs at least 9 characters and must parse. Characters are counted
 * after tidying (spaces around dashes do not count), so a 7-digit legacy number is too short here.
 */
export function parseTrackerOrderNumber(text: string): TrackerOrderNumber {
  if (tidy(text).length < TRACKER_ORDER_NUMBER_MIN_LENGTH) return { ok: false, error: identifierMessages.trackerTooShort };
  const orderId = parseOrderId(text);
  return orderId ? { ok: true, orderId } : { ok: false, error: identifierMessages.trackerInvalid };
}
