import { MembershipEvent, membershipEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(membershipEventTypes);

/**
 * memberships: one row per member who ever bought or was granted a club membership, holding the latest term.
 * Whether it is still paid is a question of the read time (query-service/src/membership), not of an event.
 * A declined payment leaves the row as it was: it is in the stream for the audit trail only.
 */
export const membershipsProjection = documentProjection({
  name: 'memberships',
  table: 'memberships',
  keyColumn: 'member_id',
  columns: [
    'member_id', 'level', 'starts_at', 'expires_at', 'auto_renew', 'source', 'payment_method_id', 'transaction_id', 'price_cents', 'currency', 'stream_version', 'updated_at',
  ],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { memberId: string }).memberId : undefined),
  eventTypes: [...CONSUMED],
  evolve: (row: Row | null, recorded: RecordedEvent): Row | null => {
    const event = MembershipEvent.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'MembershipPurchased': {
        const d = event.data;
        return {
          member_id: d.memberId,
          level: d.level,
          starts_at: d.startsAt,
          expires_at: d.expiresAt,
          auto_renew: d.autoRenew,
          source: 'purchase',
          payment_method_id: d.paymentMethodId,
          transaction_id: d.transactionId,
          price_cents: d.priceCents,
          currency: d.currency,
          stream_version: recorded.streamVersion,
          updated_at: d.purchasedAt,
        };
      }
      case 'MembershipGranted': {
        const d = event.data;
        return {
          member_id: d.memberId,
          level: d.level,
          starts_at: d.startsAt,
          expires_at: d.expiresAt,
          auto_renew: false,
          source: 'grant',
          payment_method_id: null,
          transaction_id: null,
          price_cents: null,
          currency: null,
          stream_version: recorded.streamVersion,
          updated_at: d.grantedAt,
        };
      }
      case 'MembershipPaymentDeclined':
        return row ? { ...row, stream_version: recorded.streamVersion } : null;
      default: {
        const unknown: never = event;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  },
});
