import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FEATURED_PAGE_COUNT, monthKeyOf, previousMonthKey } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import defaultCover from '../../comics/assets/default-cover.svg';
import { aMemberComicDetail } from '../../comics/testing/comic-builders.ts';
import { certificateMessages } from '../lib/certificate-messages.ts';
import { aCertificateView, aFeaturedComic, aGradingNotesPage, aPublicLookup } from '../testing/certificate-builders.ts';
import { featuredEndpoint, gradingNotesEndpoint, gradingNotesEntryEndpoint, lookupEndpoint, searchEndpoint } from '../testing/certificate-endpoints.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };
const items = (testId: string) => within(screen.getByTestId(testId)).getAllByRole('listitem').map((li) => li.textContent);
/** The label's facts as "term: value". */
/** What an <img> of a slab says about how it loads. */
const slabAttributes = (img: HTMLElement) =>
  Object.fromEntries(['src', 'srcset', 'width', 'height', 'loading', 'fetchpriority'].map((name) => [name, img.getAttribute(name)]));
const facts = () => within(screen.getByTestId('certificate-facts')).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);

describe('/certificate/{id}', () => {
  it('given an anonymous visitor, then it shows the label, signers and notes split on ~, and the census, but nothing of the owner', async () => {
    const lookup = aPublicLookup({
      certificationId: '19-DEMOA01-001',
      bookId: 'a1b2c3d4e5f60718',
      title: 'Giant-Size X-Men',
      issue: '1',
      year: 1975,
      displayYear: '1975',
      month: 5,
      variant: 'Direct Edition',
      keyComments: 'First appearance of Storm',
      artStoryCover: 'Dave Cockrum',
      collection: 'Mile High',
      personalCollection: 'The Smith Collection',
      grade: 9.2,
      category: 'Verified',
      tierLabel: 'Vintage',
      certifiedAt: '2025-03-20T12:00:00.000Z',
      comics_details: { ASP_Signers: 'Len Wein~Dave Cockrum', VSP_Signers: 'Chris Claremont', Grader_Notes: 'Light spine stress~ Small corner crease ~' },
      census: { copies: 12, atGrade: 3, higher: 2, gradedOrdinal: 3 },
    });
    const requested = lookupEndpoint([lookup]);

    renderRoutes({ path: '/certificate/19-demoa01-001', routes });

    expect(await screen.findByRole('heading', { name: 'Giant-Size X-Men #1', level: 1 })).toBeTruthy();
    expect(requested).toEqual(['/api/comics/19-DEMOA01-001']);
    expect(screen.getByTestId('certificate-grade').textContent).toBe('Grade 9.2');
    expect(screen.getByTestId('comic-category').textContent).toBe('Verified');
    // The slab is the page's main image: fetched at once, in the width the screen needs, its box held by width and height.
    const slab = screen.getByRole('img', { name: 'Certus slab of Giant-Size X-Men #1 (1975), graded 9.2 Verified' });
    expect(slabAttributes(slab)).toEqual({
      src: '/api/comics/19-DEMOA01-001/slab-400.webp',
      srcset: '/api/comics/19-DEMOA01-001/slab-200.webp 200w, /api/comics/19-DEMOA01-001/slab-400.webp 400w, /api/comics/19-DEMOA01-001/slab-800.webp 800w',
      width: '400',
      height: '620',
      loading: 'eager',
      fetchpriority: 'high',
    });
    expect(facts()).toEqual([
      'Certification: 19-DEMOA01-001',
      'Cover date: May 1975',
      'Publisher: Marvel',
      'Variant: Direct Edition',
      'Key comments: First appearance of Storm',
      'Credits: Dave Cockrum',
      'Collection: Mile High',
      'Personal collection: The Smith Collection',
      'Service: Vintage',
      'Certified: March 20, 2025',
      'Type: Comic',
    ]);
    expect(items('certificate-asp')).toEqual(['Len Wein', 'Dave Cockrum']);
    expect(items('certificate-vsp')).toEqual(['Chris Claremont']);
    expect(items('certificate-notes')).toEqual(['Light spine stress', 'Small corner crease']);
    expect(screen.getByTestId('certificate-census').textContent).toBe('3 copies at this grade, 2 higher');
    // Where it stood when graded: the 3rd Verified copy of this book at 9.2.
    expect(screen.getByTestId('certificate-graded-ordinal').textContent).toBe('The 3rd copy of this book graded 9.2 (Verified)');
    const report = screen.getByTestId('certificate-population-link');
    expect([report.textContent, report.getAttribute('href')]).toEqual(['Log in to see the population report', '/comic-details?book=a1b2c3d4e5f60718']);
    expect(screen.queryByTestId('certificate-owner-link')).toBeNull();
  });

  it('given its owner, then it links to the comic in the account and to the population report; a slab that fails to load gives way to the default cover', async () => {
    const certificate = aCertificateView({ title: 'Saga', issue: '1', hasCover: false, coverUrl: '' });
    lookupEndpoint([{ certificate, owner: aMemberComicDetail({ id: certificate.certificationId }) }]);

    renderRoutes({ path: `/certificate/${certificate.certificationId}`, routes, preloadedState: signedIn });

    expect((await screen.findByTestId('certificate-owner-link')).getAttribute('href')).toBe(`/account/comics/${certificate.certificationId}`);
    expect(screen.getByTestId('certificate-population-link').textContent).toBe('See the population report');
    fireEvent.error(screen.getByRole('img', { name: /^Certus slab of Saga #1/ }));
    const fallback = await screen.findByRole('img', { name: /^Certus slab of Saga #1 .* \(image not available\)$/ });
    expect([fallback.getAttribute('src'), fallback.getAttribute('width'), fallback.getAttribute('height')]).toEqual([defaultCover, '400', '620']);
  });

  it('given a number that names no certificate, then it says so and looks up another one without leaving the page until found', async () => {
    const other = aCertificateView({ certificationId: '25-B2C3D4E-002', title: 'Saga', issue: '1' });
    lookupEndpoint([{ certificate: other, owner: null }]);
    const searched = searchEndpoint([other]);

    const { router } = renderRoutes({ path: '/certificate/25-B2C3D4E-001', routes });

    expect((await screen.findByTestId('certificate-not-found')).textContent).toContain(`25-B2C3D4E-001: ${certificateMessages.notFound}`);
    const field = screen.getByRole('textbox', { name: 'Certification number' });
    const lookUp = (text: string) => {
      fireEvent.change(field, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    };
    lookUp('spider-man');
    expect(await screen.findByText(certificateMessages.numberInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    lookUp('25 - b2c3d4e - 003');
    // Said on the field (the page's own alert names the number it was opened with).
    expect(await screen.findByText(certificateMessages.notFound)).toBeTruthy();

    lookUp('25-b2c3d4e-002');
    expect(await screen.findByRole('heading', { name: 'Saga #1', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/certificate/25-B2C3D4E-002');
    expect(searched).toEqual(['/api/comics/search/25-B2C3D4E-003', '/api/comics/search/25-B2C3D4E-002']);
  });
});

describe('/featured', () => {
  it("shows this month's featured comics as cards opening their certificate, then asks last month for what is missing", async () => {
    const thisMonth = monthKeyOf(new Date());
    const lastMonth = previousMonthKey(thisMonth);
    const best = aFeaturedComic({ title: 'Hulk', issue: '181', grade: 9.8, category: 'Verified', signees: ['Stan Lee'] });
    const requested = featuredEndpoint({ [thisMonth]: [best, aFeaturedComic()], [lastMonth]: [aFeaturedComic({ title: 'Saga', issue: '1' })] });

    renderRoutes({ path: '/featured', routes });

    const cards = await screen.findAllByTestId('featured-card');
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Hulk #181' }).getAttribute('href')).toBe(`/certificate/${best.certificationId}`);
    expect(first.getByTestId('featured-grade').textContent).toBe('Grade 9.8');
    expect(first.getByText('Signed by Stan Lee')).toBeTruthy();
    // The first slab is the page's main image, fetched at once; every other waits until it is scrolled near, its
    // box held by width and height meanwhile.
    const slab = first.getByRole('img', { name: `Certus slab of Hulk #181 (${best.displayYear}), graded 9.8 Verified` });
    expect(slabAttributes(slab)).toMatchObject({ src: `/api/comics/${best.certificationId}/slab-400.webp`, width: '400', height: '620', loading: 'eager', fetchpriority: 'high' });
    expect(slab.getAttribute('sizes')).toMatch(/px|vw/);
    expect(slabAttributes(within(cards[1]!).getByRole('img'))).toMatchObject({ loading: 'lazy', fetchpriority: 'auto' });
    // Spec 7.3: months are asked one after the other, after a pause, each for what is still missing.
    expect(await screen.findByRole('link', { name: 'Saga #1' })).toBeTruthy();
    expect(requested.slice(0, 2)).toEqual([`/api/comics/featured/${thisMonth}/${FEATURED_PAGE_COUNT}`, `/api/comics/featured/${lastMonth}/${FEATURED_PAGE_COUNT - 2}`]);
  });
});

describe('/grading-notes', () => {
  it('lists the entries of a page, each opening its notes, pages on, and opens a typed certification number', async () => {
    const entry = aCertificateView({ title: 'Saga', issue: '1', comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: 'Spine stress~Color break' } });
    const requested = gradingNotesEndpoint({
      1: aGradingNotesPage({ page: 1, total: 21, entries: [entry] }),
      2: aGradingNotesPage({ page: 2, total: 21, entries: [aCertificateView({ title: 'Hulk', issue: '181' })] }),
    });
    gradingNotesEntryEndpoint([entry]);

    const { router } = renderRoutes({ path: '/grading-notes', routes });

    const [listed] = await screen.findAllByTestId('grading-notes-entry');
    expect(within(listed!).getByRole('link', { name: 'Saga #1' }).getAttribute('href')).toBe(`/grading-notes/${entry.certificationId}`);
    expect(within(listed!).getByText('Spine stress · Color break')).toBeTruthy();
    expect(slabAttributes(within(listed!).getByRole('img', { name: /^Certus slab of Saga #1/ }))).toMatchObject({ width: '400', height: '620', loading: 'lazy' });
    expect(screen.getByTestId('grading-notes-paging').textContent).toBe('Page 1 of 2');

    fireEvent.click(screen.getByRole('link', { name: 'Older notes' }));
    expect(await screen.findByRole('link', { name: 'Hulk #181' })).toBeTruthy();
    expect(requested).toEqual(['/api/gradingnotes?page=1', '/api/gradingnotes?page=2']);

    fireEvent.change(screen.getByRole('textbox', { name: 'Certification number' }), { target: { value: ` ${entry.certificationId.toLowerCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Open notes' }));
    expect(await screen.findByRole('heading', { name: 'Grading notes: Saga #1', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/grading-notes/${entry.certificationId}`);
  });
});

describe('/grading-notes/{id}', () => {
  it('shows signees, collection, personal collection, category, signatures, cover and the notes', async () => {
    const entry = aCertificateView({
      title: 'Amazing Spider-Man',
      issue: '300',
      category: 'Authentic',
      signees: ['Todd McFarlane', 'David Michelinie'],
      collection: 'Pacific Coast',
      personalCollection: 'The Smith Collection',
      comics_details: { ASP_Signers: 'Todd McFarlane~David Michelinie', VSP_Signers: '', Grader_Notes: 'Corner blunting~Light foxing' },
    });
    gradingNotesEntryEndpoint([entry]);

    renderRoutes({ path: `/grading-notes/${entry.certificationId}`, routes });

    expect(await screen.findByRole('heading', { name: 'Grading notes: Amazing Spider-Man #300', level: 1 })).toBeTruthy();
    expect(facts()).toEqual([
      `Certification: ${entry.certificationId}`,
      'Cover date: May 1988',
      'Publisher: Marvel',
      'Signees: Todd McFarlane, David Michelinie',
      'Collection: Pacific Coast',
      'Personal collection: The Smith Collection',
    ]);
    expect(screen.getByTestId('comic-category').textContent).toBe('Authentic');
    expect(screen.getByRole('img', { name: /^Certus slab of Amazing Spider-Man #300 \(\d{4}\), graded \d+\.\d Authentic$/ }).getAttribute('src')).toBe(`/api/comics/${entry.certificationId}/slab-400.webp`);
    expect(items('certificate-asp')).toEqual(['Todd McFarlane', 'David Michelinie']);
    expect(items('certificate-notes')).toEqual(['Corner blunting', 'Light foxing']);
    expect(screen.getByRole('link', { name: 'View the certificate' }).getAttribute('href')).toBe(`/certificate/${entry.certificationId}`);
  });

  it('given a number that names no certificate, then it says so', async () => {
    gradingNotesEntryEndpoint([]);

    renderRoutes({ path: '/grading-notes/25-A1B2C3D-001', routes });

    await waitFor(() => expect(screen.getByTestId('grading-notes-not-found').textContent).toContain(certificateMessages.notFound));
  });
});
