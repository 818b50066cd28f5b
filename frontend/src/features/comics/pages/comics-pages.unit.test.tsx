import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CertificateLookup, MemberComic, MemberComicDetail } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import defaultCover from '../assets/default-cover.svg';
import { NOT_YOUR_COMIC } from './comic-detail-page.tsx';
import { aCertificateView } from '../../certificates/testing/certificate-builders.ts';
import { aBookCustody, aMemberComic, aMemberComicDetail, anOrderCustody, comicCustodyEndpoint } from '../testing/comic-builders.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };

/** GET /api/comics/user/default/{count}[/{search}]; records each path asked. */
function comicsEndpoint(comics: MemberComic[] | ((search: string | undefined) => MemberComic[])) {
  const requested: string[] = [];
  const answer = (search?: string) => HttpResponse.json(typeof comics === 'function' ? comics(search) : comics);
  server.use(
    http.get(apiUrl('/api/comics/user/default/:count'), ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return answer();
    }),
    http.get(apiUrl('/api/comics/user/default/:count/:search'), ({ request, params }) => {
      requested.push(new URL(request.url).pathname);
      return answer(String(params.search));
    }),
  );
  return requested;
}

/** The lookup GET /api/comics/{id} answers the owner: the public certificate and the member's record. */
const ownersLookup = (owner: MemberComicDetail, certificate: Parameters<typeof aCertificateView>[0] = {}): CertificateLookup => ({
  certificate: aCertificateView({
    certificationId: owner.id,
    title: owner.title,
    issue: owner.issue,
    year: owner.year,
    displayYear: owner.displayYear,
    grade: owner.grade,
    category: owner.category,
    comics_details: owner.comics_details,
    ...certificate,
  }),
  owner,
});

function comicEndpoint(lookup: CertificateLookup | number) {
  const requested: string[] = [];
  // The owner's page also reads the book's custody (its own test below says what of it is shown).
  comicCustodyEndpoint();
  server.use(
    http.get(apiUrl('/api/comics/:id'), ({ request }) => {
      requested.push(new URL(request.url).pathname);
      return typeof lookup === 'number' ? HttpResponse.json({ message: 'Comic not found.' }, { status: lookup }) : HttpResponse.json(lookup);
    }),
  );
  return requested;
}

describe('/account/comics', () => {
  it('shows a card per comic: cover, title and issue to the detail, year, grade, category, signatures and label', async () => {
    const signed = aMemberComic({
      title: 'Incredible Hulk',
      issue: '181',
      year: 1974,
      displayYear: '1974',
      grade: 9.4,
      category: 'Verified',
      signatures: [{ type: 'VSP', name: 'Stan Lee' }],
      tierLabel: 'Vintage',
      pedigree: 'Mile High',
    });
    const requested = comicsEndpoint([signed, aMemberComic({ category: 'Authentic' })]);

    renderRoutes({ path: '/account/comics', routes, preloadedState: signedIn });

    const cards = await screen.findAllByTestId('comic-card');
    expect(requested).toEqual(['/api/comics/user/default/100']);
    expect(screen.getByRole('heading', { name: 'My graded comics', level: 1 })).toBeTruthy();
    const card = within(cards[0]!);
    expect(card.getByRole('link', { name: 'Incredible Hulk #181' }).getAttribute('href')).toBe(`/account/comics/${signed.id}`);
    const slab = card.getByRole('img', { name: 'Certus slab of Incredible Hulk #181 (1974), graded 9.4 Verified' });
    expect([slab.getAttribute('src'), slab.getAttribute('width'), slab.getAttribute('height'), slab.getAttribute('loading')]).toEqual([`/api/comics/${signed.id}/slab-400.webp`, '400', '620', 'lazy']);
    expect(card.getByText('Marvel, 1974')).toBeTruthy();
    expect(card.getByTestId('comic-grade').textContent).toBe('Grade 9.4');
    expect(card.getByTestId('comic-category').textContent).toBe('Verified');
    expect(card.getByTestId('comic-signatures').textContent).toBe('Signed by Stan Lee (VSP)');
    expect(card.getByTestId('comic-label').textContent).toBe('Vintage · Pedigree: Mile High');
    expect(within(cards[1]!).getByTestId('comic-category').textContent).toBe('Authentic');
  });

  it('given a slab that fails to load, then the default cover is shown instead, in the same box', async () => {
    comicsEndpoint([aMemberComic({ title: 'X-Men', issue: '1', displayYear: '1963', grade: 6, category: 'Certified' })]);

    renderRoutes({ path: '/account/comics', routes, preloadedState: signedIn });

    const slab = await screen.findByRole('img', { name: 'Certus slab of X-Men #1 (1963), graded 6.0 Certified' });
    fireEvent.error(slab);

    const fallback = await screen.findByRole('img', { name: 'Certus slab of X-Men #1 (1963), graded 6.0 Certified (image not available)' });
    expect([fallback.getAttribute('width'), fallback.getAttribute('height')]).toEqual(['400', '620']);
    expect(fallback.getAttribute('src')).toBe(defaultCover);
    expect(fallback.getAttribute('data-fallback')).toBe('true');
  });

  it('given a search, then the server is asked for it, and no match is said plainly', async () => {
    const requested = comicsEndpoint((search) => (search ? [] : [aMemberComic()]));

    renderRoutes({ path: '/account/comics', routes, preloadedState: signedIn });
    await screen.findAllByTestId('comic-card');

    fireEvent.change(screen.getByLabelText('Title, issue or certification number'), { target: { value: ' spider man ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search comics' }));

    expect((await screen.findByTestId('comics-empty')).textContent).toBe('No comics match “spider man”.');
    expect(requested).toEqual(['/api/comics/user/default/100', '/api/comics/user/default/100/spider%20man']);
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByTestId('comic-card')).toBeTruthy();
  });
});

