import { NewsletterEvent, newsletterEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(newsletterEventTypes);

/** newsletter_subscriptions: one row per subscription, keyed by its unsubscribe id. */
export const newsletterProjection = documentProjection({
  name: 'newsletter',
  table: 'newsletter_subscriptions',
  keyColumn: 'unsubscribe_id',
  columns: ['unsubscribe_id', 'email_hash', 'email', 'member_id', 'status', 'subscribed_at', 'unsubscribed_at', 'unsubscribed_via'],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { unsubscribeId: string }).unsubscribeId : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveNewsletterRow,
});

export function evolveNewsletterRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = NewsletterEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'NewsletterSubscribed': {
      const d = event.data;
      return {
        unsubscribe_id: d.unsubscribeId,
        email_hash: d.emailHash,
        email: d.email,
        member_id: d.memberId,
        status: 'Subscribed',
        subscribed_at: d.subscribedAt,
        unsubscribed_at: null,
        unsubscribed_via: null,
      };
    }
    case 'NewsletterUnsubscribed':
      if (!row) return null;
      return { ...row, status: 'Unsubscribed', unsubscribed_at: event.data.unsubscribedAt, unsubscribed_via: event.data.via };
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
