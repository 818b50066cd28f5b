import { describe, it } from 'vitest';
import { addressMessages, type AddressBookEvent, type RecordedAddress } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { addressBookDecider } from './address-book.decider.ts';

const spec = deciderSpec(addressBookDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:30:00.000Z';
const memberId = 'm-1';

const anAddress = (overrides: Partial<RecordedAddress> = {}): RecordedAddress => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  line1: '5400 Legacy Drive',
  line2: '',
  city: 'Plano',
  stateProvince: 'TX',
  zipPostal: '75024',
  country: 'US',
  phone: '2145550100',
  ...overrides,
});

const added = (addressId: string, address = anAddress()): AddressBookEvent => ({
  type: 'AddressAdded',
  data: { memberId, addressId, address, addedAt: NOW },
});
const chosen = (addressId: string, at = NOW): AddressBookEvent => ({ type: 'DefaultAddressChosen', data: { memberId, addressId, chosenAt: at } });
const removed = (addressId: string): AddressBookEvent => ({ type: 'AddressRemoved', data: { memberId, addressId, removedAt: LATER } });

/** a-1 (default), a-2, a-3, added in that order. */
const threeAddresses = [added('a-1'), chosen('a-1'), added('a-2'), added('a-3')];

describe('address book decider', () => {
  it('given an empty book, when adding an address, then it is added and becomes the default', () => {
    spec
      .given([])
      .when({ type: 'AddAddress', memberId, addressId: 'a-1', address: anAddress(), makeDefault: false, now: NOW })
      .then([added('a-1'), chosen('a-1')]);
  });

  it('given a book with a default, when adding another without asking for default, then only AddressAdded', () => {
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'AddAddress', memberId, addressId: 'a-2', address: anAddress({ city: 'Austin' }), makeDefault: false, now: NOW })
      .then([added('a-2', anAddress({ city: 'Austin' }))]);
  });

  it('given a book with a default, when adding another as default, then the default moves to it', () => {
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'AddAddress', memberId, addressId: 'a-2', address: anAddress(), makeDefault: true, now: NOW })
      .then([added('a-2'), chosen('a-2')]);
  });

  it('given an address, when the same add comes again (a retry), then nothing new is recorded', () => {
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'AddAddress', memberId, addressId: 'a-1', address: anAddress(), makeDefault: false, now: LATER })
      .then([]);
  });

  it('given an address, when adding other fields under the same id, then it is refused as a conflict', () => {
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'AddAddress', memberId, addressId: 'a-1', address: anAddress({ city: 'Austin' }), makeDefault: false, now: NOW })
      .thenThrows(/already exists/);
  });

  it('given an address, when changing its fields, then AddressChanged carries the new fields', () => {
    const moved = anAddress({ line1: '1 Main Street', city: 'Dallas', zipPostal: '75201' });
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'ChangeAddress', memberId, addressId: 'a-1', address: moved, makeDefault: false, now: LATER })
      .then([{ type: 'AddressChanged', data: { memberId, addressId: 'a-1', address: moved, changedAt: LATER } }]);
  });

  it('given an address, when saving it unchanged, then nothing is recorded', () => {
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'ChangeAddress', memberId, addressId: 'a-1', address: anAddress(), makeDefault: true, now: LATER })
      .then([]);
  });

  it('given two addresses, when the second is saved unchanged as default, then only the default moves', () => {
    spec
      .given([added('a-1'), chosen('a-1'), added('a-2')])
      .when({ type: 'ChangeAddress', memberId, addressId: 'a-2', address: anAddress(), makeDefault: true, now: LATER })
      .then([chosen('a-2', LATER)]);
  });

  it('given the default, when saving it with default un-ticked, then it stays the default (one always is)', () => {
    spec
      .given([added('a-1'), chosen('a-1'), added('a-2')])
      .when({ type: 'ChangeAddress', memberId, addressId: 'a-1', address: anAddress(), makeDefault: false, now: LATER })
      .then([]);
  });

  it('given a book without that id, when changing it, then it is not found', () => {
    spec
      .given([added('a-1'), chosen('a-1')])
      .when({ type: 'ChangeAddress', memberId, addressId: 'someone-elses', address: anAddress(), makeDefault: false, now: LATER })
      .thenThrows(addressMessages.notFound);
  });

  it('given a book without that id, when removing it, then it is not found', () => {
    spec.given([]).when({ type: 'RemoveAddress', memberId, addressId: 'a-9', now: LATER }).thenThrows(addressMessages.notFound);
  });

  it('given a removed address, when removing it again, then it is not found', () => {
    spec
      .given([...threeAddresses, removed('a-2')])
      .when({ type: 'RemoveAddress', memberId, addressId: 'a-2', now: LATER })
      .thenThrows(addressMessages.notFound);
  });

  it('given three addresses, when removing one that is not the default, then only AddressRemoved', () => {
    spec.given(threeAddresses).when({ type: 'RemoveAddress', memberId, addressId: 'a-3', now: LATER }).then([removed('a-3')]);
  });

  it('given three addresses, when removing the default, then the oldest remaining one becomes the default', () => {
    spec
      .given(threeAddresses)
      .when({ type: 'RemoveAddress', memberId, addressId: 'a-1', now: LATER })
      .then([removed('a-1'), chosen('a-2', LATER)]);
  });

  it('given the default moved to the newest, when removing it, then the oldest remaining one becomes the default', () => {
    spec
      .given([...threeAddresses, chosen('a-3')])
      .when({ type: 'RemoveAddress', memberId, addressId: 'a-3', now: LATER })
      .then([removed('a-3'), chosen('a-1', LATER)]);
  });

  it('given a single address, when removing it, then the book is empty and no default is chosen', () => {
    spec.given([added('a-1'), chosen('a-1')]).when({ type: 'RemoveAddress', memberId, addressId: 'a-1', now: LATER }).then([removed('a-1')]);
  });

  it('given a book emptied by removals, when adding again, then the new address is the default', () => {
    spec
      .given([added('a-1'), chosen('a-1'), removed('a-1')])
      .when({ type: 'AddAddress', memberId, addressId: 'a-2', address: anAddress(), makeDefault: false, now: LATER })
      .then([{ type: 'AddressAdded', data: { memberId, addressId: 'a-2', address: anAddress(), addedAt: LATER } }, chosen('a-2', LATER)]);
  });
});
