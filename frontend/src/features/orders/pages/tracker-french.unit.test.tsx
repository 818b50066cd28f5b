import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aTrackerView, anOrderId } from '../testing/order-builders.ts';
import { trackerEndpoint, trackerStreamEndpoint } from '../testing/orders-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

describe('/tracker/{id} on the French variant (spec 2.1)', () => {
  it('given French, when a member tracks an order, then the heading, the 5 steps, their states and the statuses read in French', async () => {
    const orderId = anOrderId();
    trackerEndpoint(aTrackerView('Processing', [{ status: 'Grading' }], { orderId }));
    trackerStreamEndpoint();

    renderRoutes({ path: `/tracker/${orderId}`, routes, preloadedState: { identity: { current: anIdentity() }, region: { region: 'CA', language: 'fr' } } });

    expect(await screen.findByRole('heading', { level: 1, name: `Suivre la commande ${orderId}` })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('english-only')).toBeNull();
    const steps = within(await screen.findByRole('list', { name: 'Progression de la commande' })).getAllByTestId('tracker-step');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual(['Soumise', 'Facturation / réception', 'Classement', 'Production', 'Expédition']);
    expect(steps.map((step) => within(step).getByTestId('tracker-step-state').textContent)).toEqual(['Terminée', 'Terminée', 'En cours', 'Pas commencée', 'Pas commencée']);
    expect(screen.getByTestId('tracker-status').textContent).toBe('En traitement');
  });
});
