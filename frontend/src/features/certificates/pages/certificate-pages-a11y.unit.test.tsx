import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { monthKeyOf } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { axeViolations as violations } from '../../../lib/testing/axe-violations.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCertificateView, aFeaturedComic, aGradingNotesPage, aPublicLookup } from '../testing/certificate-builders.ts';
import { featuredEndpoint, gradingNotesEndpoint, gradingNotesEntryEndpoint, lookupEndpoint, searchEndpoint } from '../testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const labelled = {
  signees: ['Stan Lee'],
  collection: 'Mile High',
  comics_details: { ASP_Signers: 'Stan Lee', VSP_Signers: 'John Romita', Grader_Notes: 'Spine stress~Corner crease' },
};

describe('the certificate, featured and grading notes pages pass axe', () => {
  it('/certificate/{id}, with a slab fallen back to the default cover', async () => {
    const lookup = aPublicLookup(labelled);
    lookupEndpoint([lookup]);
    renderRoutes({ path: `/certificate/${lookup.certificate.certificationId}`, routes });
    fireEvent.error(await screen.findByTestId('slab-image'));
    await screen.findByRole('img', { name: /image not available/ });

    expect(await violations()).toEqual([]);
  });

  it('/certificate/{id} for an unknown number, with the lookup field in error', async () => {
    lookupEndpoint([]);
    searchEndpoint([]);
    renderRoutes({ path: '/certificate/25-A1B2C3D-001', routes });
    fireEvent.click(await screen.findByRole('button', { name: 'Look up' }));
    await screen.findByRole('textbox', { description: /certification number/ });

    expect(await violations()).toEqual([]);
  });

  it('/featured and /', async () => {
    // Three this month: enough for the home page, which then asks no other month.
    featuredEndpoint({ [monthKeyOf(new Date())]: [aFeaturedComic({ signees: ['Stan Lee'], keyComments: 'First Wolverine' }), aFeaturedComic(), aFeaturedComic()] });
    const featured = renderRoutes({ path: '/featured', routes });
    await screen.findAllByTestId('featured-card');
    expect(await violations()).toEqual([]);
    featured.unmount();

    renderRoutes({ path: '/', routes });
    await screen.findByRole('region', { name: 'Featured comics' });
    expect(await violations()).toEqual([]);
  });

  it('/grading-notes and /grading-notes/{id}', async () => {
    const entry = aCertificateView(labelled);
    gradingNotesEndpoint({ 1: aGradingNotesPage({ total: 41, entries: [entry, aCertificateView(labelled)] }), 2: aGradingNotesPage({ page: 2, total: 41, entries: [aCertificateView(labelled)] }) });
    gradingNotesEntryEndpoint([entry]);
    const list = renderRoutes({ path: '/grading-notes?page=2', routes });
    await screen.findAllByTestId('grading-notes-entry');
    expect(await violations()).toEqual([]);
    list.unmount();

    renderRoutes({ path: `/grading-notes/${entry.certificationId}`, routes });
    await screen.findByTestId('certificate-notes');
    expect(await violations()).toEqual([]);
  });
});
