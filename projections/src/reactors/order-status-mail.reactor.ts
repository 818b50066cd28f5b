import {
  EmailNotificationsChanged,
  OrderEvent,
  displayOrderStatus,
  evolveProgress,
  memberStreamId,
  orderEventTypes,
  type OrderProgress,
  type RecordedEvent,
  type SummaryStatus,
} from '@certus/contracts';
import { systemClock, type Clock, type EventStore, type Mailer, type OutgoingMail } from '@certus/infra';
import type { Reactor } from './reactor.ts';
import type { StatusMailLog } from './order-status-mail-log.ts';
import { orderConfirmationMail } from './order-confirmation-mail.ts';

export interface StatusChange {
  orderId: string;
  memberId: string;
  memberEmail: string;
  memberName: string;
  before: SummaryStatus;
  after: SummaryStatus;
}

/** An order stream folded up to a version, with who the order is for. */
export interface FoldedOrder {
  version: number;
  progress: OrderProgress;
  member: Pick<StatusChange, 'orderId' | 'memberId' | 'memberEmail' | 'memberName'>;
}

/** Folds an order stream (in version order) with the one progress fold; null when it holds no order. */
export function foldOrderStream(stream: readonly RecordedEvent[]): FoldedOrder | null {
  const events = stream.map((e) => OrderEvent.parse({ type: e.type, data: e.data }));
  const first = events[0];
  if (first?.type !== 'OrderSubmitted') return null;
  const progress = events.reduce<OrderProgress | null>(evolveProgress, null)!;
  const d = first.data;
  return { version: stream[stream.length - 1]!.streamVersion, progress, member: { orderId: d.orderId, memberId: d.memberId, memberEmail: d.memberEmail, memberName: d.memberName } };
}

/** The summary-status change one event makes to a folded order, or null when the status stays. */
export function statusChangeBy(before: FoldedOrder, event: RecordedEvent): { change: StatusChange | null; after: FoldedOrder } {
  const progress = evolveProgress(before.progress, OrderEvent.parse({ type: event.type, data: event.data }));
  const after = { ...before, version: event.streamVersion, progress };
  const change = before.progress.status === progress.status ? null : { ...before.member, before: before.progress.status, after: progress.status };
  return { change, after };
}

/**
 * The summary-status change the last event of an order stream made, or null when it made none: the status
 * before it (the stream without it, folded) compared with the status after it. The OrderSubmitted itself
 * changes nothing (the member was told at checkout).
 */
export function statusChangeOf(streamUpToEvent: readonly RecordedEvent[]): StatusChange | null {
  const last = streamUpToEvent[streamUpToEvent.length - 1];
  const before = foldOrderStream(streamUpToEvent.slice(0, -1));
  return last && before ? statusChangeBy(before, last).change : null;
}

