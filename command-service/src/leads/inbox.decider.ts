import { DomainError, leadMessages, type DealerBusinessType, type InboxItemKindName as InboxItemKind, type LandingPage, type LeadEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * The staff inbox's streams (`Lead-{emailHash}`, `Callback-{phoneHash}`, `ProblemReports-{memberId}`): the
 * requests each holds and whether staff handled them. One decider for the three, because their rules are about
 * the same things: whether this address (this number) already asked, and whether an item exists to be handled.
 *
 * The duplicate rule of the landing form (spec 5) is "ever": an address that sent the landing form once is
 * told 'Request from this email id has already been submitted.' every time after, whichever landing page it
 * is on and whether or not staff handled the first. The staff have the address and answer it; a second copy
 * of the same request would only be noise in their inbox. The dealer form counts apart: a collector who asked
 * about grading may still ask to become a dealer, once.
 *
 * A call-back request for a number is refused while an earlier one for it is open: the staff will call;
 * once they have (handled), the number may ask again. Problem reports are never refused as repeats: a member
 * may meet several problems.
 */
export interface InboxStreamState {
  items: Record<string, { kind: InboxItemKind; handled: boolean }>;
}

interface LeadFields {
  emailHash: string;
  name: string;
  email: string;
  phone: string;
  location: string;
  message: string;
}

export type InboxCommand =
  | ({ type: 'SubmitLead'; leadId: string; page: LandingPage; now: string } & LeadFields)
  | ({ type: 'SubmitDealerRequest'; requestId: string; company: string; website: string; businessType: DealerBusinessType; now: string } & LeadFields)
  | { type: 'RequestCallback'; callbackId: string; phoneHash: string; name: string; phone: string; now: string }
  | { type: 'ReportProblem'; reportId: string; memberId: string; userName: string; email: string; description: string; now: string }
  | { type: 'MarkInboxItemHandled'; itemId: string; handledBy: { memberId: string; name: string }; now: string };

const hasItemOf = (state: InboxStreamState, kind: InboxItemKind, open = false) =>
  Object.values(state.items).some((item) => item.kind === kind && (!open || !item.handled));

export function decideInbox(command: InboxCommand, state: InboxStreamState): LeadEvent[] {
  switch (command.type) {
    case 'SubmitLead': {
      if (hasItemOf(state, 'Lead')) throw new DomainError('conflict', leadMessages.duplicate);
      const { type: _type, now, ...data } = command;
      return [{ type: 'LeadSubmitted', data: { ...data, submittedAt: now } }];
    }
    case 'SubmitDealerRequest': {
      if (hasItemOf(state, 'DealerRequest')) throw new DomainError('conflict', leadMessages.duplicate);
      const { type: _type, now, ...data } = command;
      return [{ type: 'DealerRequestSubmitted', data: { ...data, submittedAt: now } }];
    }
    case 'RequestCallback': {
      if (hasItemOf(state, 'Callback', true)) throw new DomainError('conflict', leadMessages.callbackPending);
      const { type: _type, now, ...data } = command;
      return [{ type: 'CallbackRequested', data: { ...data, requestedAt: now } }];
    }
    case 'ReportProblem': {
      const { type: _type, now, ...data } = command;
      return [{ type: 'ProblemReported', data: { ...data, reportedAt: now } }];
    }
    case 'MarkInboxItemHandled': {
      const item = state.items[command.itemId];
      if (!item) throw new DomainError('not_found', leadMessages.itemNotFound);
      // Two of the staff pressing "handled" at once is not an error: the item is handled either way.
      if (item.handled) return [];
      return [{ type: 'InboxItemHandled', data: { itemId: command.itemId, handledBy: command.handledBy, handledAt: command.now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveInbox(state: InboxStreamState, event: LeadEvent): InboxStreamState {
  const added = (id: string, kind: InboxItemKind) => ({ items: { ...state.items, [id]: { kind, handled: false } } });
  switch (event.type) {
    case 'LeadSubmitted':
      return added(event.data.leadId, 'Lead');
    case 'DealerRequestSubmitted':
      return added(event.data.requestId, 'DealerRequest');
    case 'CallbackRequested':
      return added(event.data.callbackId, 'Callback');
    case 'ProblemReported':
      return added(event.data.reportId, 'ProblemReport');
    case 'InboxItemHandled': {
      const item = state.items[event.data.itemId];
      return item ? { items: { ...state.items, [event.data.itemId]: { ...item, handled: true } } } : state;
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const inboxDecider: Decider<InboxStreamState, InboxCommand, LeadEvent> = {
  initialState: () => ({ items: {} }),
  evolve: evolveInbox,
  decide: decideInbox,
};
