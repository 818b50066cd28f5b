import type pg from 'pg';
import { LeadEvent } from '@certus/contracts';
import { systemClock, type Clock, type Mailer } from '@certus/infra';
import type { Reactor } from './reactor.ts';
import { staffInboxMail, type InboxRequestEvent } from './staff-inbox-mail.ts';

/** Which inbox items were mailed to the staff. */
export interface StaffInboxMailLog {
  wasSent(itemId: string): Promise<boolean>;
  markSent(entry: { itemId: string; sentTo: string }): Promise<void>;
}

/** The log in staff_inbox_mails (migration 017); schema-qualified, like the reactor checkpoints. */
export function postgresStaffInboxMailLog(pool: pg.Pool): StaffInboxMailLog {
  return {
    async wasSent(itemId) {
      const { rowCount } = await pool.query('SELECT 1 FROM public.staff_inbox_mails WHERE item_id = $1', [itemId]);
      return (rowCount ?? 0) > 0;
    },
    async markSent({ itemId, sentTo }) {
      await pool.query('INSERT INTO public.staff_inbox_mails (item_id, sent_to) VALUES ($1, $2) ON CONFLICT (item_id) DO NOTHING', [itemId, sentTo]);
    },
  };
}

/** In memory, for tests. */
export function inMemoryStaffInboxMailLog(): StaffInboxMailLog & { entries: { itemId: string; sentTo: string }[] } {
  const entries: { itemId: string; sentTo: string }[] = [];
  return {
    entries,
    wasSent: async (itemId) => entries.some((e) => e.itemId === itemId),
    markSent: async (entry) => {
      if (!entries.some((e) => e.itemId === entry.itemId)) entries.push(entry);
    },
  };
}

/** An item older than this when the reactor first meets it is not news any more (a reactor started on an old log). */
export const STAFF_MAIL_WINDOW_MS = 3 * 24 * 3_600_000;

const REQUEST_TYPES = ['LeadSubmitted', 'DealerRequestSubmitted', 'CallbackRequested', 'ProblemReported'] as const;

const requestedAt = (event: InboxRequestEvent) =>
  event.type === 'CallbackRequested' ? event.data.requestedAt : event.type === 'ProblemReported' ? event.data.reportedAt : event.data.submittedAt;

export interface StaffInboxMailDeps {
  mailer: Mailer;
  /** The staff mailbox (STAFF_MAIL_TO). */
  to: string;
  /** The site's origin, for the inbox link. */
  publicOrigin: string;
  log: StaffInboxMailLog;
  clock?: Clock;
}

/**
 * staff-inbox-mail: a mail to the staff mailbox for every new inbox item (transactional: the staff must hear
 * of it; the inbox at /staff/inbox is where they mark it handled). As the order-status-mail reactor does, the
 * event is the intent and a row of staff_inbox_mails, written once the SMTP server took the mail, the outcome:
 * a redelivered event, a retried batch or a standby taking over sends nothing again, and a mail server that
 * fails throws, so the batch is retried after a pause rather than the request going unannounced. Only a crash
 * between the server's acceptance and the record sends the one mail twice.
 */
export function staffInboxMailReactor(deps: StaffInboxMailDeps): Reactor {
  const clock = deps.clock ?? systemClock;
  return {
    name: 'staff-inbox-mail',
    handles: new Set(REQUEST_TYPES),
    async react(recorded) {
      const event = LeadEvent.parse({ type: recorded.type, data: recorded.data });
      if (event.type === 'InboxItemHandled') return;
      if (clock.now().getTime() - new Date(requestedAt(event)).getTime() > STAFF_MAIL_WINDOW_MS) return;
      const { itemId, mail } = staffInboxMail(deps.publicOrigin, deps.to, event);
      if (await deps.log.wasSent(itemId)) return;
      await deps.mailer.send(mail);
      await deps.log.markSent({ itemId, sentTo: deps.to });
    },
  };
}
