import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { HOME_CONTENT_ELEMENT_ID, type HomeContent } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBannerView, aSigningView } from '../../published-content/testing/content-views.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.getElementById(HOME_CONTENT_ELEMENT_ID)?.remove();
});
afterAll(() => server.close());

const content: HomeContent = {
  nextEvent: aSigningView('mcfarlane', { title: 'Todd McFarlane signing', startsOn: '2027-10-08', endsOn: '2027-10-08', city: 'New York', region: 'NY' }),
  banners: [aBannerView('spring', { imageAlt: 'Spring pressing: 20% off' }), aBannerView('dallas', { imageAlt: 'Fan Expo Dallas' })],
};

/** The home page's content calls, counted. */
function homeContentEndpoint(answer: HomeContent) {
  const asked: string[] = [];
  server.use(http.get(apiUrl('/api/content/home'), ({ request }) => (asked.push(request.url), HttpResponse.json(answer))));
  return asked;
}

describe("the home page's next event and banners", () => {
  it('given the page came with them, then the next event links its page and the banners rotate in a slider, and the API is not asked', async () => {
    const asked = homeContentEndpoint({ nextEvent: null, banners: [] });
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = HOME_CONTENT_ELEMENT_ID;
    element.textContent = JSON.stringify(content);
    document.head.append(element);

    renderRoutes({ path: '/', routes });

    const next = await screen.findByRole('region', { name: 'Next event' });
    expect(within(next).getByRole('link', { name: 'Todd McFarlane signing' }).getAttribute('href')).toBe('/new-signing-mcfarlane');
    expect(within(next).getByText('Fri, Oct 8, 2027')).toBeTruthy();
    const slider = screen.getByRole('region', { name: 'Certus news and offers' });
    expect(within(slider).getAllByTestId('slide')).toHaveLength(2);
    expect(within(slider).getByRole('img', { name: 'Spring pressing: 20% off' })).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('given the page came without them, then the API is asked and they show', async () => {
    const asked = homeContentEndpoint(content);
    renderRoutes({ path: '/', routes });
    expect(await screen.findByRole('region', { name: 'Next event' })).toBeTruthy();
    expect(asked).toHaveLength(1);
  });
});
