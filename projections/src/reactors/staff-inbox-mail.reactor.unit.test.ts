import { describe, expect, it } from 'vitest';
import { ManualClock, type Mailer, type OutgoingMail } from '@certus/infra';
import { recordedStream } from '../testing/recorded.ts';
import { STAFF_MAIL_WINDOW_MS, inMemoryStaffInboxMailLog, staffInboxMailReactor } from './staff-inbox-mail.reactor.ts';

const SUBMITTED_AT = '2025-06-02T15:00:00.000Z';
const STAFF = 'staff-desk@certus.test';

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

const [lead, handled] = recordedStream('Lead-abc', [
  {
    type: 'LeadSubmitted',
    data: { leadId: 'lead-1', emailHash: 'abc', name: 'Rosa <Diaz>', email: 'rosa@example.test', phone: '', location: 'Dallas', message: 'Forty books & more.', page: 'services', submittedAt: SUBMITTED_AT },
  },
  { type: 'InboxItemHandled', data: { itemId: 'lead-1', handledBy: { memberId: 'w', name: 'Demo Worker' }, handledAt: SUBMITTED_AT } },
]);

function setUp(options: { failing?: number; hoursLater?: number } = {}) {
  const { mailer, sent } = fakeMailer(options.failing);
  const log = inMemoryStaffInboxMailLog();
  const clock = new ManualClock(new Date(new Date(SUBMITTED_AT).getTime() + (options.hoursLater ?? 1) * 3_600_000));
  const reactor = staffInboxMailReactor({ mailer, to: STAFF, publicOrigin: 'http://certus.test', log, clock });
  return { reactor, sent, log };
}

describe('staff-inbox-mail reactor', () => {
  it('given a new lead, when it is delivered (twice), then the staff mailbox gets one mail, logged once, that a reply sends to the lead', async () => {
    const { reactor, sent, log } = setUp();

    await reactor.react(lead!);
    await reactor.react(lead!);

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: STAFF, subject: 'New lead: Rosa <Diaz> (/services)', replyTo: 'rosa@example.test' });
    expect(sent[0]!.text).toContain('Forty books & more.');
    expect(sent[0]!.text).not.toContain('Phone:');
    expect(sent[0]!.html).toContain('Rosa &lt;Diaz&gt;');
    expect(sent[0]!.html).not.toContain('<Diaz>');
    expect(log.entries).toEqual([{ itemId: 'lead-1', sentTo: STAFF }]);
  });

  it('given the mail server fails, when the lead is delivered, then it throws and logs nothing, so the retried batch sends it', async () => {
    const { reactor, sent, log } = setUp({ failing: 1 });

    await expect(reactor.react(lead!)).rejects.toThrow('SMTP server unavailable');
    expect(log.entries).toEqual([]);
    await reactor.react(lead!);
    expect(sent).toHaveLength(1);
  });

  it('given a lead older than the window when first met (a reactor started on an old log), then no mail', async () => {
    const { reactor, sent } = setUp({ hoursLater: STAFF_MAIL_WINDOW_MS / 3_600_000 + 1 });
    await reactor.react(lead!);
    expect(sent).toEqual([]);
  });

  it('given an item handled, when that event is delivered, then no mail', async () => {
    const { reactor, sent } = setUp();
    expect(reactor.handles.has(handled!.type)).toBe(false);
    await reactor.react(handled!);
    expect(sent).toEqual([]);
  });
});
