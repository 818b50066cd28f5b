import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { REVOCATION_REASON_TEXT, certificateRevocation, monthKeyOf } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCertificateView, aFeaturedComic, aGradingNotesPage, aPublicLookup } from '../testing/certificate-builders.ts';
import { featuredEndpoint, gradingNotesEndpoint, gradingNotesEntryEndpoint, lookupEndpoint, searchEndpoint } from '../testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => server.close());

const french = { region: { region: 'CA' as const, language: 'fr' as const } };

/** A screen of the French variant that reads in French: the document is French, the main is not marked English, no notice. */
async function expectFrenchScreen() {
  await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
  expect(screen.queryByTestId('english-only')).toBeNull();
}

describe('the certificate screens on the French variant (spec 2.1)', () => {
  it('given French, when a certificate is opened, then its label, census and alt text read in French and the category stays as printed, marked lang="en"', async () => {
    const lookup = aPublicLookup({ title: 'Giant-Size X-Men', issue: '1', displayYear: '1975', month: 5, grade: 9.2, category: 'Verified', census: { copies: 12, atGrade: 3, higher: 2, gradedOrdinal: 1 } });
    lookupEndpoint([lookup]);

    renderRoutes({ path: `/certificate/${lookup.certificate.certificationId}`, routes, preloadedState: french });

    expect(await screen.findByRole('heading', { level: 1, name: 'Giant-Size X-Men #1' })).toBeTruthy();
    await expectFrenchScreen();
    expect(screen.getByText(`Certificat ${lookup.certificate.certificationId}`)).toBeTruthy();
    expect(screen.getByTestId('certificate-grade').textContent).toBe('Note 9,2');
    expect(screen.getByTestId('comic-category').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('img', { name: 'Boîtier Certus de Giant-Size X-Men #1 (1975), classé 9,2 Verified' })).toBeTruthy();
    const facts = within(screen.getByTestId('certificate-facts')).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(facts).toContain('Date de couverture: mai 1975');
    expect(screen.getByRole('heading', { level: 2, name: 'Recensement' })).toBeTruthy();
    expect(screen.getByTestId('certificate-census').textContent).toBe('3 exemplaires à cette note, 2 supérieurs');
    expect(screen.getByTestId('certificate-graded-ordinal').textContent).toBe('1er exemplaire de ce livre noté 9,2 (Verified)');
    expect(screen.getByTestId('certificate-population-link').textContent).toBe('Se connecter pour voir le rapport de population');
  });

  it('given French, when a revoked certificate is opened, then its notice reads in French and the reason stays as the server wrote it, marked lang="en"', async () => {
    const lookup = aPublicLookup({ revocation: certificateRevocation('2026-03-02', 'counterfeit-book') });
    lookupEndpoint([lookup]);

    renderRoutes({ path: `/certificate/${lookup.certificate.certificationId}`, routes, preloadedState: french });

    const notice = await screen.findByTestId('revocation-notice');
    await expectFrenchScreen();
    expect(within(notice).getByRole('heading', { level: 2 }).textContent).toBe('Ce certificat a été révoqué le 2 mars 2026');
    expect(within(notice).getByTestId('revocation-reason').textContent).toBe(`Motif\u00a0: ${REVOCATION_REASON_TEXT['counterfeit-book']}`);
    expect(within(notice).getByText(REVOCATION_REASON_TEXT['counterfeit-book']).getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('revoked-badge').textContent).toBe('Révoqué');
    expect(screen.getByTestId('certificate-census').textContent).toBe('Cet exemplaire n’est plus compté dans le recensement\u00a0: son certificat a été révoqué.');
  });

  it('given French, when a number names no certificate and a malformed one is typed, then the notice, the form and its message are French', async () => {
    lookupEndpoint([]);
    searchEndpoint([]);

    renderRoutes({ path: '/certificate/25-A1B2C3D-001', routes, preloadedState: french });

    expect((await screen.findByTestId('certificate-not-found')).textContent).toContain('Certificat introuvable');
    await expectFrenchScreen();
    fireEvent.change(screen.getByRole('textbox', { name: 'Numéro de certification' }), { target: { value: 'spider-man' } });
    fireEvent.click(screen.getByRole('button', { name: 'Consulter' }));
    expect(await screen.findByText('Entrez un numéro de certification (p. ex. 12-A1B2C3D-001)', { selector: '[role="alert"]' })).toBeTruthy();
  });

  it('given French, when /featured is opened, then its heading, status and cards read in French', async () => {
    featuredEndpoint({ [monthKeyOf(new Date())]: [aFeaturedComic({ grade: 9.8, signees: ['Stan Lee'] })] });

    renderRoutes({ path: '/featured', routes, preloadedState: french });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bandes dessinées en vedette' })).toBeTruthy();
    await expectFrenchScreen();
    const card = (await screen.findAllByTestId('featured-card'))[0]!;
    expect(within(card).getByTestId('featured-grade').textContent).toBe('Note 9,8');
    expect(within(card).getByText('Signé par Stan Lee')).toBeTruthy();
  });

  it('given French, when the grading notes and one entry are opened, then both read in French', async () => {
    const entry = aCertificateView({ title: 'Saga', issue: '1', comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: 'Spine stress' } });
    gradingNotesEndpoint({ 1: aGradingNotesPage({ total: 1, entries: [entry] }) });
    gradingNotesEntryEndpoint([entry]);

    const list = renderRoutes({ path: '/grading-notes', routes, preloadedState: french });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes de classement' })).toBeTruthy();
    await expectFrenchScreen();
    expect((await screen.findByTestId('grading-notes-paging')).textContent).toBe('Page 1 de 1');
    list.unmount();

    renderRoutes({ path: `/grading-notes/${entry.certificationId}`, routes, preloadedState: french });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notes de classement\u00a0: Saga #1' })).toBeTruthy();
    await expectFrenchScreen();
    expect(screen.getByRole('heading', { level: 2, name: 'Notes de l’évaluateur' })).toBeTruthy();
  });
});
