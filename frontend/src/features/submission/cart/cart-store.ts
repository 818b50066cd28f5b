import type { Store } from '@reduxjs/toolkit';
import type { SubmitDataResponse } from '@certus/contracts';
import { rootReducer, type RootState } from '../../../app/store.ts';
import { notifyError } from '../../../components/ui/toast.ts';
import { cartOwnerOf } from './cart-owner.ts';
import { cartNoticeShown, cartNoticeSlice } from './cart-notice.ts';
import { cartCorrection } from './cart-reconcile.ts';
import { cartActions, cartSlice, type CartState } from './cart-slice.ts';
import { readStoredCart, writeStoredCart } from './cart-storage.ts';

/**
 * The cart joins the store when the submission (or checkout) code first loads, not with the home page:
 * combineSlices injection keeps its code out of the first load (tests/e2e/first-load-budget.e2e.ts).
 */
const withCart = rootReducer.inject(cartSlice).inject(cartNoticeSlice);

/** The cart, also before its first action reached the store (then the empty, ownerless cart). */
export const selectSubmissionCart = withCart.selector((state) => state.cart);
export const selectCartNotice = withCart.selector((state) => state.cartNotice.message);
export const selectCartOwner = (state: RootState) => cartOwnerOf(state.identity.current);

type AnyStore = Pick<Store<RootState>, 'getState' | 'dispatch' | 'subscribe'>;
const installed = new WeakSet<object>();

/**
 * Ties the cart of a store to local storage and to the signed-in member (spec 4), once per store:
 * - loads the member's stored cart (another member's is discarded), and again whenever the member changes
 *   (a login re-initialises it);
 * - writes every change of the member's cart back (so cartSubmitted, dispatched by the checkout after a
 *   successful submit, leaves an empty cart stored).
 */
export function installCart(store: AnyStore): void {
  if (installed.has(store)) return;
  installed.add(store);

  let owner = selectCartOwner(store.getState());
  let cart: CartState = selectSubmissionCart(store.getState());
  const load = () => {
    if (owner) store.dispatch(cartActions.cartLoaded(readStoredCart(owner)));
    else store.dispatch(cartActions.cartLoaded(cartSlice.getInitialState()));
  };

  store.subscribe(() => {
    const state = store.getState();
    const nextOwner = selectCartOwner(state);
    if (nextOwner !== owner) {
      owner = nextOwner;
      load();
      return;
    }
    const next = selectSubmissionCart(state);
    if (next === cart) return;
    cart = next;
    if (owner && next.ownerId === owner) writeStoredCart(next);
  });
  load();
}

/**
 * Brings the cart in line with the catalogue the server answered for it (cart-reconcile.ts). Reads the
 * store afresh, so asking twice (two screens, strict mode) corrects and notifies once.
 */
export function reconcileCart(store: AnyStore, data: SubmitDataResponse): void {
  for (let step = 0; step < 4; step++) {
    const correction = cartCorrection(selectSubmissionCart(store.getState()), data);
    if (!correction) return;
    store.dispatch(correction.action);
    if (correction.notice) {
      store.dispatch(cartNoticeShown(correction.notice));
      notifyError('Your cart was reset', correction.notice);
    }
  }
}
