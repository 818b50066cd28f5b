import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api, type ApiExtra } from '../lib/api.ts';
import { WrittenAtTracker } from '../lib/written-at.ts';
import { identitySlice } from '../features/auth/identity/identity-slice.ts';
import { createApiSession, type SessionNavigation } from '../features/auth/identity/api-session.ts';
import { persistIdentity } from '../features/auth/identity/persist-identity.ts';
import { regionSlice, writeStoredRegion } from '../features/region/region-slice.ts';

// combineSlices lets later features inject their slices lazily, next to their lazy routes
// (features/submission injects its cart with `rootReducer.inject`).
export const rootReducer = combineSlices(api, identitySlice, regionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export interface StoreOptions {
  navigation: SessionNavigation;
  preloadedState?: Partial<RootState>;
}

export function setupStore({ navigation, preloadedState }: StoreOptions) {
  const extra: ApiExtra = { session: createApiSession(navigation), writes: new WrittenAtTracker() };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  persistIdentity(store);
  let region = store.getState().region.region;
  store.subscribe(() => {
    const next = store.getState().region.region;
    if (next !== region) writeStoredRegion((region = next));
  });
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
