import type pg from 'pg';
import type { AddressView } from '@certus/contracts';

/** The member's address book, default first. The address-book read model comes with its projection. */
export async function readAddresses(_pool: pg.Pool, _memberId: string): Promise<AddressView[]> {
  return [];
}
