import { writeStoredIdentity } from './identity-storage.ts';
import type { IdentityState } from './identity-slice.ts';

interface StoreWithIdentity {
  getState(): { identity: IdentityState };
  subscribe(listener: () => void): () => void;
}

/** Mirrors the identity into session storage whenever it changes (sign-in, refresh, sign-out). */
export function persistIdentity(store: StoreWithIdentity): () => void {
  let last = store.getState().identity.current;
  return store.subscribe(() => {
    const next = store.getState().identity.current;
    if (next === last) return;
    last = next;
    writeStoredIdentity(next);
  });
}
