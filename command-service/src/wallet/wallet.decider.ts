import { DomainError, paymentMethodMessages, type WalletEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** A saved payment method as the command side needs it: the gateway token to charge it with, and who it is. */
export interface SavedPaymentMethod {
  paymentMethodId: string;
  kind: 'CreditCard' | 'BankAccount';
  gateway: string;
  gatewayToken: string;
  brand: string;
  last4: string;
  addedAt: string;
}

/** Stream `Wallet-{memberId}`: the methods still saved, in the order they were added, and the default. */
export interface WalletState {
  methods: SavedPaymentMethod[];
  defaultId: string | null;
}

/** What the gateway stored, as the route hands it over: never the number or the card code themselves. */
export type StoredPaymentMethod = Extract<WalletEvent, { type: 'PaymentMethodAdded' }>['data'];

export type WalletCommand =
  | { type: 'AddPaymentMethod'; method: Omit<StoredPaymentMethod, 'addedAt'>; makeDefault: boolean; now: string }
  | { type: 'RemovePaymentMethod'; memberId: string; paymentMethodId: string; now: string }
  | { type: 'ChooseDefaultPaymentMethod'; memberId: string; paymentMethodId: string; now: string };

const notFound = () => new DomainError('not_found', paymentMethodMessages.notFound);

/** A method of this wallet; another member's id is simply not in it (404: nobody learns it exists). */
export function savedMethod(state: WalletState, paymentMethodId: string): SavedPaymentMethod {
  const method = state.methods.find((m) => m.paymentMethodId === paymentMethodId);
  if (!method) throw notFound();
  return method;
}

export function decideWallet(command: WalletCommand, state: WalletState): WalletEvent[] {
  switch (command.type) {
    case 'AddPaymentMethod': {
      const { method, now } = command;
      // The same command again (a retry): the method is there already.
      if (state.methods.some((m) => m.paymentMethodId === method.paymentMethodId)) return [];
      const events: WalletEvent[] = [{ type: 'PaymentMethodAdded', data: { ...method, addedAt: now } }];
      // The first method is the default at once: there is always a default while the wallet is not empty.
      if (command.makeDefault || state.defaultId === null) {
        events.push({ type: 'DefaultPaymentMethodChosen', data: { memberId: method.memberId, paymentMethodId: method.paymentMethodId, chosenAt: now } });
      }
      return events;
    }
    case 'RemovePaymentMethod': {
      const { memberId, paymentMethodId, now } = command;
      savedMethod(state, paymentMethodId);
      const events: WalletEvent[] = [{ type: 'PaymentMethodRemoved', data: { memberId, paymentMethodId, removedAt: now } }];
      if (state.defaultId === paymentMethodId) {
        // The newest remaining method takes over as default.
        const successor = state.methods.filter((m) => m.paymentMethodId !== paymentMethodId).at(-1);
        if (successor) {
          events.push({ type: 'DefaultPaymentMethodChosen', data: { memberId, paymentMethodId: successor.paymentMethodId, chosenAt: now } });
        }
      }
      return events;
    }
    case 'ChooseDefaultPaymentMethod': {
      const { memberId, paymentMethodId, now } = command;
      savedMethod(state, paymentMethodId);
      if (state.defaultId === paymentMethodId) return [];
      return [{ type: 'DefaultPaymentMethodChosen', data: { memberId, paymentMethodId, chosenAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveWallet(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'PaymentMethodAdded': {
      const { paymentMethodId, kind, gateway, gatewayToken, brand, last4, addedAt } = event.data;
      return { ...state, methods: [...state.methods, { paymentMethodId, kind, gateway, gatewayToken, brand, last4, addedAt }] };
    }
    case 'PaymentMethodRemoved': {
      const { paymentMethodId } = event.data;
      return {
        methods: state.methods.filter((m) => m.paymentMethodId !== paymentMethodId),
        defaultId: state.defaultId === paymentMethodId ? null : state.defaultId,
      };
    }
    case 'DefaultPaymentMethodChosen':
      return { ...state, defaultId: event.data.paymentMethodId };
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: () => ({ methods: [], defaultId: null }),
  evolve: evolveWallet,
  decide: decideWallet,
};
