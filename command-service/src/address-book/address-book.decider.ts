import { DomainError, addressMessages, type AddressBookEvent, type RecordedAddress } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/**
 * A member's address book. Addresses keep the order they were added in: when the default is removed, the
 * oldest remaining address becomes the default, so there is exactly one default whenever any address exists.
 */
export interface AddressBookState {
  addresses: ReadonlyArray<{ id: string; address: RecordedAddress }>;
  defaultId: string | null;
}

export type AddressBookCommand =
  | { type: 'AddAddress'; memberId: string; addressId: string; address: RecordedAddress; makeDefault: boolean; now: string }
  | { type: 'ChangeAddress'; memberId: string; addressId: string; address: RecordedAddress; makeDefault: boolean; now: string }
  | { type: 'RemoveAddress'; memberId: string; addressId: string; now: string };

const sameAddress = (a: RecordedAddress, b: RecordedAddress) =>
  (Object.keys(a) as (keyof RecordedAddress)[]).every((field) => a[field] === b[field]);

function requireAddress(state: AddressBookState, addressId: string) {
  const entry = state.addresses.find((a) => a.id === addressId);
  // The stream is the caller's own, so an id from another member's book is simply not here.
  if (!entry) throw new DomainError('not_found', addressMessages.notFound);
  return entry;
}

export function decideAddressBook(command: AddressBookCommand, state: AddressBookState): AddressBookEvent[] {
  const { memberId, addressId, now } = command;
  const chooseDefault: AddressBookEvent = { type: 'DefaultAddressChosen', data: { memberId, addressId, chosenAt: now } };
  switch (command.type) {
    case 'AddAddress': {
      const existing = state.addresses.find((a) => a.id === addressId);
      if (existing) {
        // The same add sent again (a retry with its Idempotency-Key, whose id is derived from the key): nothing new.
        if (sameAddress(existing.address, command.address)) return [];
        throw new DomainError('conflict', `An address with the id '${addressId}' already exists.`);
      }
      const added: AddressBookEvent = { type: 'AddressAdded', data: { memberId, addressId, address: command.address, addedAt: now } };
      return state.defaultId === null || command.makeDefault ? [added, chooseDefault] : [added];
    }
    case 'ChangeAddress': {
      const entry = requireAddress(state, addressId);
      const events: AddressBookEvent[] = [];
      if (!sameAddress(entry.address, command.address)) {
        events.push({ type: 'AddressChanged', data: { memberId, addressId, address: command.address, changedAt: now } });
      }
      // Un-ticking "default" on the default changes nothing: the default only moves when another is chosen.
      if (command.makeDefault && state.defaultId !== addressId) events.push(chooseDefault);
      return events;
    }
    case 'RemoveAddress': {
      requireAddress(state, addressId);
      const removed: AddressBookEvent = { type: 'AddressRemoved', data: { memberId, addressId, removedAt: now } };
      if (state.defaultId !== addressId) return [removed];
      const next = state.addresses.find((a) => a.id !== addressId);
      return next ? [removed, { type: 'DefaultAddressChosen', data: { memberId, addressId: next.id, chosenAt: now } }] : [removed];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveAddressBook(state: AddressBookState, event: AddressBookEvent): AddressBookState {
  switch (event.type) {
    case 'AddressAdded':
      return { ...state, addresses: [...state.addresses, { id: event.data.addressId, address: event.data.address }] };
    case 'AddressChanged':
      return {
        ...state,
        addresses: state.addresses.map((a) => (a.id === event.data.addressId ? { id: a.id, address: event.data.address } : a)),
      };
    case 'AddressRemoved':
      return {
        addresses: state.addresses.filter((a) => a.id !== event.data.addressId),
        defaultId: state.defaultId === event.data.addressId ? null : state.defaultId,
      };
    case 'DefaultAddressChosen':
      return { ...state, defaultId: event.data.addressId };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const addressBookDecider: Decider<AddressBookState, AddressBookCommand, AddressBookEvent> = {
  initialState: () => ({ addresses: [], defaultId: null }),
  evolve: evolveAddressBook,
  decide: decideAddressBook,
};
