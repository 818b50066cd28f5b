import { CollectibleType, ComicLine, CountryCode } from '@certus/contracts';
import { emptyCart, type CartState } from './cart-slice.ts';

/** One fixed key (spec 4): the browser keeps one cart, that of the member last signed in. */
export const CART_STORAGE_KEY = 'certus.submission-cart';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled: the cart lives as long as the page
  }
}

/** A stored cart we can trust: the shape is checked, every line is checked against the contract. */
function asCart(value: unknown): CartState | null {
  const v = value as Partial<CartState> | null;
  if (typeof v !== 'object' || v === null) return null;
  if (typeof v.ownerId !== 'string') return null;
  if (!CountryCode.safeParse(v.countryCode).success || !CollectibleType.safeParse(v.collectibleType).success) return null;
  if (!Array.isArray(v.comics) || !v.comics.every((line) => ComicLine.safeParse(line).success)) return null;
  if (v.version !== null && typeof v.version !== 'number') return null;
  // Fields added to the cart after it was stored take their defaults.
  return { ...emptyCart(v.ownerId, v.version ?? null), ...v } as CartState;
}

/**
 * The cart to start with for this member (spec 4): the stored one if it is theirs, else an empty one. A
 * cart stored for another member, or one that no longer reads as a cart, is discarded.
 */
export function readStoredCart(ownerId: string): CartState {
  const raw = storage()?.getItem(CART_STORAGE_KEY);
  if (!raw) return emptyCart(ownerId);
  try {
    const cart = asCart(JSON.parse(raw));
    return cart && cart.ownerId === ownerId ? cart : emptyCart(ownerId);
  } catch {
    return emptyCart(ownerId);
  }
}

export function writeStoredCart(cart: CartState): void {
  try {
    storage()?.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // storage full or disabled: the cart lasts for this page only
  }
}
