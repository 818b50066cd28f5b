import { describe, it } from 'vitest';
import { paymentMethodMessages, type WalletEvent } from '@certus/contracts';
import { deciderSpec } from '../shared/decider-spec.ts';
import { walletDecider, type StoredPaymentMethod } from './wallet.decider.ts';

const spec = deciderSpec(walletDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:30:00.000Z';
const memberId = 'm-1';

const aCard = (paymentMethodId: string, overrides: Partial<StoredPaymentMethod> = {}): Omit<StoredPaymentMethod, 'addedAt'> => ({
  memberId,
  paymentMethodId,
  kind: 'CreditCard',
  gateway: 'test',
  gatewayToken: `tok-${paymentMethodId}`,
  brand: 'Visa',
  last4: '1111',
  name: 'Ann Reader',
  expireMonth: 12,
  expireYear: 2030,
  bankName: null,
  ...overrides,
});
const added = (paymentMethodId: string, at = NOW): WalletEvent => ({ type: 'PaymentMethodAdded', data: { ...aCard(paymentMethodId), addedAt: at } });
const chosen = (paymentMethodId: string, at = NOW): WalletEvent => ({ type: 'DefaultPaymentMethodChosen', data: { memberId, paymentMethodId, chosenAt: at } });
const removed = (paymentMethodId: string, at = LATER): WalletEvent => ({ type: 'PaymentMethodRemoved', data: { memberId, paymentMethodId, removedAt: at } });

describe('wallet decider', () => {
  it('given an empty wallet, when a card is added, then it is added and becomes the default', () => {
    spec.given([]).when({ type: 'AddPaymentMethod', method: aCard('pm-1'), makeDefault: false, now: NOW }).then([added('pm-1'), chosen('pm-1')]);
  });

  it('given a wallet with a default, when another card is added without asking, then the default stays', () => {
    spec.given([added('pm-1'), chosen('pm-1')]).when({ type: 'AddPaymentMethod', method: aCard('pm-2'), makeDefault: false, now: LATER }).then([added('pm-2', LATER)]);
  });

  it('given a wallet with a default, when a bank account is added as the default, then it becomes the default', () => {
    const bank = aCard('pm-2', { kind: 'BankAccount', brand: 'Bank account', last4: '9012', expireMonth: null, expireYear: null, bankName: 'First Bank' });
    spec
      .given([added('pm-1'), chosen('pm-1')])
      .when({ type: 'AddPaymentMethod', method: bank, makeDefault: true, now: LATER })
      .then([{ type: 'PaymentMethodAdded', data: { ...bank, addedAt: LATER } }, chosen('pm-2', LATER)]);
  });

  it('given a method already added, when the same add is decided again (a retry), then nothing new happens', () => {
    spec.given([added('pm-1'), chosen('pm-1')]).when({ type: 'AddPaymentMethod', method: aCard('pm-1'), makeDefault: true, now: LATER }).then([]);
  });

  it('given two methods, when the one that is not default is removed, then only it goes', () => {
    spec.given([added('pm-1'), chosen('pm-1'), added('pm-2')]).when({ type: 'RemovePaymentMethod', memberId, paymentMethodId: 'pm-2', now: LATER }).then([removed('pm-2')]);
  });

  it('given three methods, when the default is removed, then the newest remaining one becomes the default', () => {
    spec
      .given([added('pm-1'), chosen('pm-1'), added('pm-2'), added('pm-3')])
      .when({ type: 'RemovePaymentMethod', memberId, paymentMethodId: 'pm-1', now: LATER })
      .then([removed('pm-1'), chosen('pm-3', LATER)]);
  });

  it('given the only method, when it is removed, then the wallet is empty with no default', () => {
    spec.given([added('pm-1'), chosen('pm-1')]).when({ type: 'RemovePaymentMethod', memberId, paymentMethodId: 'pm-1', now: LATER }).then([removed('pm-1')]);
  });

  it('given a method removed already, or one of another wallet, when it is removed, then it is not found', () => {
    spec.given([added('pm-1'), removed('pm-1')]).when({ type: 'RemovePaymentMethod', memberId, paymentMethodId: 'pm-1', now: LATER }).thenThrows(paymentMethodMessages.notFound);
    spec.given([added('pm-1')]).when({ type: 'RemovePaymentMethod', memberId, paymentMethodId: 'someone-elses', now: LATER }).thenThrows(paymentMethodMessages.notFound);
  });

  it('given two methods, when the other one is chosen as default, then DefaultPaymentMethodChosen; choosing it again changes nothing', () => {
    spec.given([added('pm-1'), chosen('pm-1'), added('pm-2')]).when({ type: 'ChooseDefaultPaymentMethod', memberId, paymentMethodId: 'pm-2', now: LATER }).then([chosen('pm-2', LATER)]);
    spec.given([added('pm-1'), chosen('pm-1')]).when({ type: 'ChooseDefaultPaymentMethod', memberId, paymentMethodId: 'pm-1', now: LATER }).then([]);
  });

  it('given a wallet, when an unknown method is chosen as default, then it is not found', () => {
    spec.given([added('pm-1'), chosen('pm-1')]).when({ type: 'ChooseDefaultPaymentMethod', memberId, paymentMethodId: 'pm-9', now: LATER }).thenThrows(paymentMethodMessages.notFound);
  });
});
