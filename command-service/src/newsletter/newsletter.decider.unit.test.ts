import { describe, it } from 'vitest';
import { newsletterMessages, type NewsletterEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { newsletterDecider } from './newsletter.decider.ts';

const spec = deciderSpec(newsletterDecider);
const emailHash = 'f'.repeat(64);
const email = 'reader@example.test';
const firstId = '00000000-0000-4000-8000-000000000001';
const secondId = '00000000-0000-4000-8000-000000000002';
const now = '2025-05-01T10:00:00.000Z';

const subscribed = (unsubscribeId: string): NewsletterEvent => ({
  type: 'NewsletterSubscribed',
  data: { emailHash, email, unsubscribeId, memberId: null, subscribedAt: now },
});
const unsubscribed = (unsubscribeId: string, via: 'UnsubscribeLink' | 'Member'): NewsletterEvent => ({
  type: 'NewsletterUnsubscribed',
  data: { emailHash, unsubscribeId, via, unsubscribedAt: now },
});
const subscribe = (unsubscribeId: string) => ({ type: 'SubscribeToNewsletter', emailHash, email, unsubscribeId, memberId: null, now }) as const;
const followLink = (unsubscribeId: string) => ({ type: 'UnsubscribeByLink', emailHash, unsubscribeId, now }) as const;

describe('newsletter subscription', () => {
  it('given a new address, when signing up, then it is subscribed under its unsubscribe id', () => {
    spec.given([]).when(subscribe(firstId)).then([subscribed(firstId)]);
  });

  it("given a subscribed address, when signing up again, then it is told it is already subscribed", () => {
    spec.given([subscribed(firstId)]).when(subscribe(secondId)).thenThrows(newsletterMessages.alreadySubscribed);
  });

  it('given an address that unsubscribed, when signing up again, then it is subscribed under a new id', () => {
    spec.given([subscribed(firstId), unsubscribed(firstId, 'UnsubscribeLink')]).when(subscribe(secondId)).then([subscribed(secondId)]);
  });

  it('given a subscription, when its link is followed, then it ends; following it again changes nothing', () => {
    spec.given([subscribed(firstId)]).when(followLink(firstId)).then([unsubscribed(firstId, 'UnsubscribeLink')]);
    spec.given([subscribed(firstId), unsubscribed(firstId, 'UnsubscribeLink')]).when(followLink(firstId)).then([]);
  });

  it("given a second subscription, when the first confirmation's link is followed, then the current one ends", () => {
    spec
      .given([subscribed(firstId), unsubscribed(firstId, 'Member'), subscribed(secondId)])
      .when(followLink(firstId))
      .then([unsubscribed(secondId, 'UnsubscribeLink')]);
  });

  it('given a subscription, when a link id never mailed to the address is followed, then the request is invalid', () => {
    spec.given([subscribed(firstId)]).when(followLink(secondId)).thenThrows(newsletterMessages.invalidRequest);
  });

  it('given a subscription, when the member stops it, then it ends; stopping an address not subscribed changes nothing', () => {
    spec.given([subscribed(firstId)]).when({ type: 'StopNewsletter', emailHash, now }).then([unsubscribed(firstId, 'Member')]);
    spec.given([]).when({ type: 'StopNewsletter', emailHash, now }).then([]);
  });
});
