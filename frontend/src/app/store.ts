import { combineSlices, configureStore, createDynamicMiddleware, type Reducer, type UnknownAction, type WithSlice } from '@reduxjs/toolkit';
import type { api, ApiExtra } from '../lib/api.ts';
import { apiInstalled, whenApiLoads } from '../lib/api-installation.ts';
import { WrittenAtTracker } from '../lib/written-at.ts';
import { identitySlice, identityStateInTab } from '../features/auth/identity/identity-slice.ts';
import { createApiSession, type SessionNavigation } from '../features/auth/identity/api-session.ts';
import { persistIdentity } from '../features/auth/identity/persist-identity.ts';
import { regionSlice, regionStateInTab, writeSiteVariantCookie, writeStoredLanguage, writeStoredRegion } from '../features/region/region-slice.ts';

// combineSlices lets later features inject their slices lazily, next to their lazy routes
// (features/submission injects its cart with `rootReducer.inject`). The API layer joins the same way when its
// code first loads (lib/api-installation.ts), so the first load of a page that calls no API goes without it.
export const rootReducer = combineSlices(identitySlice, regionSlice).withLazyLoadedSlices<WithSlice<typeof api>>();

/**
 * The state as the API's code sees it: with the API's part. Only code of the API layer reads that part, and
 * that code running means the API has loaded and joined the store (its state is there from `apiInstalled` on).
 */
export type RootState = Omit<ReturnType<typeof rootReducer>, 'api'> & WithSlice<typeof api>;

export interface StoreOptions {
  navigation: SessionNavigation;
  preloadedState?: Partial<RootState>;
}

export function setupStore({ navigation, preloadedState }: StoreOptions) {
  const extra: ApiExtra = { session: createApiSession(navigation), writes: new WrittenAtTracker() };
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    // What the tab holds (its sign-in, its site variant), read once; a test's own state over it.
    preloadedState: { identity: identityStateInTab(), region: regionStateInTab(), ...preloadedState },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).concat(apiMiddleware.middleware),
  });
  whenApiLoads((loaded) => {
    rootReducer.inject(loaded);
    apiMiddleware.addMiddleware(loaded.middleware);
    store.dispatch(apiInstalled());
  });
  persistIdentity(store);
  let { region, language } = store.getState().region;
  // The cookie follows the stored choice from the first page on (a choice made before it existed included).
  writeSiteVariantCookie({ region, language });
  store.subscribe(() => {
    const next = store.getState().region;
    if (next.region === region && next.language === language) return;
    if (next.region !== region) writeStoredRegion((region = next.region));
    if (next.language !== language) writeStoredLanguage((language = next.language));
    writeSiteVariantCookie({ region, language });
  });
  return store;
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
