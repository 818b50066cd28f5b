import { quoteShippingRates, type Promo, type ShippingRatesResponse, type SubmitDataResponse } from '@certus/contracts';
import { aLine, promoOf, seedCatalogue } from '@certus/contracts/pricing/test-support';
import { emptyCart, type CartState } from '../../submission/cart/cart-slice.ts';
import { aPaymentMethod, anAddress } from '../../../testing/builders.ts';
import type { CheckoutMember } from '../machine/checkout-context.ts';
import type { RatesRequest } from '../machine/checkout-rules.ts';

/** Test data for checkout: the repo's seed catalogue (the one the server publishes), fresh ids per call. */

const catalogue = seedCatalogue;
let sequence = 0;
const next = () => ++sequence;

/** GET /api/data/submitdata/US/Comic as the query side answers it from the seed catalogue. */
export function aSubmitData(overrides: Partial<SubmitDataResponse> = {}): SubmitDataResponse {
  return {
    catalogueVersion: catalogue.version,
    effectiveFrom: catalogue.effectiveFrom,
    countryCode: 'US',
    collectibleType: 'Comic',
    isAvailable: true,
    currency: 'USD',
    pricedInCountryCurrency: true,
    tiers: catalogue.tiers.filter((t) => t.collectibleTypes.includes('Comic')),
    addons: catalogue.addons,
    verifiedPlus: catalogue.verifiedPlus,
    pedigrees: catalogue.pedigrees,
    grades: catalogue.grades,
    dropOffs: catalogue.dropOffs,
    pickUps: catalogue.pickUps,
    handlingCents: catalogue.handlingCents,
    gradingPressScreen: catalogue.gradingPressScreen,
    pressingDiscountPerBookCents: catalogue.pressingDiscountPerBookCents,
    memberDiscounts: catalogue.memberDiscounts,
    promoMinimumAfterDiscountCents: catalogue.promoMinimumAfterDiscountCents,
    limits: catalogue.limits,
    carrierServices: catalogue.carrierServices,
    ...overrides,
  };
}

/** A promo of the seed catalogue (SAVE10, FREESHIP, WELCOME15, SUMMER24, ...). */
export const seedPromo = (code: string): Promo => promoOf(code);

/** A modern comic ($100, 1988) on MN, nothing added (the contracts' test line). */
export const aComicLine = aLine;

/** The member's cart: one comic, nothing chosen for checkout yet. */
export function aCart(overrides: Partial<CartState> = {}): CartState {
  return { ...emptyCart('member@example.com', catalogue.version), comics: [aComicLine()], ...overrides };
}

/** A paid member with one US address and one card; no carrier accounts, no rewards. */
export function aCheckoutMember(overrides: Partial<CheckoutMember> = {}): CheckoutMember {
  const n = next();
  return {
    id: `member-${n}`,
    membership: 'Clubmember',
    isWelcomePromo: false,
    rewardsAvailableCents: 0,
    accounts: { fedExAccount: '', upsAccount: '', dhlAccount: '' },
    addresses: [anAddress({ id: 'address-home', line1: '1 Legacy Drive', isDefault: true })],
    payMethods: [aPaymentMethod({ id: 'card-visa', last4: '1111', isDefault: true })],
    ...overrides,
  };
}

/** What POST /api/data/sh answers, worked out by the contracts' rate tables (domestic unless told). */
export function ratesFor(request: RatesRequest, destinationCountry = 'US'): ShippingRatesResponse {
  const groups = quoteShippingRates(catalogue, {
    originCountry: request.body.originCountry,
    destinationCountry,
    scope: request.body.scope,
    tiers: request.body.tiers.map((t) => ({ id: t.id, insuredCents: t.insuredCents, count: t.count })),
  });
  return { groups };
}
