import type { CarrierService } from '../catalogue/catalogue.ts';
import { DomainError } from '../errors.ts';
import { shippingMessages } from '../http/catalogue-data.ts';
import type { PricingCatalogue, RateGroup, RateQuote, ShippingQuoteRequest } from './types.ts';

/**
 * Return-shipping rates (spec 7.3 POST /api/data/sh) from the catalogue's rate tables: a service serves
 * domestic (destination country = origin country) or international shipments; books go in boxes of
 * booksPerBox, the first box at baseCostCents and each further one at additionalCostCents; insurance is
 * insurancePer100Cents per started $100 declared, and a service insuring less than the group's declared
 * value is not offered. RateQuote.totalCostCents includes the insurance (what the rate costs insured);
 * the order takes the insurance only when the member keeps it (isInsurance).
 */

export function quoteService(service: CarrierService, group: { count: number; insuredCents: number }): RateQuote {
  const boxes = Math.max(1, Math.ceil(group.count / service.booksPerBox));
  const additionalCostCents = service.additionalCostCents * (boxes - 1);
  const insuranceCostCents = Math.ceil(group.insuredCents / 10_000) * service.insurancePer100Cents;
  return {
    id: service.id,
    name: service.name,
    carrier: service.carrier,
    baseCostCents: service.baseCostCents,
    additionalCostCents,
    insuranceCostCents,
    totalCostCents: service.baseCostCents + additionalCostCents + insuranceCostCents,
    transitDays: service.transitDays,
  };
}

/** Rates per group (one for the order, or one per tier group); cheapest first. Throws when a group cannot be shipped. */
export function quoteShippingRates(catalogue: Pick<PricingCatalogue, 'carrierServices'>, request: ShippingQuoteRequest): RateGroup[] {
  const scope = request.originCountry.toUpperCase() === request.destinationCountry.toUpperCase() ? 'domestic' : 'international';
  const services = catalogue.carrierServices.filter((s) => s.scope === scope);
  const groups =
    request.scope === 'order'
      ? [
          {
            tierId: null,
            count: request.tiers.reduce((n, t) => n + t.count, 0),
            insuredCents: request.tiers.reduce((n, t) => n + t.insuredCents, 0),
          },
        ]
      : request.tiers.map((t) => ({ tierId: t.id, count: t.count, insuredCents: t.insuredCents }));
  return groups.map((group) => {
    const rates = services
      .filter((s) => s.maxInsuredCents >= group.insuredCents)
      .map((s) => quoteService(s, group))
      .sort((a, b) => a.totalCostCents - b.totalCostCents);
    if (rates.length === 0) throw new DomainError('invalid', shippingMessages.cannotShip);
    return { ...group, rates };
  });
}
