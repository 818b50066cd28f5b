import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CertificateLookup } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { aCertificateView } from '../../certificates/testing/certificate-builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aMemberComicDetail, comicCustodyEndpoint } from '../testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const frenchMember = { region: { region: 'CA' as const, language: 'fr' as const }, identity: { current: anIdentity() } };

describe('one graded comic on the French variant (spec 2.1)', () => {
  it('given French chosen and a signed-in member, when the page of one of their comics opens, then its headings, facts and links are French, the records marked lang="en", with no English-only notice', async () => {
    const comic = aMemberComicDetail({ id: '25-A1B2C3D-001', orderId: '25-A1B2C3D', title: 'Incredible Hulk', issue: '181', year: 1974, displayYear: '1974', grade: 9.4, pedigree: 'Mile High', signatures: [{ name: 'Stan Lee', type: 'VSP' }] });
    const lookup: CertificateLookup = { certificate: aCertificateView({ certificationId: comic.id, title: comic.title, issue: comic.issue, displayYear: '1974', grade: 9.4 }), owner: comic };
    server.use(http.get(apiUrl('/api/comics/:id'), () => HttpResponse.json(lookup)));
    comicCustodyEndpoint();

    renderRoutes({ path: '/account/comics/25-A1B2C3D-001', routes, preloadedState: frenchMember });

    const owner = within(await screen.findByTestId('comic-owner'));
    expect(owner.getByRole('heading', { level: 2, name: 'Dans votre compte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à mes bandes dessinées' })).toBeTruthy();
    expect(owner.getByText('Âge de bronze')).toBeTruthy();
    expect(owner.getByText('Commande')).toBeTruthy();
    expect(owner.getByText('Stan Lee (VSP)').getAttribute('lang')).toBe('en');
    expect(owner.getByRole('link', { name: 'Ouvrir le certificat public (pour le montrer à un acheteur)' })).toBeTruthy();
    expect(screen.getByTestId('certificate-grade').textContent).toBe('Note 9,4');
    expect(screen.queryByTestId('english-only')).toBeNull();
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(document.documentElement.lang).toBe('fr');
    const custody = within(screen.getByTestId('comic-custody'));
    expect(custody.getByRole('heading', { level: 2, name: 'Parcours de ce livre chez Certus' })).toBeTruthy();
    const steps = await custody.findAllByTestId('custody-step');
    expect(steps[2]!.textContent).toContain('Classé');
    expect(steps[2]!.textContent).toContain('par J. K. (worker-17)');
    expect(within(steps[2]!).getByTestId('custody-step-detail').getAttribute('lang')).toBe('en');
  });

  it('given French chosen, when a comic cannot be loaded, then it is marked invalid in French', async () => {
    server.use(http.get(apiUrl('/api/comics/:id'), () => new HttpResponse(null, { status: 404 })));

    renderRoutes({ path: '/account/comics/25-A1B2C3D-001', routes, preloadedState: frenchMember });

    const invalid = await screen.findByTestId('comic-invalid');
    expect(invalid.textContent).toContain('Bande dessinée non valide');
    expect(invalid.textContent).toContain('La bande dessinée 25-A1B2C3D-001 n’est pas valide\u00a0: votre compte ne contient aucune bande dessinée de ce numéro.');
  });
});
