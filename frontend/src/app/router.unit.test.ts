import { describe, expect, it } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { heldAnswer } from '../testing/inlined-data.ts';
import { whenRouterReady } from './router.tsx';

describe('drawing the first page once its code is in (main.tsx)', () => {
  it("given a lazy route, then the router is ready only once the route's code has loaded", async () => {
    const code = heldAnswer();
    const router = createMemoryRouter([{ path: '/', lazy: async () => (await code.wait, { Component: () => null }) }], { initialEntries: ['/'] });
    let ready = false;
    void whenRouterReady(router).then(() => (ready = true));

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    code.release();
    await expect(whenRouterReady(router)).resolves.toBeUndefined();
    expect(ready).toBe(true);
    router.dispose();
  });
});
