import { describe, it } from 'vitest';
import { leadMessages, type LeadEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { inboxDecider, type InboxCommand } from './inbox.decider.ts';

const spec = deciderSpec(inboxDecider);
const now = '2025-06-02T15:00:00.000Z';
const later = '2025-06-09T09:30:00.000Z';
const emailHash = 'a'.repeat(64);
const phoneHash = 'b'.repeat(64);
const person = { emailHash, name: 'Rosa Diaz', email: 'rosa@example.test', phone: '214 555 0100', location: 'Dallas, TX', message: 'About 40 Silver Age books.' };
const staff = { memberId: 'm-worker', name: 'Demo Worker' };

const submitLead = (leadId: string, page: 'submission-form' | 'services' | 'servicesOld' = 'submission-form'): InboxCommand => ({ type: 'SubmitLead', leadId, page, now, ...person });
const leadSubmitted = (leadId: string, page: 'submission-form' | 'services' | 'servicesOld' = 'submission-form'): LeadEvent => ({
  type: 'LeadSubmitted',
  data: { leadId, page, submittedAt: now, ...person },
});
const dealer = { company: 'Rosa Comics', website: 'rosacomics.example', businessType: 'Comic shop' as const };
const submitDealer = (requestId: string): InboxCommand => ({ type: 'SubmitDealerRequest', requestId, now, ...person, ...dealer });
const dealerSubmitted = (requestId: string): LeadEvent => ({ type: 'DealerRequestSubmitted', data: { requestId, submittedAt: now, ...person, ...dealer } });
const requestCallback = (callbackId: string): InboxCommand => ({ type: 'RequestCallback', callbackId, phoneHash, name: 'Rosa', phone: '(214) 555-0100', now });
const callbackRequested = (callbackId: string): LeadEvent => ({ type: 'CallbackRequested', data: { callbackId, phoneHash, name: 'Rosa', phone: '(214) 555-0100', requestedAt: now } });
const handle = (itemId: string): InboxCommand => ({ type: 'MarkInboxItemHandled', itemId, handledBy: staff, now: later });
const handled = (itemId: string): LeadEvent => ({ type: 'InboxItemHandled', data: { itemId, handledBy: staff, handledAt: later } });
const report = (reportId: string, description = 'The tracker page does not load.'): InboxCommand => ({
  type: 'ReportProblem',
  reportId,
  memberId: 'm-1',
  userName: 'Demo Member',
  email: 'member@demo.test',
  description,
  now,
});
const reported = (reportId: string, description = 'The tracker page does not load.'): LeadEvent => ({
  type: 'ProblemReported',
  data: { reportId, memberId: 'm-1', userName: 'Demo Member', email: 'member@demo.test', description, reportedAt: now },
});

describe('landing leads (stream Lead-{emailHash})', () => {
  it('given an address that never asked, when it sends the landing form, then the lead is submitted', () => {
    spec.given([]).when(submitLead('lead-1')).then([leadSubmitted('lead-1')]);
  });

  it('given an address that sent the landing form, when it sends it again (from another landing page), then it is told the request was already submitted', () => {
    spec.given([leadSubmitted('lead-1')]).when(submitLead('lead-2', 'services')).thenThrows(leadMessages.duplicate);
  });

  it('given a lead that staff handled, when the address sends the form again, then it is still a duplicate (the rule is "ever")', () => {
    spec.given([leadSubmitted('lead-1'), handled('lead-1')]).when(submitLead('lead-2')).thenThrows(leadMessages.duplicate);
  });

  it('given an address that sent the landing form, when it asks to become a dealer, then the dealer request is submitted (the two count apart)', () => {
    spec.given([leadSubmitted('lead-1')]).when(submitDealer('dealer-1')).then([dealerSubmitted('dealer-1')]);
  });

  it('given an address that asked to become a dealer, when it asks again, then it is told the request was already submitted', () => {
    spec.given([dealerSubmitted('dealer-1')]).when(submitDealer('dealer-2')).thenThrows(leadMessages.duplicate);
  });
});

describe('call-back requests (stream Callback-{phoneHash})', () => {
  it('given a number never seen, when a call-back is asked for, then it is requested', () => {
    spec.given([]).when(requestCallback('call-1')).then([callbackRequested('call-1')]);
  });

  it('given an open request for the number, when another is asked for, then it is refused as already pending', () => {
    spec.given([callbackRequested('call-1')]).when(requestCallback('call-2')).thenThrows(leadMessages.callbackPending);
  });

  it('given a request the staff handled, when the number asks again, then a new request is recorded', () => {
    spec.given([callbackRequested('call-1'), handled('call-1')]).when(requestCallback('call-2')).then([callbackRequested('call-2')]);
  });
});

describe('problem reports (stream ProblemReports-{memberId})', () => {
  it('given a member with an earlier report, when they report another problem, then it is recorded too', () => {
    spec.given([reported('report-1')]).when(report('report-2', 'My invoice shows the wrong address.')).then([reported('report-2', 'My invoice shows the wrong address.')]);
  });
});

describe('handling an inbox item', () => {
  it('given an open item, when staff mark it handled, then it is handled by them', () => {
    spec.given([leadSubmitted('lead-1')]).when(handle('lead-1')).then([handled('lead-1')]);
  });

  it('given a handled item, when it is marked handled again, then nothing is recorded', () => {
    spec.given([reported('report-1'), handled('report-1')]).when(handle('report-1')).then([]);
  });

  it('given a stream without the item, when it is marked handled, then it is not found', () => {
    spec.given([leadSubmitted('lead-1')]).when(handle('lead-9')).thenThrows(leadMessages.itemNotFound);
  });
});
