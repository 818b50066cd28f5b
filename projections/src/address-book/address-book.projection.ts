import { AddressBookEvent, addressBookEventTypes, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';

/** A row of the addresses table (migrations/005_address_book.sql), as to_jsonb gives it. */
export interface AddressRow {
  address_id: string;
  member_id: string;
  first_name: string;
  last_name: string;
  line1: string;
  line2: string;
  city: string;
  state_province: string;
  zip_postal: string;
  country: string;
  phone: string;
  is_default: boolean;
  added_version: number;
  added_at: string;
  changed_at: string | null;
}

const COLUMNS = [
  'address_id', 'member_id', 'first_name', 'last_name', 'line1', 'line2', 'city', 'state_province', 'zip_postal', 'country', 'phone', 'is_default', 'added_version', 'added_at', 'changed_at',
] as const satisfies readonly (keyof AddressRow)[];

const CONSUMED = new Set<string>(addressBookEventTypes);

/** One member's addresses by id. */
export type AddressBookRows = ReadonlyMap<string, AddressRow>;

/**
 * The member's rows after one event. Pure, and the same events applied again give the same rows: a
 * re-added address keeps the default flag it has, and the default is always set on the whole book.
 */
export function evolveAddressBookRows(book: AddressBookRows, recorded: RecordedEvent): AddressBookRows {
  const event = AddressBookEvent.parse({ type: recorded.type, data: recorded.data });
  const next = new Map(book);
  switch (event.type) {
    case 'AddressAdded': {
      const { memberId, addressId, address: a, addedAt } = event.data;
      next.set(addressId, {
        address_id: addressId,
        member_id: memberId,
        first_name: a.firstName,
        last_name: a.lastName,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        state_province: a.stateProvince,
        zip_postal: a.zipPostal,
        country: a.country,
        phone: a.phone,
        is_default: book.get(addressId)?.is_default ?? false,
        added_version: recorded.streamVersion,
        added_at: addedAt,
        changed_at: null,
      });
      return next;
    }
    case 'AddressChanged': {
      const row = book.get(event.data.addressId);
      if (!row) return book; // history that starts mid-way: nothing to change
      const a = event.data.address;
      next.set(row.address_id, {
        ...row,
        first_name: a.firstName,
        last_name: a.lastName,
        line1: a.line1,
        line2: a.line2,
        city: a.city,
        state_province: a.stateProvince,
        zip_postal: a.zipPostal,
        country: a.country,
        phone: a.phone,
        changed_at: event.data.changedAt,
      });
      return next;
    }
    case 'AddressRemoved':
      next.delete(event.data.addressId);
      return next;
    case 'DefaultAddressChosen': {
      if (!book.has(event.data.addressId)) return book;
      for (const [id, row] of book) next.set(id, { ...row, is_default: id === event.data.addressId });
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
 * addresses: one row per address of every member's book. A default moving touches two rows, so a batch
 * works per member: it loads the books it touches in one query, folds their events in memory, and writes
 * those books back whole (one delete, one insert): a few round trips per batch, however many events.
 */
export const addressBookProjection: Projection = {
  name: 'address-book',
  tables: ['addresses'],
  handles: (event) => CONSUMED.has(event.type),
  async applyBatch(client, events) {
    const relevant = events.filter((e) => CONSUMED.has(e.type));
    if (relevant.length === 0) return;
    const memberIds = [...new Set(relevant.map(memberOf))];
    const { rows } = await client.query<{ row: AddressRow }>('SELECT to_jsonb(a) AS row FROM addresses a WHERE a.member_id = ANY($1)', [memberIds]);
    const books = new Map<string, AddressBookRows>(memberIds.map((id) => [id, new Map()]));
    for (const { row } of rows) (books.get(row.member_id) as Map<string, AddressRow>).set(row.address_id, row);
    for (const event of relevant) books.set(memberOf(event), evolveAddressBookRows(books.get(memberOf(event))!, event));

    const columnList = COLUMNS.map((c) => `"${c}"`).join(', ');
    const all = [...books.values()].flatMap((book) => [...book.values()]);
    await client.query('DELETE FROM addresses WHERE member_id = ANY($1)', [memberIds]);
    if (all.length) {
      await client.query(
        `INSERT INTO addresses (${columnList}) SELECT ${columnList} FROM jsonb_populate_recordset(NULL::addresses, $1::jsonb)`,
        [JSON.stringify(all)],
      );
    }
  },
};
