import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { REVOCATION_REASON_TEXT, certificateRevocation } from '@certus/contracts';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes, routeTo } from '../../../testing/render.tsx';
import { aCertificate } from '../testing/population-builders.ts';
import { certificateEndpoint } from '../testing/population-server.ts';
import { CertificateDialog } from './certificate-dialog.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };
const openDialogOf = (certificationId: string) =>
  renderRoutes({ path: '/copy', routes: routeTo('/copy', <CertificateDialog certificationId={certificationId} onClose={() => {}} />), preloadedState: signedIn });

describe("the population report's certificate dialog", () => {
  it('given a revoked copy (a census as of an earlier day still counts it), then the dialog says first that it was revoked, when and why, with no place in the census', async () => {
    const certificate = aCertificate({ grade: 9.8, revocation: certificateRevocation('2026-03-02', 'holder-tampered') });
    certificateEndpoint(certificate);

    openDialogOf(certificate.certificationId);

    const dialog = within(await screen.findByRole('dialog', { name: `Certificate ${certificate.certificationId}` }));
    const notice = await dialog.findByTestId('revocation-notice');
    expect(within(notice).getByRole('heading', { level: 3 }).textContent).toBe('This certificate was revoked on March 2, 2026');
    expect(within(notice).getByTestId('revocation-reason').textContent).toBe(`Reason: ${REVOCATION_REASON_TEXT['holder-tampered']}`);
    expect(dialog.getByTestId('certificate-grade').style.textDecoration).toBe('line-through');
    expect(dialog.getByTestId('revoked-badge').textContent).toBe('Revoked');
    expect(dialog.queryByTestId('certificate-census')).toBeNull();
  });

  it('given a copy in force, then no notice, and its place in the census', async () => {
    const certificate = aCertificate();
    certificateEndpoint(certificate);

    openDialogOf(certificate.certificationId);

    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByTestId('certificate-census')).textContent).toContain('copies');
    expect(dialog.queryByTestId('revocation-notice')).toBeNull();
    expect(dialog.queryByTestId('revoked-badge')).toBeNull();
  });
});
