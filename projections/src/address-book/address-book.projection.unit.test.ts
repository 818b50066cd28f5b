import { describe, expect, it } from 'vitest';
import type { AddressBookEvent, RecordedAddress, RecordedEvent } from '@certus/contracts';
import { evolveAddressBookRows, type AddressBookRows } from './address-book.projection.ts';

const memberId = 'm-1';
const NOW = '2026-11-21T10:00:00.000Z';
const address = (city: string): RecordedAddress => ({
  firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main Street', line2: '', city, stateProvince: 'TX', zipPostal: '75024', country: 'US', phone: '',
});

let version = 0;
const recorded = (event: AddressBookEvent): RecordedEvent => ({
  ...event,
  eventId: '00000000-0000-4000-8000-000000000000',
  streamId: `AddressBook-${memberId}`,
  streamVersion: ++version,
  globalPosition: String(version),
  txId: '1',
  recordedAt: NOW,
  metadata: { correlationId: 'c', causationId: 'c', actor: { userId: memberId, role: 'authenticated' } },
});

const added = (addressId: string, city: string) => recorded({ type: 'AddressAdded', data: { memberId, addressId, address: address(city), addedAt: NOW } });
const chosen = (addressId: string) => recorded({ type: 'DefaultAddressChosen', data: { memberId, addressId, chosenAt: NOW } });
const removed = (addressId: string) => recorded({ type: 'AddressRemoved', data: { memberId, addressId, removedAt: NOW } });
const changed = (addressId: string, city: string) => recorded({ type: 'AddressChanged', data: { memberId, addressId, address: address(city), changedAt: NOW } });

const fold = (events: RecordedEvent[], from: AddressBookRows = new Map()) => events.reduce(evolveAddressBookRows, from);
const summary = (book: AddressBookRows) => [...book.values()].map((r) => `${r.address_id}:${r.city}${r.is_default ? '*' : ''}`).sort();

describe('address book rows', () => {
  const history = [added('a', 'Plano'), chosen('a'), added('b', 'Austin'), changed('b', 'Dallas'), chosen('b'), added('c', 'Waco'), removed('b'), chosen('a')];

  it('given a history, when folded, then each address has its latest fields and exactly one is the default', () => {
    expect(summary(fold(history))).toEqual(['a:Plano*', 'c:Waco']);
  });

  it('given the rows of a history, when the same events are applied again, then the rows are unchanged', () => {
    const once = fold(history);
    expect(fold(history, once)).toEqual(once);
  });

  it('given a default chosen for an address the rows do not have, when folded, then the flags stay as they were', () => {
    expect(summary(fold([added('a', 'Plano'), chosen('a'), chosen('ghost')]))).toEqual(['a:Plano*']);
  });
});
