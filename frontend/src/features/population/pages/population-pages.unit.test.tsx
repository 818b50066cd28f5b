import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { populationMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { anIdentity } from '../../../testing/builders.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { EMPTY_FILTER } from '../lib/population-filter.ts';
import { SAVED_FILTER_KEY, saveFilter } from '../lib/saved-filter.ts';
import { aBookDetail, aCensusBook, aCensusCopy, aCertificate, aComicListing, aSearchResponse } from '../testing/population-builders.ts';
import {
  certificateEndpoint,
  detailEndpoint,
  listingEndpoint,
  popupEndpoints,
  recordEndpoint,
  refusingRecordEndpoint,
  searchEndpoint,
} from '../testing/population-server.ts';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const signedIn = { identity: { current: anIdentity() } };
// Label and text queries rather than role queries where the page is big: the whole site frame is rendered.
const titleInput = () => screen.findByLabelText(/^Title\W*$/, { selector: 'input' });
const search = () => fireEvent.click(within(screen.getByLabelText('Population search')).getByText('Search'));

describe('/population-report/{id}: the search popup', () => {
  it('given a 2-character title, then the spec message marks it and nothing is sent; given the server refuses a field, then its message marks that field', async () => {
    popupEndpoints();
    const sent = refusingRecordEndpoint({ 'model.Variant': [populationMessages.variantTooShort] });
    renderRoutes({ path: '/population-report/X-Men', routes, preloadedState: signedIn });

    const title = (await titleInput()) as HTMLInputElement;
    expect(title.value).toBe('X-Men');
    fireEvent.change(title, { target: { value: 'X-' } });
    search();

    expect(await screen.findByText(populationMessages.titleTooShort)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);

    fireEvent.change(title, { target: { value: 'X-Men' } });
    fireEvent.change(screen.getByLabelText('Variant'), { target: { value: 'Newsstand' } });
    search();

    const variant = screen.getByLabelText('Variant');
    await waitFor(() => expect(variant.getAttribute('aria-invalid')).toBe('true'));
    expect(within(screen.getByTestId('server-failure')).getByText(populationMessages.variantTooShort)).toBeTruthy();
    expect(sent).toEqual([{ RequestTitle: 'X-Men', SearchPattern: 'any', Variant: 'Newsstand', Page: 1, Size: 50 }]);
  });

  it('given a title picked from the look-up, when searching, then the search is recorded, saved and listed', async () => {
    const lookedUp = popupEndpoints({ titles: [{ title: 'Amazing Spider-Man', copies: 1200 }] });
    const recorded = recordEndpoint();
    const searched = searchEndpoint(aSearchResponse([aCensusBook()]));
    const { router } = renderRoutes({ path: '/population-report/new', routes, preloadedState: signedIn });

    const title = await titleInput();
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: 'spider' } });
    fireEvent.click(await screen.findByText('Amazing Spider-Man'));
    fireEvent.change(screen.getByLabelText('Publisher'), { target: { value: 'Marvel' } });
    search();

    expect(await screen.findByTestId('census-book')).toBeTruthy();
    const body = { RequestTitle: 'Amazing Spider-Man', SearchPattern: 'any', Publisher: 'Marvel', Page: 1, Size: 50 };
    expect(lookedUp).toContain('spider');
    expect(recorded).toEqual([body]);
    expect(searched).toEqual([body]);
    expect(router.state.location.search).toBe('?RequestTitle=Amazing+Spider-Man&Publisher=Marvel');
    expect(JSON.parse(window.localStorage.getItem(SAVED_FILTER_KEY) ?? '{}')).toMatchObject({ RequestTitle: 'Amazing Spider-Man', Publisher: 'Marvel' });
  });

  it('given recent searches, when one is clicked, then it runs again at once', async () => {
    popupEndpoints({
      recent: [{ requestId: 'r1', requestedAt: '2025-03-20T12:00:00.000Z', filters: { RequestTitle: 'X-Men', SearchPattern: 'exact', Year: 1963, Page: 1, Size: 50 } }],
    });
    const recorded = recordEndpoint();
    searchEndpoint(aSearchResponse([aCensusBook({ title: 'X-Men', issue: '1' })]));
    const { router } = renderRoutes({ path: '/population-report', routes, preloadedState: signedIn });

    fireEvent.click(await screen.findByText('X-Men (exact) · 1963'));

    await screen.findByTestId('census-book');
    expect(screen.getByText('X-Men #1').closest('a')?.getAttribute('href')).toMatch(/^\/comic-details\?book=/);
    expect(recorded).toEqual([{ RequestTitle: 'X-Men', SearchPattern: 'exact', Year: 1963, Page: 1, Size: 50 }]);
    expect(router.state.location.search).toBe('?RequestTitle=X-Men&SearchPattern=exact&Year=1963');
  });
});

