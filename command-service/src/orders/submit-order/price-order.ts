import {
  dropOffSnapshotOf,
  DomainError,
  addressMessages,
  applyTierRules,
  eligibleTiers,
  modelStateError,
  orderFiguresOf,
  priceSubmission,
  qualifiesForGradingPressScreen,
  quoteShippingRates,
  shippingAccountRules,
  shippingAccountFields,
  submissionMessages,
  validateComicLine,
  validateReholderId,
  type Catalogue,
  type ComicLine,
  type MemberPricingProfile,
  type OrderSubmittedData,
  type PricedSubmission,
  type RateGroup,
  type RateQuote,
  type RecordedAddress,
  type ShippingAccounts,
  type SubmitOrderBody,
  type SubmissionPricingInput,
  type ComicCertifiedData,
} from '@certus/contracts';
import { ValidationFailed } from '@certus/infra';
import { submitOrderMessages } from './submit-order-messages.ts';

/** What the server knows of the member at submit time (read from the member's own streams by the route). */
export interface SubmitterContext {
  memberId: string;
  memberEmail: string;
  memberName: string;
  profile: MemberPricingProfile;
  /** The member's address book (only the caller's: another member's address id is simply not here). */
  addresses: ReadonlyArray<{ id: string; address: RecordedAddress }>;
  /** The member's carrier accounts (null when the body ships on none, so the route did not read them). */
  shippingAccounts: ShippingAccounts | null;
  /** The certified books the reholder lines name, by the id as typed (null: no such certificate). */
  certificates: ReadonlyMap<string, ComicCertifiedData | null>;
  now: Date;
}

/** The order as priced by the server: everything of OrderSubmitted but its id, hash and payment. */
export type PricedOrder = Omit<OrderSubmittedData, 'orderId' | 'requestHash' | 'payment'>;

type Problems = Record<string, string[]>;
const add = (problems: Problems, field: string, message: string) => {
  const list = (problems[field] ??= []);
  if (!list.includes(message)) list.push(message);
};
const refuse = (problems: Problems) => new ValidationFailed(modelStateError(problems, submitOrderMessages.submitFailed));

/**
 * Spec 4 and 5 checks of one line, against the catalogue only: the tier must exist for the collectible type
 * and suit the line (kind, year, declared value: a cheap tier for an expensive book is a tampered price),
 * the tier rules are applied as the builder applies them, then the line's field rules. Problems are keyed
 * `comics[i].field`.
 */
function ruledLines(body: SubmitOrderBody, catalogue: Catalogue, certificates: SubmitterContext['certificates'], problems: Problems): ComicLine[] {
  const { collectibleType } = body;
  return body.comics.map((line, i) => {
    const at = (field: string) => `comics[${i}].${field}`;
    if (line.kind === 'reholder') {
      // The builder checked the id against the certificate; the server checks it again (spec 5 Reholder).
      const id = line.reholderId ?? '';
      const refused = validateReholderId(id, certificates.get(id) ?? null, collectibleType);
      if (refused) add(problems, at('reholderId'), refused);
    }
    if (line.insuredCents > catalogue.limits.maxInsuredCents) add(problems, at('insuredCents'), submissionMessages.insuredOverLimit);
    const tier = catalogue.tiers.find((t) => t.id === line.tierId && t.collectibleTypes.includes(collectibleType));
    if (!tier) {
      add(problems, at('tierId'), submissionMessages.tierNotForLine);
      return line;
    }
    const ruled = applyTierRules(line, tier);
    const fits = eligibleTiers(catalogue.tiers, { collectibleType, kind: ruled.kind, year: ruled.year, insuredCents: ruled.insuredCents });
    if (!fits.some((t) => t.id === tier.id)) add(problems, at('tierId'), submissionMessages.tierNotForLine);
    for (const problem of validateComicLine(ruled, { catalogue, collectibleType })) add(problems, at(problem.field), problem.message);
    return ruled;
  });
}

function chosenRates(body: SubmitOrderBody, groups: RateGroup[], problems: Problems): { rates: RateQuote[]; snapshots: PricedOrder['rates'] } {
  const rate = body.rate!;
  const picks: Array<{ tierId: string | null; quote: RateQuote }> = [];
  for (const group of groups) {
    const serviceId = rate.scope === 'order' ? rate.serviceId : rate.byTier[group.tierId ?? ''];
    const quote = serviceId === undefined ? undefined : group.rates.find((r) => r.id === serviceId);
    if (!quote) {
      add(problems, 'rate', serviceId === undefined ? submitOrderMessages.rateRequired : submitOrderMessages.rateUnknown);
      continue;
    }
    picks.push({ tierId: group.tierId, quote });
  }
  return {
    rates: picks.map((p) => p.quote),
    snapshots: picks.map(({ tierId, quote: q }) => ({
      tierId,
      id: q.id,
      name: q.name,
      baseCostCents: q.baseCostCents,
      additionalCostCents: q.additionalCostCents,
      insuranceCostCents: q.insuranceCostCents,
      totalCostCents: q.totalCostCents,
    })),
  };
}

/**
 * Prices a submission as the server sees it: the catalogue's figures, the member's own level, address,
 * carrier accounts and rewards, the tier rules re-applied and the shipping rates quoted again. Nothing the
 * browser computed is used (the body carries no prices: zod stripped any). Throws ValidationFailed (400,
 * modelState) for what the member must fix, DomainError for a missing address (404) or a carrier that
 * cannot ship (400). The caller has already checked the catalogue version and the country.
 */
