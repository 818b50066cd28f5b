/**
 * Roles a member account can hold. "authenticated" is every signed-in member (spec 6); the others are staff,
 * granted one by one (MemberRoleGranted):
 * - "worker" runs orders through receiving, grading and shipping (the worker menu of spec 6);
 * - "editor" publishes and withdraws the public site's content: events, banners, slides, news, stores and
 *   the turnaround message;
 * - "auditor" reads every order and every book, as it is and as it stood at any moment, and changes nothing
 *   (issue [4/7]).
 * A plain list (no schema) so that the browser's first load can check a stored identity without zod.
 */
export const MEMBER_ROLES = ['authenticated', 'worker', 'editor', 'auditor'] as const;
export type StaffRole = Exclude<(typeof MEMBER_ROLES)[number], 'authenticated'>;
export const STAFF_ROLES: readonly StaffRole[] = MEMBER_ROLES.filter((role): role is StaffRole => role !== 'authenticated');

export const isMemberRole = (value: unknown): value is (typeof MEMBER_ROLES)[number] =>
  (MEMBER_ROLES as readonly unknown[]).includes(value);

/**
 * The refusal of the command service to an auditor's command (every command but signing in, refreshing and
 * signing out: command-service/src/shared/auditors-change-nothing.ts). A DomainError 'forbidden' carries it.
 */
export const roleMessages = {
  auditorChangesNothing: 'Auditors can read orders and books but not change them.',
} as const;

/**
 * Who reads and answers the staff inbox (leads, dealer requests, call-backs, problem reports): the staff who
 * answer people, workers and editors. Each row is a person's name, e-mail, phone and message, so the list is
 * named here rather than "every staff role": an auditor reads orders and books, not people's contact details,
 * and a role added later stays out until it is named.
 */
export const STAFF_INBOX_ROLES = ['worker', 'editor'] as const satisfies readonly StaffRole[];