/** Spec 3 Member isEmailNotification: off until the member turns it on; the last choice counts. */
export function emailNotificationsOn(memberStream: readonly RecordedEvent[]): boolean {
  let on = false;
  for (const e of memberStream) if (e.type === 'EmailNotificationsChanged') on = EmailNotificationsChanged.parse({ type: e.type, data: e.data }).data.isEmailNotification;
  return on;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const trackerUrl = (publicOrigin: string, orderId: string) => `${publicOrigin}/tracker/${encodeURIComponent(orderId)}`;

/** "Your order 25-ABCDEFG is now Grading", with the tracker link. */
export function orderStatusMail(publicOrigin: string, change: StatusChange): OutgoingMail {
  const status = displayOrderStatus(change.after);
  const link = trackerUrl(publicOrigin, change.orderId);
  const subject = `Your order ${change.orderId} is now ${status}`;
  const greeting = `Hello ${change.memberName},`;
  const lines = [`Your Certus order ${change.orderId} moved from ${displayOrderStatus(change.before)} to ${status}.`];
  const footer = 'You receive this e-mail because e-mail notifications are on in your profile; you can turn them off there.';
  const text = [greeting, '', ...lines, '', `Follow your order: ${link}`, '', footer, '', 'Certus'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><a href="${escapeHtml(link)}">Follow your order</a></p>
<p>${escapeHtml(footer)}</p><p>Certus</p>`;
  return { to: change.memberEmail, subject, text, html };
}

export interface OrderStatusMailDeps {
  store: EventStore;
  mailer: Mailer;
  /** The site's origin, for the tracker link. */
  publicOrigin: string;
  log: StatusMailLog;
  /** How many orders' folds are kept between events (default 1,000). */
  cacheSize?: number;
  /** What "now" is: an order older than CONFIRMATION_WINDOW_MS when first seen is not confirmed any more. */
  clock?: Clock;
}

/**
 * A confirmation is sent while it is news: a reactor started on an old log (a new deployment, a reset
 * checkpoint) would otherwise confirm orders placed weeks ago, whose books may long be graded.
 */
export const CONFIRMATION_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * order-status-mail: the order confirmation at OrderSubmitted, always (transactional mail: it does not depend
 * on the marketing opt-in; issue [2/7]), with the address to ship to, how to pack and the packing slip; then,
 * at each change of an order's summary status, an e-mail to its member when their e-mail notifications are
 * on (spec 3 Member isEmailNotification; issue [5/6]), with the tracker link. The confirmation is logged like
 * a status mail, under the submit's stream version (1) and status Submitted.
 *
 * The status before and after an event comes from the one progress fold. The reactor handles events one by
 * one in global order, so it keeps each recent order's fold and evolves it with the next event of that order;
 * any other event (the first of an order seen here, a redelivery, a takeover by a standby) reads the stream
 * up to the event from the store instead, so the answer never depends on what was cached.
 *
 * Delivery is at least once, as for every reactor, and a mail cannot be taken back the way an append with a
 * command id is made idempotent: the reactor records each mail sent in order_status_mails (by order and stream
 * version) after sending it and skips changes already recorded, so a redelivered event, a retried batch or a
 * standby taking over sends nothing again. Only a crash between the SMTP server's acceptance and that record
 * sends the one mail twice. A mail server failure throws: the batch is retried after a pause (the mails already
 * sent in it are recorded, so only the failed one goes again), rather than the change going unannounced.
 *
 * Whether notifications are on is read from the member's stream when a change is handled (not the read
 * model, which may trail it).
 */
export function orderStatusMailReactor(deps: OrderStatusMailDeps): Reactor {
  const cacheSize = deps.cacheSize ?? 1_000;
  const folds = new Map<string, FoldedOrder>();

  async function foldedBefore(event: RecordedEvent): Promise<FoldedOrder | null> {
    const cached = folds.get(event.streamId);
    if (cached?.version === event.streamVersion - 1) return cached;
    return event.streamVersion > 1 ? foldOrderStream(await deps.store.readStream(event.streamId, { to: event.streamVersion - 1 })) : null;
  }

  function remember(streamId: string, folded: FoldedOrder) {
    folds.delete(streamId); // re-inserted last: the map's order is least recently used first
    folds.set(streamId, folded);
    if (folds.size > cacheSize) folds.delete(folds.keys().next().value!);
  }

  const clock = deps.clock ?? systemClock;
  async function confirm(recorded: RecordedEvent) {
    const order = OrderEvent.parse({ type: recorded.type, data: recorded.data });
    if (order.type !== 'OrderSubmitted') return;
    const d = order.data;
    if (clock.now().getTime() - new Date(d.submittedAt).getTime() > CONFIRMATION_WINDOW_MS) return;
    if (await deps.log.wasSent(d.orderId, recorded.streamVersion)) return;
    await deps.mailer.send(orderConfirmationMail(deps.publicOrigin, d));
    await deps.log.markSent({ orderId: d.orderId, streamVersion: recorded.streamVersion, status: 'Submitted', sentTo: d.memberEmail });
  }

  return {
    name: 'order-status-mail',
    handles: new Set(orderEventTypes),
    async react(recorded) {
      if (recorded.type === 'OrderSubmitted') {
        const started = foldOrderStream([recorded]);
        if (started) remember(recorded.streamId, started);
        await confirm(recorded);
        return;
      }
      const before = await foldedBefore(recorded);
      if (!before) return;
      const { change, after } = statusChangeBy(before, recorded);
      remember(recorded.streamId, after);
      if (!change) return;
      if (await deps.log.wasSent(change.orderId, recorded.streamVersion)) return;
      if (!emailNotificationsOn(await deps.store.readStream(memberStreamId(change.memberId)))) return;
      await deps.mailer.send(orderStatusMail(deps.publicOrigin, change));
      await deps.log.markSent({ orderId: change.orderId, streamVersion: recorded.streamVersion, status: change.after, sentTo: change.memberEmail });
    },
  };
}
