import { DomainError, newsletterMessages, type NewsletterEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * Stream `Newsletter-{emailHash}`: whether the address gets the newsletter, under which unsubscribe id, and
 * every id ever mailed to it (an old confirmation's link still unsubscribes: that is what its reader wants).
 */
export interface NewsletterState {
  subscribed: boolean;
  currentUnsubscribeId: string | null;
  issuedUnsubscribeIds: string[];
}

export type NewsletterCommand =
  | { type: 'SubscribeToNewsletter'; emailHash: string; email: string; unsubscribeId: string; memberId: string | null; now: string }
  /** The /unsubscribe/{id} link of a newsletter mail (spec 2.1). */
  | { type: 'UnsubscribeByLink'; emailHash: string; unsubscribeId: string; now: string }
  /** The signed-in member turned it off for their own address (SetSignMeUp with isEmailNotification=false). */
  | { type: 'StopNewsletter'; emailHash: string; now: string };

export function decideNewsletter(command: NewsletterCommand, state: NewsletterState): NewsletterEvent[] {
  switch (command.type) {
    case 'SubscribeToNewsletter': {
      if (state.subscribed) throw new DomainError('conflict', newsletterMessages.alreadySubscribed);
      const { type: _type, now, ...data } = command;
      return [{ type: 'NewsletterSubscribed', data: { ...data, subscribedAt: now } }];
    }
    case 'UnsubscribeByLink': {
      if (!state.issuedUnsubscribeIds.includes(command.unsubscribeId)) throw new DomainError('not_found', newsletterMessages.invalidRequest);
      // Following the link twice is not an error: the reader is unsubscribed either way.
      if (!state.subscribed || !state.currentUnsubscribeId) return [];
      return [
        {
          type: 'NewsletterUnsubscribed',
          data: { emailHash: command.emailHash, unsubscribeId: state.currentUnsubscribeId, via: 'UnsubscribeLink', unsubscribedAt: command.now },
        },
      ];
    }
    case 'StopNewsletter': {
      if (!state.subscribed || !state.currentUnsubscribeId) return [];
      return [
        {
          type: 'NewsletterUnsubscribed',
          data: { emailHash: command.emailHash, unsubscribeId: state.currentUnsubscribeId, via: 'Member', unsubscribedAt: command.now },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveNewsletter(state: NewsletterState, event: NewsletterEvent): NewsletterState {
  switch (event.type) {
    case 'NewsletterSubscribed':
      return {
        subscribed: true,
        currentUnsubscribeId: event.data.unsubscribeId,
        issuedUnsubscribeIds: [...state.issuedUnsubscribeIds, event.data.unsubscribeId],
      };
    case 'NewsletterUnsubscribed':
      return { ...state, subscribed: false, currentUnsubscribeId: null };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const newsletterDecider: Decider<NewsletterState, NewsletterCommand, NewsletterEvent> = {
  initialState: () => ({ subscribed: false, currentUnsubscribeId: null, issuedUnsubscribeIds: [] }),
  evolve: evolveNewsletter,
  decide: decideNewsletter,
};
