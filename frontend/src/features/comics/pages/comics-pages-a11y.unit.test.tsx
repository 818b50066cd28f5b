import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../app/routes.tsx';
import { axeViolations as violations } from '../../../lib/testing/axe-violations.ts';
import { aMember, aUserProfile, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aDataCount, anOrderListItem } from '../../orders/testing/order-builders.ts';
import { aCertificateView } from '../../certificates/testing/certificate-builders.ts';
import { aMemberComic, aMemberComicDetail, comicCustodyEndpoint } from '../testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const comics = [aMemberComic({ signatures: [{ type: 'ASP', name: 'Stan Lee' }], pedigree: 'Mile High' }), aMemberComic({ category: 'Raw Grade' })];

describe('the comics pages and the dashboard pass axe', () => {
  it('/account/comics, with a slab fallen back to the default cover', async () => {
    server.use(http.get(apiUrl('/api/comics/user/default/:count'), () => HttpResponse.json(comics)));
    renderRoutes({ path: '/account/comics', routes, preloadedState: { identity: { current: anIdentity() } } });
    const [slab] = await screen.findAllByTestId('slab-image');
    fireEvent.error(slab!);
    await screen.findByRole('img', { name: /image not available/ });

    expect(await violations()).toEqual([]);
  });

  it('/account/comics/{id}', async () => {
    const comic = aMemberComicDetail({ id: '25-A1B2C3D-001', comics_details: { ASP_Signers: 'Stan Lee~Jack Kirby', VSP_Signers: 'John Romita', Grader_Notes: 'Spine stress' } });
    const certificate = aCertificateView({ certificationId: comic.id, keyComments: '1st appearance', comics_details: comic.comics_details });
    server.use(http.get(apiUrl('/api/comics/:id'), () => HttpResponse.json({ certificate, owner: comic })));
    comicCustodyEndpoint();
    renderRoutes({ path: `/account/comics/${comic.id}`, routes, preloadedState: { identity: { current: anIdentity() } } });
    await screen.findByTestId('certificate-notes');
    await screen.findByTestId('comic-owner');
    await screen.findAllByTestId('custody-step');

    expect(await violations()).toEqual([]);
  });

  it('/account, with open orders, comics and counts', async () => {
    const identity = anIdentity();
    server.use(
      http.get(apiUrl('/api/userprofile'), () => HttpResponse.json(aUserProfile({ member: aMember({ email: identity.email }) }))),
      http.get(apiUrl('/api/orders/userorders/:count'), () => HttpResponse.json([anOrderListItem(), anOrderListItem({ balanceCents: 500 })])),
      http.get(apiUrl('/api/comics/user/default/:count'), () => HttpResponse.json(comics)),
      http.get(apiUrl('/api/orders/dataCount'), () => HttpResponse.json(aDataCount({ openOrders: 2, totalOrders: 2, comics: 2 }))),
    );
    renderRoutes({ path: '/account', routes, preloadedState: { identity: { current: identity } } });
    await screen.findAllByTestId('dashboard-comic');
    await screen.findByTestId('count-open');

    expect(await violations()).toEqual([]);
  });
});
