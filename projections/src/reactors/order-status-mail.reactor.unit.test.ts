import { describe, expect, it } from 'vitest';
import { orderEventTypes, type OrderEvent } from '@certus/contracts';
import { ManualClock, type Mailer, type OutgoingMail } from '@certus/infra';
import {
  LIFECYCLE_MEMBER_ID,
  LIFECYCLE_ORDER_ID,
  SUBMITTED_AT,
  aQcApprovedOrder,
  balancePaid,
  completed,
  declaredValueCorrected,
  orderSubmitted,
  preGraded,
  received,
  shipped,
} from '@certus/contracts/events/testing/order-lifecycle';
import { fakeEventStore } from '../testing/fake-event-store.ts';
import { recordedStream } from '../testing/recorded.ts';
import { inMemoryStatusMailLog } from './order-status-mail-log.ts';
import { CONFIRMATION_WINDOW_MS, emailNotificationsOn, orderStatusMail, orderStatusMailReactor, statusChangeOf } from './order-status-mail.reactor.ts';

const ORDER_STREAM = `Order-${LIFECYCLE_ORDER_ID}`;
const MEMBER_STREAM = `Member-${LIFECYCLE_MEMBER_ID}`;
const ORIGIN = 'http://certus.test';
const notifications = (isEmailNotification: boolean, changedAt = '2025-05-01T00:00:00.000Z') => ({
  type: 'EmailNotificationsChanged',
  data: { memberId: LIFECYCLE_MEMBER_ID, isEmailNotification, changedAt },
});
const lifecycle = (): OrderEvent[] => [...aQcApprovedOrder(), declaredValueCorrected({ amountCents: 1_500 }), balancePaid(1_500), shipped(), completed()];

function fakeMailer(failing = 0) {
  const sent: OutgoingMail[] = [];
  let failuresLeft = failing;
  const mailer: Mailer = {
    send: async (mail) => {
      if (failuresLeft-- > 0) throw new Error('SMTP server unavailable');
      sent.push(mail);
    },
    close: () => undefined,
  };
  return { mailer, sent };
}

const CONFIRMATION = `Order ${LIFECYCLE_ORDER_ID} received: how to send us your books`;
/** An hour after the submit: the reactor runs while the order is news. */
const soonAfterSubmit = () => new ManualClock(new Date(new Date(SUBMITTED_AT).getTime() + 3_600_000));

function setUp(options: { notificationsOn: boolean; failing?: number; cacheSize?: number; clock?: ManualClock }) {
  const { store, reads } = fakeEventStore({
    [ORDER_STREAM]: lifecycle(),
    [MEMBER_STREAM]: options.notificationsOn ? [notifications(true)] : [notifications(true), notifications(false, '2025-05-02T00:00:00.000Z')],
  });
  const { mailer, sent } = fakeMailer(options.failing);
  const log = inMemoryStatusMailLog();
  const reactor = orderStatusMailReactor({
    store,
    mailer,
    publicOrigin: ORIGIN,
    log,
    clock: options.clock ?? soonAfterSubmit(),
    ...(options.cacheSize !== undefined ? { cacheSize: options.cacheSize } : {}),
  });
  const delivered = recordedStream(ORDER_STREAM, lifecycle()).filter((e) => reactor.handles.has(e.type));
  return { reactor, delivered, sent, log, reads };
}

describe('status change of an order event', () => {
  const changeAfter = (events: OrderEvent[]) => statusChangeOf(recordedStream(ORDER_STREAM, events));

  it('given only the submit, then there is no change to announce (checkout told the member)', () => {
    expect(changeAfter([orderSubmitted()])).toBeNull();
  });

  it('given the box opened, then the order went from Submitted to Processing, for the member who submitted it', () => {
    expect(changeAfter([orderSubmitted(), received()])).toEqual({
      orderId: LIFECYCLE_ORDER_ID,
      memberId: LIFECYCLE_MEMBER_ID,
      memberEmail: 'collector@example.test',
      memberName: 'Cora Collector',
      before: 'Submitted',
      after: 'Processing',
    });
  });

  it('given a step that leaves the summary status as it was, then there is no change', () => {
    expect(changeAfter([orderSubmitted(), received(), preGraded(1)])).toBeNull();
  });

  it('given a correction after QC, then the order went from Processing to Billing', () => {
    expect(changeAfter([...aQcApprovedOrder(), declaredValueCorrected({ amountCents: 1_500 })])).toMatchObject({ before: 'Processing', after: 'Billing' });
  });
});

describe('e-mail notifications of a member', () => {
  const on = (events: { type: string; data: unknown }[]) => emailNotificationsOn(recordedStream(MEMBER_STREAM, events));
  it('are off until turned on, and the last choice counts', () => {
    expect(on([])).toBe(false);
    expect(on([notifications(true)])).toBe(true);
    expect(on([notifications(true), notifications(false)])).toBe(false);
  });
});

