import { describe, expect, it } from 'vitest';
import { auditSearchMessages } from '@certus/contracts';
import { auditMessages } from '../model/audit-messages.ts';
import { centsOfDollars, formValuesOf, readSearchForm, searchParamsOf, searchQueryOf, type SearchFormValues } from './search-query.ts';

const blank: SearchFormValues = { orderId: '', email: '', from: '', to: '', status: '', minDollars: '', maxDollars: '' };

describe('the order search kept in the URL', () => {
  it('given dollars as typed, then they are read as cents, and anything else is no amount', () => {
    expect([centsOfDollars('53'), centsOfDollars('$1,200.5'), centsOfDollars(' 0.05 '), centsOfDollars('12.345'), centsOfDollars('-3'), centsOfDollars('ten')]).toEqual([5_300, 120_050, 5, null, null, null]);
  });

  it('given a filled form, then the query carries each filter as the API names it, the order id in upper case and the totals in cents', () => {
    const read = readSearchForm({ orderId: ' 25-democ', email: ' demo ', from: '2025-05-01', to: '2025-05-31', status: 'Shipping', minDollars: '12.50', maxDollars: '300' });
    expect(read).toEqual({ query: { orderId: '25-DEMOC', email: 'demo', from: '2025-05-01', to: '2025-05-31', status: 'Shipping', minCents: '1250', maxCents: '30000' } });
  });

  it('given ranges the wrong way round or no amount, then each field says what is wrong, in the API’s words where it has them', () => {
    expect(readSearchForm({ ...blank, from: '2025-06-01', to: '2025-05-01', minDollars: '500', maxDollars: '50' })).toEqual({
      errors: { to: auditSearchMessages.fromAfterTo, maxDollars: auditMessages.maxBelowMin },
    });
    expect(readSearchForm({ ...blank, orderId: 'x'.repeat(41), minDollars: 'lots' })).toEqual({ errors: { orderId: auditSearchMessages.orderId, minDollars: auditMessages.dollarsFormat } });
  });

  it('given a query, then its URL and back give the same query, and the form shows the totals in dollars', () => {
    const query = { orderId: '25-DEMOC', status: 'Invoicing' as const, minCents: '5300', maxCents: '1250', page: '3' };
    const params = searchParamsOf(query);
    expect(params.toString()).toBe('orderId=25-DEMOC&status=Invoicing&minCents=5300&maxCents=1250&page=3');
    expect(searchQueryOf(params)).toEqual(query);
    expect(formValuesOf(query)).toMatchObject({ minDollars: '53', maxDollars: '12.50' });
  });

  it('given a URL edited by hand, then what the API would refuse is left out rather than asked for', () => {
    expect(searchQueryOf(new URLSearchParams('status=Lost&minCents=12.5&from=2025-02-30&page=0&email=demo&extra=1'))).toEqual({ email: 'demo' });
  });
});
