// The public face of the submission feature (spec 2.3, 4): what the checkout and the app may use.
// Importing it injects the cart into the store (cart/cart-store.ts), so only lazy route code imports it.
//
// For the checkout:
// - useSubmissionCart(): { cart, submitData, member, priced, isLoading, isError, retry, retrying }
//     cart: the signed-in member's CartState, loaded from local storage (another member's cart discarded)
//     and written back on every change; submitData: GET /api/data/submitdata for the cart's country and
//     type (undefined while loading or while the cart is being corrected); priced: priceSubmission with
//     the member's discounts and no promo, rates or rewards (the builder's totals), null until known.
//     It also keeps the cart in line with the catalogue (outdated version, Canada, Grading Press Screen).
// - useCartPricingInput(promo?): SubmissionPricingInput | null for the whole cart (shipping, chosen
//     rates, promo code and the promo it names, insurance, rewards), for the checkout's priceSubmission.
// - useCartState(): { cart, loaded } without the catalogue (installs the cart in the store).
// - cartPricingInput(cart, member, { promo, today }) and builderPricingInput(cart, member, today): the same
//     inputs as pure functions; localToday().
// - cartActions (cart-slice.ts) for every change, e.g. cartSubmitted after a successful submit (the stored
//     cart is then emptied too); selectSubmissionCart for selectors (safe before the cart's first action).
// - canCheckOut(cart, priced): spec 4's "valid total, or every comic grade-screened".
// - useGetSubmitDataQuery, useGetSubmissionMemberQuery (SubmissionMember: memberId + MemberPricingProfile).
// - SubmissionLayout is internal; the checkout has its own frame.
export { useSubmissionCart, useCartPricingInput, useCartState, type SubmissionCartView } from './hooks/use-submission-cart.ts';
export { cartPricingInput, builderPricingInput, localToday, type PricingExtras } from './cart/pricing-input.ts';
export { cartActions, cartSlice, emptyCart, type CartState, type ChosenRate } from './cart/cart-slice.ts';
export { selectSubmissionCart, selectCartOwner, installCart } from './cart/cart-store.ts';
export { CART_STORAGE_KEY } from './cart/cart-storage.ts';
export { canCheckOut } from './pages/submit-list-page.tsx';
export { useGetSubmitDataQuery, useGetSubmissionMemberQuery, type SubmissionMember } from './api/submission-api.ts';
export { analyticsItem } from './cart/cart-analytics.ts';
