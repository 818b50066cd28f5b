import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REVOCATION_REASON_TEXT, certificateRevocation } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { axeViolations as violations } from '../../../lib/testing/axe-violations.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aPublicLookup } from '../testing/certificate-builders.ts';
import { lookupEndpoint } from '../testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const facts = () => within(screen.getByTestId('certificate-facts')).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('/certificate/{id} of a revoked certificate (issue [5/7])', () => {
  it('given a revoked certificate, then a visitor reads before the slab that it was revoked, when and why, that the grade no longer stands and the copy left the census, and the label stays', async () => {
    const lookup = aPublicLookup({ title: 'Hulk', issue: '181', grade: 9.8, category: 'Certified', revocation: certificateRevocation('2026-03-02', 'counterfeit-book') });
    lookupEndpoint([lookup]);

    renderRoutes({ path: `/certificate/${lookup.certificate.certificationId}`, routes });

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe('This certificate was revoked on March 2, 2026');
    expect(within(notice).getByTestId('revocation-reason').textContent).toBe(`Reason: ${REVOCATION_REASON_TEXT['counterfeit-book']}`);
    expect(notice.textContent).toContain('The grade on this label no longer stands, and this copy is no longer counted in the population report.');
    // Above the slab: what a buyer sees first, on a phone before the slab fills the screen.
    const slab = screen.getByRole('img', { name: /^Certus slab of Hulk #181/ });
    expect(notice.compareDocumentPosition(slab) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The label is what was revoked: it stays, its grade struck through and marked revoked (a strike alone is not read out).
    const grade = screen.getByTestId('certificate-grade');
    expect([grade.textContent, grade.style.textDecoration]).toEqual(['Grade 9.8', 'line-through']);
    expect(screen.getByTestId('revoked-badge').textContent).toBe('Revoked');
    expect(facts()).toContain(`Certification: ${lookup.certificate.certificationId}`);
    expect(screen.getByTestId('certificate-census').textContent).toBe('This copy is no longer counted in the census: its certificate was revoked.');
    expect(screen.queryByTestId('certificate-graded-ordinal')).toBeNull();
  });

  it('given a certificate in force, then no notice, no revoked mark, and its place in the census', async () => {
    const lookup = aPublicLookup({ census: { copies: 4, atGrade: 2, higher: 1, gradedOrdinal: 2 } });
    lookupEndpoint([lookup]);

    renderRoutes({ path: `/certificate/${lookup.certificate.certificationId}`, routes });

    expect((await screen.findByTestId('certificate-census')).textContent).toBe('2 copies at this grade, 1 higher');
    expect(screen.queryByTestId('revocation-notice')).toBeNull();
    expect(screen.queryByTestId('revoked-badge')).toBeNull();
    expect(screen.getByTestId('certificate-grade').style.textDecoration).toBe('');
  });

  it('given a revoked certificate, then the page passes axe', async () => {
    const lookup = aPublicLookup({ revocation: certificateRevocation('2026-03-02', 'holder-tampered') });
    lookupEndpoint([lookup]);
    renderRoutes({ path: `/certificate/${lookup.certificate.certificationId}`, routes });
    await screen.findByTestId('revocation-notice');

    expect(await violations()).toEqual([]);
  });
});
