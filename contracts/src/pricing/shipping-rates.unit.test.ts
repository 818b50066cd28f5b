import { describe, expect, it } from 'vitest';
import { shippingMessages } from '../http/catalogue-data.ts';
import { DomainError } from '../errors.ts';
import { quoteShippingRates } from './shipping-rates.ts';
import { seedCatalogue } from './test-support.ts';

const domestic = (tiers: { id: string; insuredCents: number; count: number }[], scope: 'order' | 'tier' = 'order') =>
  quoteShippingRates(seedCatalogue, { originCountry: 'US', destinationCountry: 'US', tiers, scope });

describe('quoteShippingRates (spec 7.3 POST /api/data/sh)', () => {
  it('given a domestic destination, when quoted, then only domestic services, cheapest first', () => {
    const [group] = domestic([{ id: 'MN', insuredCents: 10_000, count: 1 }]);
    expect(group?.rates.map((r) => r.id)).toEqual(['USPS_PRIORITY', 'UPS_GROUND', 'FEDEX_2DAY', 'FEDEX_PRIORITY_OVERNIGHT']);
  });

  it('given an international destination, when quoted, then only international services', () => {
    const [group] = quoteShippingRates(seedCatalogue, { originCountry: 'US', destinationCountry: 'GB', tiers: [{ id: 'MN', insuredCents: 10_000, count: 1 }], scope: 'order' });
    expect(group?.rates.map((r) => r.carrier).sort()).toEqual(['DHL', 'FedEx']);
  });

  it('given 25 books, when quoted, then 3 boxes: the base plus 2 additional boxes, and insurance per started $100', () => {
    const [group] = domestic([{ id: 'MN', insuredCents: 250_050, count: 25 }]);
    expect(group?.rates.find((r) => r.id === 'UPS_GROUND')).toEqual({
      id: 'UPS_GROUND', name: 'UPS Ground', carrier: 'UPS', baseCostCents: 1695, additionalCostCents: 2 * 1195,
      insuranceCostCents: 26 * 120, totalCostCents: 1695 + 2390 + 3120, transitDays: 5,
    });
  });

  it('given the order scope, when quoted, then one group of the whole order', () => {
    const groups = domestic([{ id: 'MN', insuredCents: 10_000, count: 4 }, { id: 'NWP', insuredCents: 20_000, count: 7 }]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ tierId: null, count: 11, insuredCents: 30_000 });
    expect(groups[0]?.rates[0]?.additionalCostCents).toBe(1050);
  });

  it('given the tier scope, when quoted, then a group per tier', () => {
    const groups = domestic([{ id: 'MN', insuredCents: 10_000, count: 4 }, { id: 'NWP', insuredCents: 20_000, count: 7 }], 'tier');
    expect(groups.map((g) => [g.tierId, g.count])).toEqual([['MN', 4], ['NWP', 7]]);
  });

  it('given a value above a service maximum, when quoted, then that service is left out', () => {
    const [group] = domestic([{ id: 'UN', insuredCents: 600_000, count: 1 }]);
    expect(group?.rates.map((r) => r.id)).not.toContain('USPS_PRIORITY');
    expect(group?.rates.length).toBeGreaterThan(0);
  });

  it('given a value no service insures, when quoted, then "Could not ship to seleted address."', () => {
    expect(() => domestic([{ id: 'UN', insuredCents: 200_000_000, count: 5 }])).toThrowError(new DomainError('invalid', shippingMessages.cannotShip));
  });
});