describe('/account/comics/{id}', () => {
  it('shows the comic with its ASP and VSP signers and the grader notes, each split on ~', async () => {
    const comic = aMemberComicDetail({
      id: '25-A1B2C3D-MN-001',
      orderId: '25-A1B2C3D',
      title: 'Giant-Size X-Men',
      issue: '1',
      year: 1975,
      displayYear: '1975',
      grade: 9.2,
      category: 'Authentic',
      comics_details: { ASP_Signers: 'Len Wein~Dave Cockrum', VSP_Signers: 'Chris Claremont', Grader_Notes: 'Light spine stress~ Small corner crease ~' },
    });
    const requested = comicEndpoint(ownersLookup(comic));

    renderRoutes({ path: '/account/comics/25-a1b2c3d-mn-001', routes, preloadedState: signedIn });

    expect(await screen.findByRole('heading', { name: 'Giant-Size X-Men #1', level: 1 })).toBeTruthy();
    expect(requested).toEqual(['/api/comics/25-A1B2C3D-MN-001']);
    expect(screen.getByTestId('certificate-grade').textContent).toBe('Grade 9.2');
    const slab = screen.getByRole('img', { name: 'Certus slab of Giant-Size X-Men #1 (1975), graded 9.2 Authentic' });
    expect([slab.getAttribute('width'), slab.getAttribute('height'), slab.getAttribute('loading')]).toEqual(['400', '620', 'eager']);
    const items = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('listitem').map((li) => li.textContent);
    expect(items('certificate-asp')).toEqual(['Len Wein', 'Dave Cockrum']);
    expect(items('certificate-vsp')).toEqual(['Chris Claremont']);
    expect(items('certificate-notes')).toEqual(['Light spine stress', 'Small corner crease']);
    const owner = screen.getByTestId('comic-owner');
    expect(within(owner).getByRole('link', { name: '25-A1B2C3D' }).getAttribute('href')).toBe('/account/orders/25-A1B2C3D');
    expect(within(owner).getByText('Bronze Age')).toBeTruthy();
  });

  it("given the member's own comic, when its page opens, then it shows all its public certificate shows (key comments, certified date, census) and the owner's part", async () => {
    const comic = aMemberComicDetail({ id: '25-A1B2C3D-001', orderId: '25-A1B2C3D', title: 'Incredible Hulk', issue: '181', year: 1974, displayYear: '1974', grade: 9.4 });
    comicEndpoint(
      ownersLookup(comic, {
        keyComments: '1st full appearance of Wolverine',
        artStoryCover: 'Herb Trimpe art',
        certifiedAt: '2025-03-20T12:00:00.000Z',
        census: { copies: 12, atGrade: 3, higher: 2, gradedOrdinal: 1 },
      }),
    );

    renderRoutes({ path: '/account/comics/25-A1B2C3D-001', routes, preloadedState: signedIn });

    const facts = await screen.findByTestId('certificate-facts');
    expect(facts.textContent).toContain('Key comments1st full appearance of Wolverine');
    expect(facts.textContent).toContain('CreditsHerb Trimpe art');
    expect(facts.textContent).toContain('CertifiedMarch 20, 2025');
    expect(screen.getByTestId('certificate-census').textContent).toBe('3 copies at this grade, 2 higher');
    expect(screen.getByRole('link', { name: 'See the population report' })).toBeTruthy();
    expect(within(screen.getByTestId('comic-owner')).getByRole('link', { name: /public certificate/ }).getAttribute('href')).toBe('/certificate/25-A1B2C3D-001');
  });

  it("given the member's own comic, then its custody shows each step at Certus with when and who, staff by initials and id", async () => {
    const comic = aMemberComicDetail({ id: '25-A1B2C3D-002', orderId: '25-A1B2C3D', title: 'Incredible Hulk', issue: '181' });
    comicEndpoint(ownersLookup(comic));
    const asked = comicCustodyEndpoint((id) => anOrderCustody([aBookCustody('25-A1B2C3D-001', { title: 'Saga', issue: '1' }), aBookCustody(id)]));

    renderRoutes({ path: '/account/comics/25-A1B2C3D-002', routes, preloadedState: signedIn });

    const custody = await screen.findByTestId('comic-custody');
    expect(within(custody).getByRole('heading', { level: 2, name: 'Custody of this book' })).toBeTruthy();
    const timeline = await within(custody).findByRole('list', { name: 'Custody of Book 2: Incredible Hulk #181' });
    const steps = within(timeline).getAllByTestId('custody-step');
    expect(steps.map((step) => step.getAttribute('data-kind'))).toEqual(['submitted', 'received', 'graded', 'encapsulated']);
    expect(steps[2]!.textContent).toContain('Graded');
    expect(steps[2]!.textContent).toContain('by J. K. (worker-17)');
    expect(within(steps[2]!).getByTestId('custody-step-detail').textContent).toBe('Graded 9.4 Certified');
    expect(steps[3]!.querySelector('time')?.getAttribute('dateTime')).toBe('2025-03-13T09:00:00.000Z');
    expect(asked).toEqual(['/api/comics/user/25-A1B2C3D-002/custody']);
  });

  it("given the custody of the member's comic cannot be read, then the page still shows the comic and offers to try again", async () => {
    const comic = aMemberComicDetail({ id: '25-A1B2C3D-003', orderId: '25-A1B2C3D' });
    comicEndpoint(ownersLookup(comic));
    comicCustodyEndpoint(() => 500);

    renderRoutes({ path: '/account/comics/25-A1B2C3D-003', routes, preloadedState: signedIn });

    const custody = await screen.findByTestId('comic-custody');
    expect(await within(custody).findByText('The custody timeline could not be loaded')).toBeTruthy();
    expect(within(custody).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByTestId('comic-owner')).toBeTruthy();
  });

  it("given a comic brought over from earlier records, which has no custody (404), then the page says there is no step-by-step record", async () => {
    const comic = aMemberComicDetail({ id: '19-DEMOA01-001', orderId: '19-DEMOA01' });
    comicEndpoint(ownersLookup(comic));
    comicCustodyEndpoint(() => 404);

    renderRoutes({ path: '/account/comics/19-DEMOA01-001', routes, preloadedState: signedIn });

    const custody = await screen.findByTestId('comic-custody');
    expect((await within(custody).findByTestId('comic-custody-none')).textContent).toBe('Certus has no step-by-step record of this book: books brought over from earlier records have none.');
    expect(within(custody).queryByRole('alert')).toBeNull();
  });

  it("given someone else's comic, then it says it is not in the account and links to its public certificate", async () => {
    const certificate = aCertificateView({ certificationId: '25-B2C3D4E-001', title: 'Saga', issue: '1' });
    comicEndpoint({ certificate, owner: null });

    renderRoutes({ path: '/account/comics/25-B2C3D4E-001', routes, preloadedState: signedIn });

    expect(await screen.findByRole('heading', { name: 'Saga #1', level: 1 })).toBeTruthy();
    const notYours = screen.getByTestId('comic-not-yours');
    expect(within(notYours).getByText(NOT_YOUR_COMIC)).toBeTruthy();
    expect(within(notYours).getByRole('link', { name: 'View the certificate of Saga #1' }).getAttribute('href')).toBe('/certificate/25-B2C3D4E-001');
    expect(screen.queryByTestId('certificate-grade')).toBeNull();
  });

  it('given a comic that cannot be loaded, then it is marked invalid and nothing else is shown', async () => {
    comicEndpoint(404);

    renderRoutes({ path: '/account/comics/25-A1B2C3D-001', routes, preloadedState: signedIn });

    expect(await screen.findByTestId('comic-invalid')).toBeTruthy();
    expect(screen.queryByTestId('certificate-grade')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('given an id that is no certification number, then it is marked invalid without asking the server', async () => {
    renderRoutes({ path: '/account/comics/nonsense', routes, preloadedState: signedIn });

    await waitFor(() => expect(screen.getByTestId('comic-invalid').textContent).toContain('not a valid certification number'));
  });
});
