import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { populationMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { axeViolations as violations } from '../../../lib/testing/axe-violations.ts';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aBookDetail, aCensusBook, aCensusCopy, aCensusGrid, aCertificate, aComicListing, aSearchResponse } from '../testing/population-builders.ts';
import { certificateEndpoint, detailEndpoint, gridEndpoint, listingEndpoint, popupEndpoints, searchEndpoint } from '../testing/population-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };

describe('the population report pages pass axe', () => {
  it('/population-report/new, with recent searches and a refused title', async () => {
    popupEndpoints({ recent: [{ requestId: 'r1', requestedAt: '2025-03-20T12:00:00.000Z', filters: { RequestTitle: 'X-Men', SearchPattern: 'any', Page: 1, Size: 50 } }] });
    renderRoutes({ path: '/population-report/new', routes, preloadedState: signedIn });
    const form = await screen.findByRole('form', { name: 'Population search' });
    await screen.findByTestId('recent-search');
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }));
    await screen.findByText(populationMessages.titleMandatory);

    expect(await violations()).toEqual([]);
  });

  it('/comic-report, with several pages', async () => {
    searchEndpoint(aSearchResponse([aCensusBook({ variant: 'Newsstand', artStoryCover: 'Todd McFarlane' }), aCensusBook({ grades: [] })], { total: 120, size: 50 }));
    renderRoutes({ path: '/comic-report?RequestTitle=spider', routes, preloadedState: signedIn });
    await screen.findAllByTestId('census-row');

    expect(await violations()).toEqual([]);
  });

  it('/census/{title}, sorted by a grade, with several pages', async () => {
    gridEndpoint(aCensusGrid([aCensusBook({ variant: 'Newsstand', keyComments: '1st appearance' }), aCensusBook({ grades: [{ grade: 2, copies: 1 }] })], { sort: '9.8', direction: 'desc', total: 240 }));
    renderRoutes({ path: '/census/amazing-spider-man?Sort=9.8', routes, preloadedState: signedIn });
    await screen.findByTestId('census-totals');

    expect(await violations()).toEqual([]);
  });

  it('/comic-details, with a copy’s certificate open', async () => {
    const book = aCensusBook();
    const copy = aCensusCopy({ signees: ['Stan Lee'], collection: 'Mile High' });
    detailEndpoint(aBookDetail(book));
    listingEndpoint(aComicListing(book, [copy, aCensusCopy()], { total: 120 }));
    certificateEndpoint(aCertificate({ certificationId: copy.certificationId, comics_details: { ASP_Signers: 'Stan Lee', VSP_Signers: '', Grader_Notes: 'Spine stress~Corner crease' } }));
    renderRoutes({ path: `/comic-details?book=${book.bookId}`, routes, preloadedState: signedIn });
    fireEvent.click(await screen.findByRole('button', { name: copy.certificationId }));
    await screen.findByTestId('certificate-notes');

    expect(await violations()).toEqual([]);
  });
});
