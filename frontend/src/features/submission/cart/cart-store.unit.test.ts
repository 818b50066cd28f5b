import { afterEach, describe, expect, it } from 'vitest';
import { setupStore } from '../../../app/store.ts';
import { signedIn, signedOut } from '../../auth/identity/identity-slice.ts';
import { aTokenResponse, anIdentity } from '../../../testing/builders.ts';
import { aCart, aComicLine, storeCart, storedCart } from '../testing/submission-builders.ts';
import { cartActions } from './cart-slice.ts';
import { CART_STORAGE_KEY, readStoredCart } from './cart-storage.ts';
import { installCart, selectSubmissionCart } from './cart-store.ts';

const storeFor = (email: string | null) =>
  setupStore({
    navigation: { navigate: () => {}, currentPath: () => '/submit' },
    preloadedState: { identity: { current: email ? anIdentity({ email, userName: email }) : null } },
  });

afterEach(() => window.localStorage.clear());

describe('the stored cart (spec 4: local storage, one key, tied to the logged-in user)', () => {
  it("loads the member's own stored cart", () => {
    const line = aComicLine();
    storeCart(aCart('ada@example.com', { comics: [line] }));
    const store = storeFor('ada@example.com');

    installCart(store);

    expect(selectSubmissionCart(store.getState()).comics).toEqual([line]);
  });

  it("discards a cart stored for another member and starts this member's empty one", () => {
    storeCart(aCart('grace@example.com', { comics: [aComicLine()] }));
    const store = storeFor('ada@example.com');

    installCart(store);

    const cart = selectSubmissionCart(store.getState());
    expect(cart.ownerId).toBe('ada@example.com');
    expect(cart.comics).toEqual([]);
  });

  it('ties the cart to the member id of the token claims when there is one', () => {
    storeCart(aCart('member-42', { comics: [aComicLine()] }));
    const store = setupStore({
      navigation: { navigate: () => {}, currentPath: () => '/submit' },
      preloadedState: { identity: { current: anIdentity({ claims: JSON.stringify({ memberId: 'member-42' }) }) } },
    });

    installCart(store);

    expect(selectSubmissionCart(store.getState()).comics).toHaveLength(1);
  });

  it('writes every change back under the one key', () => {
    const store = storeFor('ada@example.com');
    installCart(store);
    const line = aComicLine();

    store.dispatch(cartActions.comicAdded(line));

    expect(storedCart()).toMatchObject({ ownerId: 'ada@example.com', comics: [line] });
  });

  it('re-initialises the cart on login: a new member gets their own stored cart or an empty one', () => {
    storeCart(aCart('ada@example.com', { comics: [aComicLine()] }));
    const store = storeFor(null);
    installCart(store);
    expect(selectSubmissionCart(store.getState()).comics).toEqual([]);

    store.dispatch(signedIn({ token: aTokenResponse(), email: 'ada@example.com' }));
    expect(selectSubmissionCart(store.getState()).comics).toHaveLength(1);

    store.dispatch(signedOut());
    store.dispatch(signedIn({ token: aTokenResponse(), email: 'grace@example.com' }));
    expect(selectSubmissionCart(store.getState())).toMatchObject({ ownerId: 'grace@example.com', comics: [] });
  });

  it('is left empty, in the store and in storage, after a successful submit', () => {
    storeCart(aCart('ada@example.com', { comics: [aComicLine(), aComicLine()], promoCode: 'WELCOME' }));
    const store = storeFor('ada@example.com');
    installCart(store);

    store.dispatch(cartActions.cartSubmitted());

    expect(selectSubmissionCart(store.getState()).comics).toEqual([]);
    expect(storedCart()).toMatchObject({ ownerId: 'ada@example.com', comics: [], promoCode: null });
  });

  it('discards a stored value that is not a cart (a line that breaks the contract)', () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(aCart('ada@example.com', { comics: [{ ...aComicLine(), quantity: -3 }] })));

    expect(readStoredCart('ada@example.com').comics).toEqual([]);
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(readStoredCart('ada@example.com')).toMatchObject({ ownerId: 'ada@example.com', comics: [] });
  });
});
