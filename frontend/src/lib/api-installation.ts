import { createAction, type Middleware, type Reducer } from '@reduxjs/toolkit';

/**
 * The API layer (RTK Query, lib/api.ts) joins a store when its code first loads, not with the first page:
 * a visit that calls no API (the home page's first screen, a content page) does not download it. Each store
 * says how to take it in (app/store.ts); lib/api.ts announces itself when it loads. This module holds no
 * RTK Query code, so the first load can depend on it.
 */
export interface InstallableApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

type Installer = (api: InstallableApi) => void;

const installers = new Set<Installer>();
let loadedApi: InstallableApi | null = null;

/** Called once by lib/api.ts as it loads. */
export function announceApi(api: InstallableApi): void {
  loadedApi = api;
  for (const install of installers) install(api);
}

/** `install` runs when the API loads, or at once if it has. */
export function whenApiLoads(install: Installer): void {
  installers.add(install);
  if (loadedApi) install(loadedApi);
}

/** Dispatched by a store once it has taken the API in, so the API's state exists before any hook reads it. */
export const apiInstalled = createAction('store/apiInstalled');

/**
 * RTK Query's own `api.util.resetApiState()` action (same type), for code of the first load that must drop
 * every cached response (the session ending) without importing the API layer.
 */
export const resetApiState = createAction('api/resetApiState');