describe('/comic-report: the listing', () => {
  it('lists a page of books with their grade distribution, asks the next page, and links each book to its details with the listing kept', async () => {
    saveFilter({ ...EMPTY_FILTER, RequestTitle: 'spider', Size: '20' });
    const book = aCensusBook({ title: 'Amazing Spider-Man', issue: '300', keyComments: 'First full appearance of Venom', grades: [{ grade: 9, copies: 3 }, { grade: 9.8, copies: 12 }] });
    const searched = searchEndpoint((body) => aSearchResponse([book, aCensusBook()], { page: Number(body.Page), size: 20, total: 45, totalCopies: 600 }));
    const { router } = renderRoutes({ path: '/comic-report?RequestTitle=spider&Page=2', routes, preloadedState: signedIn });

    const link = (await screen.findByText('Amazing Spider-Man #300')).closest('a')!;
    expect(searched[0]).toEqual({ RequestTitle: 'spider', SearchPattern: 'any', Page: 2, Size: 20 });
    expect(screen.getByTestId('report-summary').textContent).toBe('Books 21–22 of 45 (600 copies) for “spider”');
    expect(link.getAttribute('href')).toBe(`/comic-details?book=${book.bookId}&RequestTitle=spider&Page=2`);
    const card = within(screen.getAllByTestId('census-book')[0]!);
    expect(card.getByText('First full appearance of Venom')).toBeTruthy();
    const chart = card.getByRole('table', { name: 'Copies per grade of Amazing Spider-Man #300 (15 copies)' });
    expect(within(chart).getAllByRole('row').map((row) => row.textContent)).toEqual(['GradeCopies', '9.03', '9.812']);

    fireEvent.click(within(screen.getByLabelText('Result pages')).getByLabelText('Page 3'));

    await waitFor(() => expect(searched.at(-1)).toMatchObject({ Page: 3, Size: 20 }));
    expect(router.state.location.search).toBe('?RequestTitle=spider&Page=3');
  });

  it('given no book matches, then it says so and offers the search again', async () => {
    popupEndpoints();
    searchEndpoint(aSearchResponse([]));
    const { router } = renderRoutes({ path: '/comic-report?RequestTitle=zzzz', routes, preloadedState: signedIn });

    expect((await screen.findByTestId('report-empty')).textContent).toContain('No certified books match “zzzz”.');
    fireEvent.click(screen.getByText('Change the search'));

    expect(await screen.findByLabelText('Population search')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/population-report/new');
  });
});

describe('/comic-details: one book', () => {
  it('shows the book, its chart per grade type and its copies; filters them; a copy opens its certificate with signers and notes split on ~', async () => {
    const book = aCensusBook({ title: 'Amazing Spider-Man', issue: '300', grades: [{ grade: 9.4, copies: 2 }, { grade: 9.8, copies: 1 }] });
    const detail = aBookDetail(book, {
      byGradeType: [
        { gradeType: 'Verified', copies: 1, grades: [{ grade: 9.8, copies: 1 }] },
        { gradeType: 'Certified', copies: 2, grades: [{ grade: 9.4, copies: 2 }] },
        { gradeType: 'Authentic', copies: 0, grades: [] },
      ],
    });
    const signed = aCensusCopy({ certificationId: '25-A1B2C3D-001', grade: 9.8, category: 'Verified', signees: ['Todd McFarlane'], collection: 'Mile High' });
    detailEndpoint(detail);
    const listed = listingEndpoint((body) => aComicListing(book, body.Grade ? [signed] : [signed, aCensusCopy(), aCensusCopy()]));
    const certificates = certificateEndpoint(
      aCertificate({
        certificationId: signed.certificationId,
        grade: 9.8,
        category: 'Verified',
        comics_details: { ASP_Signers: '', VSP_Signers: 'Todd McFarlane~David Michelinie', Grader_Notes: 'Light spine stress~ Corner crease ~' },
      }),
    );
    const { router } = renderRoutes({ path: `/comic-details?book=${book.bookId}&RequestTitle=spider&Page=2`, routes, preloadedState: signedIn });

    expect((await screen.findByText('Amazing Spider-Man #300')).tagName).toBe('H1');
    expect(screen.getByText('Back to the results').getAttribute('href')).toBe('/comic-report?RequestTitle=spider&Page=2');
    expect(screen.getAllByTestId('grade-type-chart').map((chart) => within(chart).getByTestId('comic-category').textContent)).toEqual(['Verified', 'Certified']);
    expect(await screen.findAllByTestId('census-copy')).toHaveLength(3);
    const firstCopy = within(screen.getAllByTestId('census-copy')[0]!);
    expect(firstCopy.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '',
      '25-A1B2C3D-001',
      '9.8',
      'Verified',
      'Mile High',
      'Todd McFarlane',
      'Mar 20, 2025',
    ]);
    // Each copy shows its slab (a drawn cover when it was not photographed), small and loaded when scrolled near.
    const thumbnail = firstCopy.getByRole('img', { name: `Certus slab of Amazing Spider-Man #300 (${book.year}), graded 9.8 Verified` });
    expect([thumbnail.getAttribute('src'), thumbnail.getAttribute('sizes'), thumbnail.getAttribute('width'), thumbnail.getAttribute('height'), thumbnail.getAttribute('loading')]).toEqual([
      '/api/comics/25-A1B2C3D-001/slab-400.webp',
      '48px',
      '400',
      '620',
      'lazy',
    ]);

    fireEvent.change(within(screen.getByLabelText('Filter the copies')).getByLabelText('Grade'), { target: { value: '9.8' } });
    await waitFor(() => expect(screen.getAllByTestId('census-copy')).toHaveLength(1));
    expect(listed.at(-1)).toMatchObject({ bookId: book.bookId, Grade: '9.8', Page: 1 });
    expect(router.state.location.search).toContain('copyGrade=9.8');

    fireEvent.click(screen.getByText('25-A1B2C3D-001'));

    const dialog = await screen.findByRole('dialog', { name: 'Certificate 25-A1B2C3D-001' });
    const items = (testId: string) => within(within(dialog).getByTestId(testId)).getAllByRole('listitem').map((li) => li.textContent);
    await waitFor(() => expect(items('certificate-vsp')).toEqual(['Todd McFarlane', 'David Michelinie']));
    expect(items('certificate-notes')).toEqual(['Light spine stress', 'Corner crease']);
    expect(within(dialog).queryByTestId('certificate-asp')).toBeNull();
    expect(within(dialog).getByTestId('certificate-grade').textContent).toBe('Grade 9.8');
    expect(within(dialog).getByRole('img', { name: /^Certus slab of .*, graded 9\.8 Verified$/ }).getAttribute('src')).toBe('/api/comics/25-A1B2C3D-001/slab-400.webp');
    expect(within(dialog).getByRole('link', { name: /certificate page/ }).getAttribute('href')).toBe('/certificate/25-A1B2C3D-001');
    expect(certificates).toEqual([{ certificationId: '25-A1B2C3D-001' }]);
  });
});
