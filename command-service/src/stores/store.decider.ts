import { DomainError, storeMessages, type RecordedStore, type StoreEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** A store's publish window: from `publishFrom`, until `publishUntil` (exclusive) or for good. */
export interface PublishWindow {
  publishFrom: string;
  publishUntil: string | null;
}

/**
 * One of our stores (stream `Store-{storeId}`). Whether it shows on the locator *now* is not state: the
 * window is recorded and the clock decides at read time. What the editor decides is whether it is published
 * at all (withdrawn or not) and what it says.
 */
export type StoreState =
  | { status: 'unknown' }
  | { status: 'published'; store: RecordedStore; window: PublishWindow }
  | { status: 'withdrawn'; store: RecordedStore; window: PublishWindow };

export type StoreCommand =
  /** A new store, or a withdrawn one published again. */
  | { type: 'PublishStore'; storeId: string; store: RecordedStore; window: PublishWindow; now: string }
  | { type: 'ReviseStore'; storeId: string; store: RecordedStore; window: PublishWindow; now: string }
  | { type: 'WithdrawStore'; storeId: string; now: string };

const sameStore = (a: RecordedStore, b: RecordedStore) => JSON.stringify(a) === JSON.stringify(b);
const sameWindow = (a: PublishWindow, b: PublishWindow) => a.publishFrom === b.publishFrom && a.publishUntil === b.publishUntil;

function requireOrderedWindow(window: PublishWindow) {
  // The body schema checks this too; the decider holds the rule for every caller (the demo seed, later imports).
  if (window.publishUntil !== null && Date.parse(window.publishUntil) <= Date.parse(window.publishFrom)) {
    throw new DomainError('invalid', storeMessages.untilBeforeFrom, 'publishUntil');
  }
}

export function decideStore(command: StoreCommand, state: StoreState): StoreEvent[] {
  switch (command.type) {
    case 'PublishStore': {
      requireOrderedWindow(command.window);
      if (state.status === 'published') {
        // The same publication sent again (a retry): nothing new. Anything else is a change, which has its own command.
        if (sameStore(state.store, command.store) && sameWindow(state.window, command.window)) return [];
        throw new DomainError('conflict', storeMessages.alreadyPublished);
      }
      return [{ type: 'StorePublished', data: { storeId: command.storeId, store: command.store, ...command.window, publishedAt: command.now } }];
    }
    case 'ReviseStore': {
      if (state.status === 'unknown') throw new DomainError('not_found', storeMessages.notFound);
      if (state.status === 'withdrawn') throw new DomainError('conflict', storeMessages.withdrawnCannotChange);
      requireOrderedWindow(command.window);
      if (sameStore(state.store, command.store) && sameWindow(state.window, command.window)) return [];
      return [{ type: 'StoreRevised', data: { storeId: command.storeId, store: command.store, ...command.window, revisedAt: command.now } }];
    }
    case 'WithdrawStore': {
      if (state.status === 'unknown') throw new DomainError('not_found', storeMessages.notFound);
      if (state.status === 'withdrawn') return [];
      return [{ type: 'StoreWithdrawn', data: { storeId: command.storeId, withdrawnAt: command.now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveStore(state: StoreState, event: StoreEvent): StoreState {
  switch (event.type) {
    case 'StorePublished':
    case 'StoreRevised': {
      const { store, publishFrom, publishUntil } = event.data;
      return { status: 'published', store, window: { publishFrom, publishUntil } };
    }
    case 'StoreWithdrawn':
      return state.status === 'unknown' ? state : { ...state, status: 'withdrawn' };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const storeDecider: Decider<StoreState, StoreCommand, StoreEvent> = {
  initialState: () => ({ status: 'unknown' }),
  evolve: evolveStore,
  decide: decideStore,
};
