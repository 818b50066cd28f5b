import { describe, expect, it } from 'vitest';
import { setupStore } from '../app/store.ts';
import { api } from './api.ts';
import { apiInstalled, resetApiState, whenApiLoads, type InstallableApi } from './api-installation.ts';

const navigation = { navigate: () => undefined, currentPath: () => '/' };

describe('the API joining the store when its code loads', () => {
  it('given the API has loaded, when a store is set up, then the store holds the API state at once', () => {
    const store = setupStore({ navigation });

    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {}, provided: expect.any(Object) });
  });

  it('given the API has loaded, when a store asks to be told, then it is told at once with that API', () => {
    const told: InstallableApi[] = [];
    whenApiLoads((loaded) => told.push(loaded));

    expect(told).toEqual([api]);
  });

  it('given the action the first load dispatches to drop cached answers, then it is the API\'s own reset', () => {
    expect(resetApiState.type).toBe(api.util.resetApiState.type);
    expect(apiInstalled.type).not.toBe(resetApiState.type);
  });
});
