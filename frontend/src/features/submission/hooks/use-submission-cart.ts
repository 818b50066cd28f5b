import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useSelector, useStore } from 'react-redux';
import { priceSubmission, type PricedSubmission, type Promo, type SubmissionPricingInput, type SubmitDataResponse } from '@certus/contracts';
import type { RootState } from '../../../app/store.ts';
import { useGetSubmissionMemberQuery, useGetSubmitDataQuery, type SubmissionMember } from '../api/submission-api.ts';
import type { CartState } from '../cart/cart-slice.ts';
import { installCart, reconcileCart, selectCartOwner, selectSubmissionCart } from '../cart/cart-store.ts';
import { builderPricingInput, cartPricingInput, localToday } from '../cart/pricing-input.ts';

export interface SubmissionCartView {
  /** The signed-in member's cart (empty until loaded from storage). */
  cart: CartState;
  /** GET /api/data/submitdata for the cart's country and type; undefined while loading. */
  submitData: SubmitDataResponse | undefined;
  /** The member's discount level and rewards; undefined while loading. */
  member: SubmissionMember | undefined;
  /** The builder's prices (member discounts; no promo, rates or rewards); null until both are known. */
  priced: PricedSubmission | null;
  isLoading: boolean;
  /** The catalogue or the profile could not be read. */
  isError: boolean;
  retry(): void;
  retrying: boolean;
}

/** Installs the cart in this store (once) and selects it; `loaded` once it is the signed-in member's. */
export function useCartState(): { cart: CartState; loaded: boolean } {
  const store = useStore<RootState>();
  // Before paint, so the first screen the member sees already holds their stored cart.
  useLayoutEffect(() => installCart(store), [store]);
  const cart = useSelector(selectSubmissionCart);
  const owner = useSelector(selectCartOwner);
  return { cart, loaded: owner !== null && cart.ownerId === owner };
}

function safelyPriced(data: SubmitDataResponse, input: SubmissionPricingInput): PricedSubmission | null {
  try {
    return priceSubmission(data, input);
  } catch {
    // A line the catalogue cannot price (a tier gone since it was added) shows no total rather than a wrong one.
    return null;
  }
}

/**
 * The submission cart with its catalogue and prices, for the builder and the checkout. Keeps the cart in
 * line with the catalogue (outdated version, Canada, Grading Press Screen: cart-reconcile.ts).
 */
export function useSubmissionCart(): SubmissionCartView {
  const store = useStore<RootState>();
  const { cart, loaded } = useCartState();
  const args = { countryCode: cart.countryCode, collectibleType: cart.collectibleType };
  const submitData = useGetSubmitDataQuery(args, { skip: !loaded });
  const member = useGetSubmissionMemberQuery(undefined, { skip: !loaded });
  // currentData: an answer for the previous country or type is not this cart's catalogue.
  const data = submitData.currentData;

  useEffect(() => {
    if (loaded && data) reconcileCart(store, data);
  }, [store, loaded, data, cart]);

  const fits = Boolean(data && data.countryCode === cart.countryCode && data.collectibleType === cart.collectibleType && data.catalogueVersion === cart.version);
  const today = localToday();
  const priced = useMemo(
    () => (fits && data && member.data ? safelyPriced(data, builderPricingInput(cart, member.data, today)) : null),
    [fits, data, member.data, cart, today],
  );

  return {
    cart,
    submitData: fits ? data : undefined,
    member: member.data,
    priced,
    isLoading: !loaded || (!fits && !submitData.isError) || member.isLoading,
    isError: (submitData.isError && !data) || (member.isError && !member.data),
    retry: () => {
      if (submitData.isError) void submitData.refetch();
      if (member.isError) void member.refetch();
    },
    retrying: submitData.isFetching || member.isFetching,
  };
}

/**
 * The engine's input for the whole cart (shipping, rates, promo code and rewards included), for the
 * checkout's totals; null until the cart and the member are loaded. `promo` is what the cart's code names.
 */
export function useCartPricingInput(promo: Promo | null = null): SubmissionPricingInput | null {
  const { cart, loaded } = useCartState();
  const member = useGetSubmissionMemberQuery(undefined, { skip: !loaded });
  const today = localToday();
  return useMemo(() => (loaded && member.data ? cartPricingInput(cart, member.data, { promo, today }) : null), [loaded, member.data, cart, promo, today]);
}
