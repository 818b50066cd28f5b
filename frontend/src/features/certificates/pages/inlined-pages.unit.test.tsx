import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { INLINED_CERTIFICATE_ELEMENT_ID, INLINED_FEATURED_ELEMENT_ID, monthKeyOf, previousMonthKey, type FeaturedComic } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { heldAnswer, pageCameWith } from '../../../testing/inlined-data.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aMemberComicDetail } from '../../comics/testing/comic-builders.ts';
import { aFeaturedComic, aPublicLookup } from '../testing/certificate-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const thisMonth = monthKeyOf(new Date());

/** GET /api/comics/featured/{yyyymm}/{count}, answered once `held` lets go. */
function heldFeaturedEndpoint(byMonth: Record<number, readonly FeaturedComic[]>, held: Promise<void>) {
  server.use(
    http.get(apiUrl('/api/comics/featured/:month/:count'), async ({ params }) => {
      await held;
      return HttpResponse.json((byMonth[Number(params.month)] ?? []).slice(0, Number(params.count)));
    }),
  );
}

const cardTitles = () => screen.getAllByTestId('featured-card').map((card) => within(card).getByRole('heading').textContent);

describe('/featured, with the first featured comics in its HTML', () => {
  it('given the page came with them, then their cards show before the API has answered, the first slab fetched at once, and they stay first as the walk adds the rest', async () => {
    const [hulk, saga, xmen] = [aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' }), aFeaturedComic({ title: 'X-Men', issue: '94' })];
    const more = aFeaturedComic({ title: 'Spawn', issue: '1' });
    const month = heldAnswer();
    heldFeaturedEndpoint({ [thisMonth]: [hulk!, saga!, xmen!, more], [previousMonthKey(thisMonth)]: [] }, month.wait);
    pageCameWith(INLINED_FEATURED_ELEMENT_ID, [hulk, saga, xmen]);

    renderRoutes({ path: '/featured', routes });

    await waitFor(() => expect(cardTitles()).toEqual(['Hulk #181', 'Saga #1', 'X-Men #94']));
    expect(screen.getAllByTestId('slab-image').map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);
    month.release();
    await waitFor(() => expect(cardTitles()).toEqual(['Hulk #181', 'Saga #1', 'X-Men #94', 'Spawn #1']));
  });

  it('given the walk has found fewer than came with the page so far, then the cards that came stay until it has found as many', async () => {
    const [hulk, saga] = [aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' })];
    const lastMonth = previousMonthKey(thisMonth);
    const lastMonthsAnswer = heldAnswer();
    const asked: number[] = [];
    // This month has only the first: the second is last month's (the home page's three top up from it).
    server.use(
      http.get(apiUrl('/api/comics/featured/:month/:count'), async ({ params }) => {
        const month = Number(params.month);
        asked.push(month);
        if (month === thisMonth) return HttpResponse.json([hulk]);
        if (month === lastMonth) await lastMonthsAnswer.wait;
        return HttpResponse.json(month === lastMonth ? [saga] : []);
      }),
    );
    pageCameWith(INLINED_FEATURED_ELEMENT_ID, [hulk, saga]);

    renderRoutes({ path: '/featured', routes });

    // This month has answered with one (last month is being asked): both cards that came are still there.
    await waitFor(() => expect(asked).toContain(lastMonth));
    expect(cardTitles()).toEqual(['Hulk #181', 'Saga #1']);
    lastMonthsAnswer.release();
    await waitFor(() => expect(asked.length).toBeGreaterThan(2));
    expect(cardTitles()).toEqual(['Hulk #181', 'Saga #1']);
  });
});

describe('/featured, when the walk finds other comics than the page came with', () => {
  it('given the server\'s list was read before newer comics were featured, when the walk answers, then the drawn cards stay first where they were, and the walk\'s others follow them', async () => {
    const [hulk, saga, xmen] = [aFeaturedComic({ title: 'Hulk', issue: '181' }), aFeaturedComic({ title: 'Saga', issue: '1' }), aFeaturedComic({ title: 'X-Men', issue: '94' })];
    const [spawn, batman] = [aFeaturedComic({ title: 'Spawn', issue: '1' }), aFeaturedComic({ title: 'Batman', issue: '1' })];
    const month = heldAnswer();
    heldFeaturedEndpoint({ [thisMonth]: [spawn!, hulk!, batman!, saga!], [previousMonthKey(thisMonth)]: [] }, month.wait);
    pageCameWith(INLINED_FEATURED_ELEMENT_ID, [hulk, saga, xmen]);

    renderRoutes({ path: '/featured', routes });

    await waitFor(() => expect(cardTitles()).toEqual(['Hulk #181', 'Saga #1', 'X-Men #94']));
    month.release();
    // As many cards as the walk found, the three drawn ones first: none moved.
    await waitFor(() => expect(cardTitles()).toEqual(['Hulk #181', 'Saga #1', 'X-Men #94', 'Spawn #1']));
  });
});

describe('/certificate/{id}, with its certificate in its HTML', () => {
  it('given the page came with its certificate, then the label and slab show before the API has answered, with no loader, and the owner\'s part follows from the API', async () => {
    const lookup = aPublicLookup({ certificationId: '19-DEMOA01-001', title: 'Giant-Size X-Men', issue: '1' });
    const answer = heldAnswer();
    server.use(
      http.get(apiUrl('/api/comics/:id'), async () => {
        await answer.wait;
        return HttpResponse.json({ ...lookup, owner: aMemberComicDetail({ id: lookup.certificate.certificationId }) });
      }),
    );
    pageCameWith(INLINED_CERTIFICATE_ELEMENT_ID, lookup);

    renderRoutes({ path: '/certificate/19-demoa01-001', routes, preloadedState: { identity: { current: anIdentity() } } });

    expect(await screen.findByRole('heading', { name: 'Giant-Size X-Men #1', level: 1 })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Certus slab of Giant-Size X-Men #1/ }).getAttribute('fetchpriority')).toBe('high');
    expect(screen.queryByRole('status', { name: /Loading the certificate/ })).toBeNull();
    expect(screen.queryByTestId('certificate-owner-link')).toBeNull();
    answer.release();
    expect(await screen.findByTestId('certificate-owner-link')).toBeTruthy();
  });

  it('given a visitor who is not signed in and the page came with its certificate, then the page is what came: the API is not asked (nor its code fetched)', async () => {
    const lookup = aPublicLookup({ certificationId: '19-DEMOA01-001', title: 'Giant-Size X-Men', issue: '1' });
    const asked: string[] = [];
    server.use(http.get(apiUrl('/api/comics/:id'), ({ request }) => (asked.push(request.url), HttpResponse.json(lookup))));
    pageCameWith(INLINED_CERTIFICATE_ELEMENT_ID, lookup);

    renderRoutes({ path: '/certificate/19-DEMOA01-001', routes });

    expect(await screen.findByRole('heading', { name: 'Giant-Size X-Men #1', level: 1 })).toBeTruthy();
    expect(screen.getByText('Certificate 19-DEMOA01-001')).toBeTruthy();
    // Time for a request that should not be made (the API's answer would come within a tick under msw).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toEqual([]);
    expect(document.title).toBe('Giant-Size X-Men #1 | Certus');
  });

  it('given the page came with another certificate (a later one opened in the same visit), then it is not shown for this one', async () => {
    const shown = aPublicLookup({ certificationId: '19-DEMOA01-002', title: 'Saga', issue: '1' });
    server.use(http.get(apiUrl('/api/comics/:id'), () => HttpResponse.json(shown)));
    pageCameWith(INLINED_CERTIFICATE_ELEMENT_ID, aPublicLookup({ certificationId: '19-DEMOA01-001', title: 'Giant-Size X-Men', issue: '1' }));

    renderRoutes({ path: '/certificate/19-DEMOA01-002', routes });

    expect(await screen.findByRole('heading', { name: 'Saga #1', level: 1 })).toBeTruthy();
    expect(screen.queryByText(/Giant-Size X-Men/)).toBeNull();
  });
});
