/**
 * The club membership catalogue and its date rules (spec 2.2 /account/upgrade, 4 Membership, 9): level
 * Clubmember at 200 US dollars a year, auto-renew on by default, a renewal alert when under 15 days remain.
 * Plain functions, no zod: the upgrade page and the dashboard alert load them.
 */

/** What an unpaid member's membership reads (spec 3 Member: Free means unpaid). */
export const FREE_MEMBERSHIP = 'Free';

export interface MembershipOffer {
  level: string;
  /** Integer cents. */
  priceCents: number;
  currency: 'USD';
  /** Length of one paid term. */
  termYears: number;
}

export const MEMBERSHIP_LEVELS = {
  Clubmember: { level: 'Clubmember', priceCents: 20_000, currency: 'USD', termYears: 1 },
} as const satisfies Record<string, MembershipOffer>;
export type MembershipLevel = keyof typeof MEMBERSHIP_LEVELS;
export const membershipLevels = Object.keys(MEMBERSHIP_LEVELS) as MembershipLevel[];

/** Spec 9: auto-renew is on unless the member turns it off. */
export const MEMBERSHIP_AUTO_RENEW_DEFAULT = true;
/** Spec 4, 9: the renewal alert shows when the expiry is under this many days away. */
export const RENEWAL_ALERT_DAYS = 15;

/** The offer of a level name as it appears in the URL (matched case-insensitively), or undefined. */
export function membershipOffer(level: string): MembershipOffer | undefined {
  const key = membershipLevels.find((l) => l.toLowerCase() === level.toLowerCase());
  return key ? MEMBERSHIP_LEVELS[key] : undefined;
}

export const isPaidMembership = (membership: string) => membership !== FREE_MEMBERSHIP;

/**
 * When a new term starts and ends: it extends the current membership if that has not expired yet (a renewal
 * loses no paid day), else it starts now. The end is the same calendar day `termYears` later (UTC).
 */
export function nextMembershipTerm(now: Date, currentExpiry: Date | null, termYears: number): { startsAt: Date; expiresAt: Date } {
  const startsAt = currentExpiry && currentExpiry.getTime() > now.getTime() ? new Date(currentExpiry.getTime()) : new Date(now.getTime());
  const expiresAt = new Date(startsAt.getTime());
  expiresAt.setUTCFullYear(expiresAt.getUTCFullYear() + termYears);
  return { startsAt, expiresAt };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the expiry, rounded up (expiring in 9 days and 2 hours is "10 days"); negative once past. */
export function daysUntilExpiry(expiresAt: Date, now: Date): number {
  return Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS);
}

/** The days left when the renewal alert is due (a paid membership expiring in under 15 days), else null. */
export function renewalAlertDays(membership: string, membershipExpiryDate: string | null, now: Date): number | null {
  if (!isPaidMembership(membership) || !membershipExpiryDate) return null;
  const expiresAt = new Date(membershipExpiryDate);
  if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) return null;
  return expiresAt.getTime() - now.getTime() < RENEWAL_ALERT_DAYS * DAY_MS ? daysUntilExpiry(expiresAt, now) : null;
}