describe('order status mail', () => {
  it('given a change to ReadyForPickUp, then the mail names the order and the status as displayed and links to its tracker', () => {
    const mail = orderStatusMail(ORIGIN, {
      orderId: LIFECYCLE_ORDER_ID,
      memberId: LIFECYCLE_MEMBER_ID,
      memberEmail: 'collector@example.test',
      memberName: 'Cora <Collector>',
      before: 'Processing',
      after: 'ReadyForPickUp',
    });
    expect(mail.to).toBe('collector@example.test');
    expect(mail.subject).toBe('Your order 25-LIFECYC is now Ready for pick-up');
    expect(mail.text).toContain('Hello Cora <Collector>,');
    expect(mail.text).toContain('moved from Processing to Ready for pick-up.');
    expect(mail.text).toContain('http://certus.test/tracker/25-LIFECYC');
    expect(mail.html).toContain('<a href="http://certus.test/tracker/25-LIFECYC">');
    expect(mail.html).toContain('Hello Cora &lt;Collector&gt;,');
  });
});

describe('order-status-mail reactor', () => {
  it('given notifications on, when the whole life is delivered, then one mail goes per status change, in order', async () => {
    const { reactor, delivered, sent, log } = setUp({ notificationsOn: true });
    for (const event of delivered) await reactor.react(event);
    expect(sent.map((m) => m.subject)).toEqual([
      CONFIRMATION,
      'Your order 25-LIFECYC is now Processing',
      'Your order 25-LIFECYC is now Billing',
      'Your order 25-LIFECYC is now Processing',
      'Your order 25-LIFECYC is now Shipping',
      'Your order 25-LIFECYC is now Completed',
    ]);
    expect(log.entries.map((e) => e.status)).toEqual(['Submitted', 'Processing', 'Billing', 'Processing', 'Shipping', 'Completed']);
  });

  it('given the life delivered again (at-least-once delivery), then no mail goes twice', async () => {
    const { reactor, delivered, sent } = setUp({ notificationsOn: true });
    for (const event of [...delivered, ...delivered]) await reactor.react(event);
    expect(sent).toHaveLength(6);
    expect(sent.filter((m) => m.subject === CONFIRMATION)).toHaveLength(1);
  });

  it('given notifications turned off, then the confirmation still goes (transactional mail), once, and no status mail', async () => {
    const { reactor, delivered, sent, log } = setUp({ notificationsOn: false });
    for (const event of [...delivered, ...delivered]) await reactor.react(event);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([['collector@example.test', CONFIRMATION]]);
    expect(log.entries).toEqual([{ orderId: LIFECYCLE_ORDER_ID, streamVersion: 1, status: 'Submitted', sentTo: 'collector@example.test' }]);
  });

  it('given the confirmation mail fails once, then the reaction fails (retried) and the retry sends it once', async () => {
    const { reactor, delivered, sent } = setUp({ notificationsOn: false, failing: 1 });
    await expect(reactor.react(delivered[0]!)).rejects.toThrow('SMTP server unavailable');
    await reactor.react(delivered[0]!);
    await reactor.react(delivered[0]!);
    expect(sent.map((m) => m.subject)).toEqual([CONFIRMATION]);
  });

  it('given an order submitted longer ago than the confirmation window (a reactor started on an old log), then it is not confirmed', async () => {
    const late = new ManualClock(new Date(new Date(SUBMITTED_AT).getTime() + CONFIRMATION_WINDOW_MS + 1));
    const { reactor, delivered, sent } = setUp({ notificationsOn: false, clock: late });
    await reactor.react(delivered[0]!);
    expect(sent).toEqual([]);
  });

  it('given the mail server fails once, then the reaction fails (the batch is retried) and the retry sends the mail once', async () => {
    const { reactor, delivered, sent } = setUp({ notificationsOn: true, failing: 1 });
    const receivedEvent = delivered.find((e) => e.type === 'OrderReceived')!;
    await expect(reactor.react(receivedEvent)).rejects.toThrow('SMTP server unavailable');
    await reactor.react(receivedEvent);
    await reactor.react(receivedEvent);
    expect(sent.map((m) => m.subject)).toEqual(['Your order 25-LIFECYC is now Processing']);
  });

  it('given a step that changes no status, then the member stream is not even read', async () => {
    const { reactor, delivered, reads } = setUp({ notificationsOn: true });
    await reactor.react(delivered.find((e) => e.type === 'BookPreGraded')!);
    expect(reads).toEqual([ORDER_STREAM]);
  });

  it('given the events of an order delivered in order from its submit, then its stream is never read back (the fold is kept)', async () => {
    const { reactor, delivered, reads } = setUp({ notificationsOn: true });
    for (const event of delivered) await reactor.react(event);
    expect(reads).toEqual(Array(5).fill(MEMBER_STREAM));
  });

  it('given no fold kept at all, then the same mails go (the kept fold only saves reads)', async () => {
    const { reactor, delivered, sent, reads } = setUp({ notificationsOn: true, cacheSize: 0 });
    for (const event of delivered) await reactor.react(event);
    expect(sent.map((m) => m.subject)).toEqual([CONFIRMATION, ...['Processing', 'Billing', 'Processing', 'Shipping', 'Completed'].map((s) => `Your order 25-LIFECYC is now ${s}`)]);
    expect(reads.filter((r) => r === ORDER_STREAM)).toHaveLength(delivered.length - 1);
  });

  it('reacts to every order event (the submit starts the fold and is confirmed, not announced as a status change)', async () => {
    const { reactor, delivered, sent } = setUp({ notificationsOn: true });
    expect([...reactor.handles].sort()).toEqual([...orderEventTypes].sort());
    await reactor.react(delivered[0]!);
    expect(sent.map((m) => m.subject)).toEqual([CONFIRMATION]);
  });
});
