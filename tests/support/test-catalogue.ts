import { Catalogue, type CatalogueTier, type Promo } from '@certus/contracts';

/** A tier with everything off but what a test sets. */
export function aTier(overrides: Partial<CatalogueTier> & Pick<CatalogueTier, 'id'>): CatalogueTier {
  return {
    label: `Tier ${overrides.id}`,
    option: 'Any year, any value',
    kind: 'standard',
    collectibleTypes: ['Comic'],
    minInsuredCents: 0,
    maxInsuredCents: null,
    minYear: null,
    maxYear: null,
    valueCents: 3000,
    percentOfInsuredBp: null,
    minValueCents: null,
    maxValueCents: null,
    days: 20,
    priority: null,
    express: null,
    partialGrade: null,
    press: null,
    forcesExpressPress: false,
    pressScreen: null,
    ...overrides,
  };
}

export function aPromo(overrides: Partial<Promo> & Pick<Promo, 'promoCode'>): Promo {
  return {
    promoType: 'Percent',
    promoValue: 10,
    addOn: 'total',
    xBooks: 0,
    yBooks: 0,
    collectibleType: null,
    isStandard: true,
    isPriority: true,
    isExpress: true,
    isPressing: false,
    validFrom: null,
    validUntil: null,
    lastUpdatedDate: '2026-01-01',
    description: '10% off the lines total',
    ...overrides,
  };
}

/**
 * A small but complete catalogue for API tests (the repo's catalogue.json is the real one): comic, magazine
 * and reholder tiers, domestic and international carriers, an onsite shipping option, two promos.
 */
export function aCatalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return Catalogue.parse({
    version: 1,
    effectiveFrom: '2026-01-01',
    submissionCountries: ['US'],
    tiers: [
      aTier({ id: 'MN', label: 'Modern', collectibleTypes: ['Comic', 'Manga'], minYear: 1975, maxInsuredCents: 40_000 }),
      aTier({ id: 'ZM', label: 'Magazine', collectibleTypes: ['Magazine'], valueCents: 4000 }),
      aTier({ id: 'CR', label: 'Reholder', kind: 'reholder', collectibleTypes: ['Comic'], valueCents: 1500, days: 10 }),
    ],
    addons: [{ id: 'PRESS', label: 'Pressing', valueCents: 2000, premiumCents: null, premiumFromInsuredCents: null, days: 10 }],
    verifiedPlus: { perSignatureCents: { US: 2000, other: 2500 }, capCents: { US: 8000, other: 10_000 }, capFromSignatures: 4 },
    pedigrees: [{ id: 'EDGAR', label: 'Edgar Church' }],
    grades: [10, 9.8, 9.6],
    dropOffs: [{ id: 'NN', name: 'Mail in', instructions: 'Ship to us.', address: ['Certus', 'PO Box 1', 'Sarasota, FL 34230'], appointmentUrl: null, isMailIn: true }],
    pickUps: [],
    shipOther: [
      { id: 'OWN', label: 'My own carrier account', isOnsite: false },
      { id: 'ONSITE', label: 'Pick up at the show', isOnsite: true },
    ],
    payOther: [{ id: 'CHECK', label: 'Check or money order' }],
    carrierServices: [
      { id: 'FEDEX_2DAY', name: 'FedEx 2Day', carrier: 'FedEx', scope: 'domestic', baseCostCents: 2500, additionalCostCents: 1000, booksPerBox: 10, insurancePer100Cents: 100, maxInsuredCents: 5_000_000, transitDays: 2 },
      { id: 'UPS_GROUND', name: 'UPS Ground', carrier: 'UPS', scope: 'domestic', baseCostCents: 1500, additionalCostCents: 800, booksPerBox: 10, insurancePer100Cents: 100, maxInsuredCents: 1_000_000, transitDays: 5 },
      { id: 'DHL_INTL', name: 'DHL Express Worldwide', carrier: 'DHL', scope: 'international', baseCostCents: 6000, additionalCostCents: 2500, booksPerBox: 10, insurancePer100Cents: 200, maxInsuredCents: 500_000, transitDays: 4 },
    ],
    handlingCents: 500,
    gradingPressScreen: { available: true, minItems: 5, valueCents: 1000 },
    pressingDiscountPerBookCents: { tierIds: ['MN'], cents: 1000 },
    memberDiscounts: { Free: { discountRate: 0, pressingDiscountRate: 0, vspDiscountRate: 0 }, Clubmember: { discountRate: 10, pressingDiscountRate: 10, vspDiscountRate: 10 } },
    promoMinimumAfterDiscountCents: 2000,
    promos: [aPromo({ promoCode: 'SAVE10' }), aPromo({ promoCode: 'FreeShip', promoType: 'FreeShipping', promoValue: 0, description: 'Free return shipping' })],
    limits: { maxComics: 100, maxInsuredCents: 100_000_000 },
    ...overrides,
  });
}
