import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCart, aComicLine, aSignature, storeCart, submissionServer } from '../testing/submission-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const EMAIL = 'ada@example.com';

/** axe's structural rules (labels, names, roles, ARIA); jsdom does not lay out, so contrast is left to Playwright. */
async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the builder screens pass axe (every input labelled, every button named)', () => {
  it.each([
    ['/submit', 'cart-line'],
    ['/submit/comic', null],
    ['/submit/artwork', null],
    ['/submit/reholder', null],
  ])('%s', async (path, testId) => {
    storeCart(aCart(EMAIL, { comics: Array.from({ length: 5 }, () => aComicLine({ signatures: [aSignature()] })) }));
    submissionServer({ membership: 'Free' });
    renderRoutes({ path, routes, preloadedState: { identity: { current: anIdentity({ email: EMAIL }) } } });
    if (testId) await waitFor(() => expect(screen.getAllByTestId(testId).length).toBeGreaterThan(0));
    else await screen.findByRole('form');
    if (path === '/submit/comic') {
      fireEvent.click(screen.getByRole('button', { name: 'Add an authentic (ASP) signature' }));
      fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await screen.findAllByRole('alert');
    }

    expect(await violations()).toEqual([]);
  });
});
