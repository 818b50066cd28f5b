import { WalletEvent, walletEventTypes, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';

/** A row of the payment_methods table (migrations/006_wallet_and_memberships.sql), as to_jsonb gives it. */
export interface PaymentMethodRow {
  payment_method_id: string;
  member_id: string;
  type: 'CreditCard' | 'BankAccount';
  brand: string;
  last4: string;
  name: string;
  expire_month: number | null;
  expire_year: number | null;
  bank_name: string | null;
  is_default: boolean;
  added_version: number;
  added_at: string;
}

const COLUMNS = [
  'payment_method_id', 'member_id', 'type', 'brand', 'last4', 'name', 'expire_month', 'expire_year', 'bank_name', 'is_default', 'added_version', 'added_at',
] as const satisfies readonly (keyof PaymentMethodRow)[];

const CONSUMED = new Set<string>(walletEventTypes);

/** One member's payment methods by id. */
export type WalletRows = ReadonlyMap<string, PaymentMethodRow>;

/**
 * The member's rows after one event. Pure, and the same events applied again give the same rows: a re-added
 * method keeps the default flag it has, and the default is always set on the whole wallet. The gateway
 * token of the event is left out on purpose: reads never need it.
 */
export function evolveWalletRows(wallet: WalletRows, recorded: RecordedEvent): WalletRows {
  const event = WalletEvent.parse({ type: recorded.type, data: recorded.data });
  const next = new Map(wallet);
  switch (event.type) {
    case 'PaymentMethodAdded': {
      const d = event.data;
      next.set(d.paymentMethodId, {
        payment_method_id: d.paymentMethodId,
        member_id: d.memberId,
        type: d.kind,
        brand: d.brand,
        last4: d.last4,
        name: d.name,
        expire_month: d.expireMonth,
        expire_year: d.expireYear,
        bank_name: d.bankName,
        is_default: wallet.get(d.paymentMethodId)?.is_default ?? false,
        added_version: recorded.streamVersion,
        added_at: d.addedAt,
      });
      return next;
    }
    case 'PaymentMethodRemoved':
      next.delete(event.data.paymentMethodId);
      return next;
    case 'DefaultPaymentMethodChosen': {
      if (!wallet.has(event.data.paymentMethodId)) return wallet;
      for (const [id, row] of wallet) next.set(id, { ...row, is_default: id === event.data.paymentMethodId });
      return next;
    }
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}

const memberOf = (event: RecordedEvent) => (event.data as { memberId: string }).memberId;

/**
 * payment_methods: one row per saved method of every member's wallet. A default moving touches two rows, so
 * a batch works per member: it loads the wallets it touches in one query, folds their events in memory, and
 * writes those wallets back whole (one delete, one insert).
 */
export const walletProjection: Projection = {
  name: 'wallet',
  tables: ['payment_methods'],
  handles: (event) => CONSUMED.has(event.type),
  async applyBatch(client, events) {
    const relevant = events.filter((e) => CONSUMED.has(e.type));
    if (relevant.length === 0) return;
    const memberIds = [...new Set(relevant.map(memberOf))];
    const { rows } = await client.query<{ row: PaymentMethodRow }>(
      'SELECT to_jsonb(p) AS row FROM payment_methods p WHERE p.member_id = ANY($1)',
      [memberIds],
    );
    const wallets = new Map<string, WalletRows>(memberIds.map((id) => [id, new Map()]));
    for (const { row } of rows) (wallets.get(row.member_id) as Map<string, PaymentMethodRow>).set(row.payment_method_id, row);
    for (const event of relevant) wallets.set(memberOf(event), evolveWalletRows(wallets.get(memberOf(event))!, event));

    const columnList = COLUMNS.map((c) => `"${c}"`).join(', ');
    const all = [...wallets.values()].flatMap((wallet) => [...wallet.values()]);
    await client.query('DELETE FROM payment_methods WHERE member_id = ANY($1)', [memberIds]);
    if (all.length) {
      await client.query(
        `INSERT INTO payment_methods (${columnList}) SELECT ${columnList} FROM jsonb_populate_recordset(NULL::payment_methods, $1::jsonb)`,
        [JSON.stringify(all)],
      );
    }
  },
};
