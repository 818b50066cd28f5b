import { describe, expect, it } from 'vitest';
import { applicableShippingAccounts, shippingAccountProblem, shippingAccountProblems, stripNonAlphanumeric } from './shipping-accounts.ts';

describe('shipping accounts (spec 5 Profile edit)', () => {
  it('strips every non-alphanumeric character', () => {
    expect(stripNonAlphanumeric(' 12-34.56 78_9/ ')).toBe('123456789');
    expect(stripNonAlphanumeric('ab C#1')).toBe('abC1');
  });

  it.each([
    ['fedExAccount', '12345678', 'FedEx account number must be 9-digit alphanumeric code.'],
    ['fedExAccount', '1234567890', 'FedEx account number must be 9-digit alphanumeric code.'],
    ['upsAccount', '12345', 'UPS account number must be 6-digit alphanumeric code.'],
    ['upsAccount', '1234567', 'UPS account number must be 6-digit alphanumeric code.'],
    ['dhlAccount', '12345678', 'DHL account number must be 9-digit alphanumeric code.'],
  ] as const)('refuses %s %s with its message', (field, value, message) => {
    expect(shippingAccountProblem(field, value)).toBe(message);
  });

  it('accepts empty accounts and accounts of the exact length, letters included', () => {
    expect(shippingAccountProblems({ fedExAccount: '', upsAccount: '', dhlAccount: '' })).toEqual({});
    expect(shippingAccountProblems({ fedExAccount: 'AB12CD34E', upsAccount: '1z9y8X', dhlAccount: '123456789' })).toEqual({});
  });

  it('judges accounts after stripping, so punctuation neither helps nor hurts', () => {
    expect(shippingAccountProblems({ fedExAccount: '123-456-789', upsAccount: '12 34 5--', dhlAccount: '---' })).toEqual({
      upsAccount: 'UPS account number must be 6-digit alphanumeric code.',
    });
  });

  it('offers a DHL account only for international shipments', () => {
    const accounts = { fedExAccount: '123456789', upsAccount: '', dhlAccount: 'DHL123456' };
    expect(applicableShippingAccounts(accounts, { international: false }).map((a) => a.carrier)).toEqual(['FedEx']);
    expect(applicableShippingAccounts(accounts, { international: true })).toEqual([
      { carrier: 'FedEx', field: 'fedExAccount', account: '123456789' },
      { carrier: 'DHL', field: 'dhlAccount', account: 'DHL123456' },
    ]);
  });
});
