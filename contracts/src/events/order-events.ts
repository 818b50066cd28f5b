import { z } from 'zod';
import { Catalogue, CollectibleType, CountryCode, Promo } from '../catalogue/catalogue.ts';
import { CarrierAccount, PricedLine, SummaryLine, TierGroup } from '../submission/submission.ts';
import { AddressView } from '../read-models/address.ts';

const at = z.iso.datetime();
const cents = z.number().int().nonnegative();

/**
 * The service catalogue was published (stream `Catalogue`): the whole catalogue, so any later reader prices
 * exactly as the member was shown. Published at start-up when the repo file's version is newer.
 */
export const CataloguePublished = z.object({
  type: z.literal('CataloguePublished'),
  data: z.object({ catalogue: Catalogue, publishedAt: at }),
});
export const CatalogueEvent = z.discriminatedUnion('type', [CataloguePublished]);
export type CatalogueEvent = z.infer<typeof CatalogueEvent>;
export const catalogueEventTypes = CatalogueEvent.options.map((o) => o.shape.type.value);
export const CATALOGUE_STREAM_ID = 'Catalogue';

const RateSnapshot = z.object({
  /** Tier group it carries, or null for the whole order. */
  tierId: z.string().nullable(),
  id: z.string(),
  name: z.string(),
  baseCostCents: cents,
  additionalCostCents: cents,
  insuranceCostCents: cents,
  totalCostCents: cents,
});

/** The return address as it was when the order was submitted (the address book may change later). */
const AddressSnapshot = AddressView.pick({
  firstName: true,
  lastName: true,
  line1: true,
  line2: true,
  city: true,
  stateProvince: true,
  zipPostal: true,
  country: true,
}).extend({ addressId: z.string() });

/**
 * An order was submitted (POST /api/orders/submit), stream `Order-{orderId}`: the full submission as priced
 * by the server (spec 3 Order summary), with snapshots of the address, rate, promo and payment it used, so
 * the order reads the same whatever later happens to the address book, catalogue or wallet.
 */
export const OrderSubmitted = z.object({
  type: z.literal('OrderSubmitted'),
  data: z.object({
    orderId: z.string(),
    memberId: z.string(),
    memberEmail: z.string(),
    memberName: z.string(),
    membership: z.string(),
    submittedAt: at,
    /** SHA-256 of the canonical request body: the same Idempotency-Key with another body is refused. */
    requestHash: z.string(),
    catalogueVersion: z.number().int().positive(),
    countryCode: CountryCode,
    collectibleType: CollectibleType,
    currency: z.enum(['USD', 'CAD']),
    comics: z.array(PricedLine),
    tiers: z.array(TierGroup),
    isGradingPressScreen: z.boolean(),
    count: z.number().int().positive(),
    insuredCents: cents,
    baseTotalCents: cents,
    totalCents: cents,
    discountRate: z.number(),
    pressingDiscountRate: z.number(),
    vspDiscountRate: z.number(),
    gradingDiscountCents: cents,
    pressingDiscountCents: cents,
    vspDiscountCents: cents,
    discountCents: cents,
    promo: Promo.nullable(),
    promoDiscountCents: cents,
    handlingCents: cents,
    shippingCents: cents,
    insuranceCents: cents,
    shCents: cents,
    isInsurance: z.boolean(),
    rewardsAppliedCents: cents,
    grandTotalCents: cents,
    days: z.number().int().nonnegative(),
    turnaround: z.string(),
    summary: z.array(SummaryLine),
    dropOff: z.object({ id: z.string(), name: z.string(), isMailIn: z.boolean() }),
    shipping: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('address'), address: AddressSnapshot }),
      z.object({ kind: z.literal('pickup'), pickUpId: z.string(), name: z.string() }),
    ]),
    shippingAccount: z.object({ carrier: CarrierAccount, accountNumber: z.string() }).nullable(),
    rates: z.array(RateSnapshot),
    payment: z.object({
      paymentMethodId: z.string(),
      displayName: z.string(),
      /** 'Charged' at submit (the grand total); 'NotRequired' when the grand total is 0. */
      status: z.enum(['Charged', 'NotRequired']),
      amountCents: cents,
      transactionId: z.string().nullable(),
    }),
  }),
});

export const OrderEvent = z.discriminatedUnion('type', [OrderSubmitted]);
export type OrderEvent = z.infer<typeof OrderEvent>;
export type OrderSubmittedData = z.infer<typeof OrderSubmitted>['data'];
export const orderEventTypes = OrderEvent.options.map((o) => o.shape.type.value);
export const orderStreamId = (orderId: string) => `Order-${orderId}`;

/**
 * The member's order list on the command side (stream `MemberOrders-{memberId}`): one entry per submitted
 * order, appended right after its OrderSubmitted under the command id `member-order:{orderId}` (so a retry
 * records it once). Checkout reads it to know whether the member has no order yet (spec 3 Member
 * isWelcomePromo) without asking a read model.
 */
export const MemberOrderRecorded = z.object({
  type: z.literal('MemberOrderRecorded'),
  data: z.object({ memberId: z.string(), orderId: z.string(), submittedAt: at }),
});
export const MemberOrdersEvent = z.discriminatedUnion('type', [MemberOrderRecorded]);
export type MemberOrdersEvent = z.infer<typeof MemberOrdersEvent>;
export const memberOrdersStreamId = (memberId: string) => `MemberOrders-${memberId}`;
export const memberOrderCommandId = (orderId: string) => `member-order:${orderId}`;
