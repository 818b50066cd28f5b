import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../../testing/render.tsx';
import { ContentRoute } from '../content-route.tsx';

function renderShippingGuide() {
  return renderRoutes({
    path: '/shipping',
    routes: [{ path: '/shipping', element: <ContentRoute slug="shipping" /> }],
    preloadedState: { region: { region: 'US', language: 'en' } },
  });
}

describe('the shipping guide (/shipping)', () => {
  it('given a collector packing a mail-in box, then the guide has them print the packing slip from the order page and put it in the box, and names no summary', async () => {
    renderShippingGuide();
    const body = await screen.findByTestId('content-body');
    const text = body.textContent ?? '';

    expect(text).toContain('Print the packing slip from your order page');
    expect(text).toContain('Put the printed packing slip inside the box, on top of the books');
    expect(text).not.toMatch(/(order|submission) summary/i);
    expect(within(body).getByRole('link', { name: 'your order page' }).getAttribute('href')).toBe('/account/orders');
  });
});
