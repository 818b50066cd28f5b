import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenResponse } from '@certus/contracts';
import { readStoredIdentity, type Identity } from './identity-storage.ts';

export interface IdentityState {
  current: Identity | null;
}

const fromTokenResponse = (token: TokenResponse, email: string): Identity => ({
  userName: token.userName,
  email,
  displayName: token.displayName || token.userName,
  role: token.userRole,
  claims: token.claims,
  accessToken: token.access_token,
  refreshToken: token.refresh_token,
});

/**
 * The sign-in the tab holds now: the store starts from it (app/store.ts reads it once, as its preloaded state).
 * Not the slice's initial state: Redux calls a slice with no state several times as the store is made and again
 * each time a slice joins it (checking each reducer's shape), and every call would read the storage again.
 */
export const identityStateInTab = (): IdentityState => ({ current: readStoredIdentity() });

export const identitySlice = createSlice({
  name: 'identity',
  initialState: { current: null } as IdentityState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: TokenResponse; email: string }>) {
      state.current = fromTokenResponse(action.payload.token, action.payload.email);
    },
    tokensRefreshed(state, action: PayloadAction<TokenResponse>) {
      if (!state.current) return;
      state.current = fromTokenResponse(action.payload, state.current.email);
    },
    signedOut(state) {
      state.current = null;
    },
  },
  selectors: {
    selectIdentity: (state) => state.current,
    selectIsSignedIn: (state) => state.current !== null,
    // The member's name and role alone, for what shows no more of them: a new token (or the sign-in the page was
    // drawn for becoming the tab's own once hydrated) then redraws nothing where they stay the same.
    selectDisplayName: (state) => state.current?.displayName ?? null,
    selectRole: (state) => state.current?.role ?? null,
  },
});

export const { signedIn, tokensRefreshed, signedOut } = identitySlice.actions;
export const { selectIdentity, selectIsSignedIn, selectDisplayName, selectRole } = identitySlice.selectors;
