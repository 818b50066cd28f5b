import type pg from 'pg';
import type { EventStore, Mailer } from '@certus/infra';
import type { Reactor } from './reactor.ts';
import { rewardsLedgerReactor } from './rewards-ledger.reactor.ts';
import { memberOrdersReactor } from './member-orders.reactor.ts';
import { certificatesReactor } from './certificates.reactor.ts';
import { orderStatusMailReactor } from './order-status-mail.reactor.ts';
import { postgresStatusMailLog } from './order-status-mail-log.ts';
import { postgresStaffInboxMailLog, staffInboxMailReactor } from './staff-inbox-mail.reactor.ts';

export * from './reactor.ts';
export * from './rewards-ledger.reactor.ts';
export * from './member-orders.reactor.ts';
export * from './certificates.reactor.ts';
export * from './order-status-mail.reactor.ts';
export * from './order-status-mail-log.ts';
export * from './order-confirmation-mail.ts';
export * from './staff-inbox-mail.reactor.ts';
export * from './staff-inbox-mail.ts';

/** What the reactors that send mail need besides the store: without it, they are not run. */
export interface ReactorMail {
  pool: pg.Pool;
  mailer: Mailer;
  /** The site's origin, for links in the mails. */
  publicOrigin: string;
  /** The staff mailbox that hears of every lead, call-back request and problem report (STAFF_MAIL_TO). */
  staffMailTo: string;
}

/** Every reactor of the platform; they append (so they are given the event store) or, given mail, send mail. */
export function allReactors(store: EventStore, options: { mail?: ReactorMail } = {}): Reactor[] {
  const { mail } = options;
  return [
    rewardsLedgerReactor(store),
    memberOrdersReactor(store),
    certificatesReactor(store),
    ...(mail ? [orderStatusMailReactor({ store, mailer: mail.mailer, publicOrigin: mail.publicOrigin, log: postgresStatusMailLog(mail.pool) })] : []),
    ...(mail ? [staffInboxMailReactor({ mailer: mail.mailer, to: mail.staffMailTo, publicOrigin: mail.publicOrigin, log: postgresStaffInboxMailLog(mail.pool) })] : []),
  ];
}

/** The reactors that run only where mail is set up (SMTP_URL): allReactors leaves them out otherwise. */
export const MAIL_REACTOR_NAMES = ['order-status-mail', 'staff-inbox-mail'] as const;

/** REACTORS=all (default), none, or a comma list of names. */
export function reactorsNamed(store: EventStore, names: string | undefined, options: { mail?: ReactorMail } = {}): Reactor[] {
  const all = allReactors(store, options);
  if (!names || names === 'all') return all;
  if (names === 'none') return [];
  const wanted = names.split(',').map((n) => n.trim()).filter(Boolean);
  const unknown = wanted.filter((n) => !all.some((r) => r.name === n));
  if (unknown.length) throw new Error(`unknown reactor(s): ${unknown.join(', ')}; known: ${all.map((r) => r.name).join(', ')} (${MAIL_REACTOR_NAMES.join(' and ')} need SMTP_URL)`);
  return all.filter((r) => wanted.includes(r.name));
}