export function priceOrder(body: SubmitOrderBody, catalogue: Catalogue, member: SubmitterContext): PricedOrder {
  const problems: Problems = {};
  const count = body.comics.reduce((sum, line) => sum + line.quantity, 0);
  if (count > catalogue.limits.maxComics) add(problems, 'comics', submissionMessages.tooManyComics);
  const lines = ruledLines(body, catalogue, member.certificates, problems);
  if (body.isGradingPressScreen && !qualifiesForGradingPressScreen(lines, catalogue)) {
    add(problems, 'isGradingPressScreen', submissionMessages.gradingPressScreenUnavailable);
  }

  const dropOff = catalogue.dropOffs.find((d) => d.id === body.dropOffId);
  if (!dropOff) add(problems, 'dropOffId', submitOrderMessages.dropOffUnknown);
  const isPickUp = body.shipping.kind === 'pickup';
  let shipping: PricedOrder['shipping'] | undefined;
  if (body.shipping.kind === 'pickup') {
    const { pickUpId } = body.shipping;
    const pickUp = catalogue.pickUps.find((p) => p.id === pickUpId);
    if (!pickUp) add(problems, 'shipping', submitOrderMessages.pickUpUnknown);
    else shipping = { kind: 'pickup', pickUpId: pickUp.id, name: pickUp.name };
    if (dropOff?.isMailIn) add(problems, 'shipping', submitOrderMessages.pickUpNeedsCounter);
  } else {
    const { addressId } = body.shipping;
    const entry = member.addresses.find((a) => a.id === addressId);
    if (!entry) throw new DomainError('not_found', addressMessages.notFound);
    const { phone: _phone, ...address } = entry.address;
    shipping = { kind: 'address', address: { addressId, ...address } };
  }

  let shippingAccount: PricedOrder['shippingAccount'] = null;
  if (body.shippingAccount) {
    const carrier = body.shippingAccount;
    const field = shippingAccountFields.find((f) => shippingAccountRules[f].carrier === carrier)!;
    const accountNumber = member.shippingAccounts?.[field] ?? '';
    if (shipping?.kind !== 'address') add(problems, 'shippingAccount', submitOrderMessages.shippingAccountNeedsAddress);
    else if (accountNumber === '') add(problems, 'shippingAccount', submitOrderMessages.shippingAccountMissing(carrier));
    else if (carrier === 'DHL' && shipping.address.country === body.countryCode) add(problems, 'shippingAccount', submitOrderMessages.dhlInternationalOnly);
    else shippingAccount = { carrier, accountNumber };
  }
  const shipsWithUs = !isPickUp && !body.shippingAccount;
  if (!body.isInsurance && shipsWithUs && !body.uninsuredConfirmed) add(problems, 'uninsuredConfirmed', submitOrderMessages.uninsuredNeedsConfirmation);
  if (shipsWithUs && !body.rate) add(problems, 'rate', submitOrderMessages.rateRequired);
  if (Object.keys(problems).length) throw refuse(problems);

  const promo = body.promoCode ? (catalogue.promos.find((p) => p.promoCode.toLowerCase() === body.promoCode!.toLowerCase()) ?? null) : null;
  const input: SubmissionPricingInput = {
    countryCode: body.countryCode,
    collectibleType: body.collectibleType,
    comics: lines,
    isGradingPressScreen: body.isGradingPressScreen,
    member: member.profile,
    promoCode: body.promoCode || null,
    promo,
    today: member.now.toISOString().slice(0, 10),
    hasShippingAddress: shipping?.kind === 'address',
    chosenRates: [],
    isInsurance: body.isInsurance,
    usesShippingAccount: body.shippingAccount !== null,
    returnShipping: isPickUp ? 'pickUp' : 'shipped',
    rewardsRequestedCents: body.rewardsRequestedCents,
  };

  // Rates are quoted for the tier groups the lines make, so the lines are priced once without rates first.
  let rates: PricedOrder['rates'] = [];
  let priced: PricedSubmission = priceSubmission(catalogue, input);
  if (shipsWithUs && shipping?.kind === 'address') {
    const groups = quoteShippingRates(catalogue, {
      originCountry: body.countryCode,
      destinationCountry: shipping.address.country,
      tiers: priced.tiers.map((t) => ({ id: t.id, insuredCents: t.insuredCents, count: t.count })),
      scope: body.rate!.scope,
    });
    const chosen = chosenRates(body, groups, problems);
    if (Object.keys(problems).length) throw refuse(problems);
    rates = chosen.snapshots;
    priced = priceSubmission(catalogue, { ...input, chosenRates: chosen.rates });
  }
  if (priced.promo.status === 'refused') throw refuse({ promoCode: [priced.promo.message] });

  return {
    memberId: member.memberId,
    memberEmail: member.memberEmail,
    memberName: member.memberName,
    membership: member.profile.membership,
    submittedAt: member.now.toISOString(),
    catalogueVersion: catalogue.version,
    countryCode: body.countryCode,
    collectibleType: body.collectibleType,
    currency: body.countryCode === 'CA' ? 'CAD' : 'USD',
    ...orderFiguresOf(priced),
    isInsurance: body.isInsurance,
    dropOff: dropOffSnapshotOf(dropOff!),
    shipping: shipping!,
    shippingAccount,
    rates,
  };
}

