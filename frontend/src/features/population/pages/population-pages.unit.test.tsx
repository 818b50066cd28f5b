import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { populationMessages } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { http, HttpResponse } from 'msw';
import { aTokenResponse, anIdentity } from '../../../testing/builders.ts';
import { apiUrl, server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { EMPTY_FILTER } from '../lib/population-filter.ts';
import { SAVED_FILTER_KEY, saveFilter } from '../lib/saved-filter.ts';
import { aBookDetail, aCensusBook, aCensusCopy, aCensusGrid, aCertificate, aComicListing, aSearchResponse } from '../testing/population-builders.ts';
import {
  certificateEndpoint,
  detailEndpoint,
  gridCsvEndpoint,
  gridEndpoint,
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
/** A table row's headers and cells, as text. */
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

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

    expect(await screen.findByTestId('census-row')).toBeTruthy();
    const body = { RequestTitle: 'Amazing Spider-Man', SearchPattern: 'any', Publisher: 'Marvel', Page: 1, Size: 50 };
    expect(lookedUp).toContain('spider');
    expect(recorded).toEqual([body]);
    expect(searched).toEqual([body]);
    expect(router.state.location.search).toBe('?RequestTitle=Amazing+Spider-Man&Publisher=Marvel');
    expect(JSON.parse(window.localStorage.getItem(SAVED_FILTER_KEY) ?? '{}')).toMatchObject({ RequestTitle: 'Amazing Spider-Man', Publisher: 'Marvel' });
  });

  it('given a visitor who searched a title from the header (/population-report/hulk), then they log in and come back to the search with the title filled in', async () => {
    server.use(
      http.post(apiUrl('/token'), () => HttpResponse.json(aTokenResponse({ userName: 'ada@example.com' }))),
      http.post(apiUrl('/api/account/Login'), () => HttpResponse.json({ message: 'ok' })),
    );
    popupEndpoints();
    const { router } = renderRoutes({ path: '/population-report/hulk', routes });

    await screen.findByRole('heading', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    fireEvent.change(screen.getByLabelText(/e-mail/i, { selector: 'input' }), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText(/password/i, { selector: 'input' }), { target: { value: 'analytical1' } });
    fireEvent.click(screen.getByRole('button', { name: /^log in$/i }));

    expect(((await titleInput()) as HTMLInputElement).value).toBe('hulk');
    expect(router.state.location.pathname).toBe('/population-report/hulk');
  });

  it('given recent searches, when one is clicked, then it runs again at once', async () => {
    popupEndpoints({
      recent: [{ requestId: 'r1', requestedAt: '2025-03-20T12:00:00.000Z', filters: { RequestTitle: 'X-Men', SearchPattern: 'exact', Year: 1963, Page: 1, Size: 50 } }],
    });
    const recorded = recordEndpoint();
    searchEndpoint(aSearchResponse([aCensusBook({ title: 'X-Men', issue: '1' })]));
    const { router } = renderRoutes({ path: '/population-report', routes, preloadedState: signedIn });

    fireEvent.click(await screen.findByText('X-Men (exact) · 1963'));

    await screen.findByTestId('census-row');
    expect(screen.getByRole('link', { name: 'X-Men #1' }).getAttribute('href')).toMatch(/^\/comic-details\?book=/);
    expect(recorded).toEqual([{ RequestTitle: 'X-Men', SearchPattern: 'exact', Year: 1963, Page: 1, Size: 50 }]);
    expect(router.state.location.search).toBe('?RequestTitle=X-Men&SearchPattern=exact&Year=1963');
  });
});

describe('/comic-report: the listing', () => {
  it('lists a page of books as one table, a row per book under its title and a column per grade, paged at top and bottom, each book linked to its details with the listing kept', async () => {
    saveFilter({ ...EMPTY_FILTER, RequestTitle: 'spider', Size: '20' });
    const book = aCensusBook({ title: 'Amazing Spider-Man', issue: '300', variant: 'Direct Edition', keyComments: 'First full appearance of Venom', grades: [{ grade: 9, copies: 3 }, { grade: 9.8, copies: 12 }] });
    const other = aCensusBook({ title: 'Amazing Spider-Man', issue: '301', month: null, grades: [{ grade: 9.4, copies: 2 }] });
    const woman = aCensusBook({ title: 'Spider-Woman', issue: '1', year: 1978, month: 4, grades: [{ grade: 8, copies: 1 }] });
    const searched = searchEndpoint((body) => aSearchResponse([book, other, woman], { page: Number(body.Page), size: 20, total: 45, totalCopies: 600 }));
    const { router } = renderRoutes({ path: '/comic-report?RequestTitle=spider&Page=2', routes, preloadedState: signedIn });

    const link = await screen.findByRole('link', { name: 'Amazing Spider-Man #300' });
    expect(searched[0]).toEqual({ RequestTitle: 'spider', SearchPattern: 'any', Page: 2, Size: 20 });
    expect(screen.getByTestId('report-summary').textContent).toBe('Books 21–23 of 45 (600 copies) for “spider”');
    expect(link.getAttribute('href')).toBe(`/comic-details?book=${book.bookId}&RequestTitle=spider&Page=2`);

    const table = screen.getByRole('table', { name: /Books found for “spider”, page 2 of 3/ });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(cellTexts(header!)).toEqual(['Issue', 'Cover date', 'Total', '9.8', '9.4', '9.0', '8.0']);
    expect(rows.map((row) => (row.dataset.testid === 'census-title-row' ? row.textContent : cellTexts(row)))).toEqual([
      'Amazing Spider-Man2 books, 17 copiesCensus grid of Amazing Spider-Man',
      ['Amazing Spider-Man #300Mar 1988Direct EditionFirst full appearance of Venom', 'Mar 1988', '15', '12', '', '3', ''],
      ['Amazing Spider-Man #3011988', '1988', '2', '', '2', '', ''],
      'Spider-Woman1 book, 1 copyCensus grid of Spider-Woman',
      ['Spider-Woman #1Apr 1978', 'Apr 1978', '1', '', '', '', '1'],
    ]);
    expect(within(table).getByRole('link', { name: 'Census grid of Spider-Woman' }).getAttribute('href')).toBe('/census/spider-woman');
    expect(within(screen.getByRole('navigation', { name: 'Census grids of the titles found' })).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/census/amazing-spider-man',
      '/census/spider-woman',
    ]);

    expect(screen.getByLabelText('Result pages, top')).toBeTruthy();
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

describe('/census/{title}: the census grid', () => {
  const asm1 = aCensusBook({ issue: '1', year: 1963, month: 3, grades: [{ grade: 6, copies: 4 }, { grade: 9.8, copies: 1 }] });
  const asm2 = aCensusBook({ issue: '2', year: 1963, month: 5, variant: 'Newsstand', grades: [{ grade: 9.8, copies: 3 }] });
  const asm10 = aCensusBook({ issue: '10', year: 1964, month: 3, keyComments: '1st Big Man', grades: [{ grade: 8, copies: 2 }, { grade: 6, copies: 1 }] });
  /** The grid the server would answer: rows ordered by the sort asked (enough of it for the test's sorts). */
  const serverGrid = (params: Record<string, string>) => {
    const atGrade = (book: typeof asm1, grade: number) => book.grades.find((g) => g.grade === grade)?.copies ?? 0;
    const sort = params.Sort ?? 'issue';
    const direction = params.Direction ?? (sort === 'issue' || sort === 'year' ? 'asc' : 'desc');
    const books = [asm1, asm2, asm10];
    if (sort !== 'issue') books.sort((a, b) => (direction === 'desc' ? -1 : 1) * (atGrade(a, Number(sort)) - atGrade(b, Number(sort))));
    if (sort === 'issue' && direction === 'desc') books.reverse();
    return aCensusGrid(books, { sort: sort as 'issue', direction: direction as 'asc' });
  };
  const issuesShown = () => screen.getAllByTestId('census-row').map((row) => row.querySelector('th a')!.textContent);

  it('given a title, then its books are rows and its grades columns, with each row\'s total and the title\'s totals last', async () => {
    const asked = gridEndpoint(serverGrid);
    renderRoutes({ path: '/census/amazing-spider-man', routes, preloadedState: signedIn });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Amazing Spider-Man');
    expect(asked).toEqual([{ Title: 'amazing-spider-man', Sort: 'issue', Page: '1', Size: '100' }]);
    // The table is drawn after the title, in the background.
    const table = await screen.findByRole('table', { name: /Amazing Spider-Man: copies per grade of each book, in issue order/ });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(cellTexts(header!)).toEqual(['Issue▲', 'Cover date', 'Total', '9.8', '8.0', '6.0']);
    expect(rows.map(cellTexts)).toEqual([
      ['Amazing Spider-Man #1Mar 1963', 'Mar 1963', '5', '1', '', '4'],
      ['Amazing Spider-Man #2May 1963Newsstand', 'May 1963', '3', '3', '', ''],
      ['Amazing Spider-Man #10Mar 19641st Big Man', 'Mar 1964', '3', '', '2', '1'],
      ['All issues', '', '11', '4', '2', '5'],
    ]);
    expect(screen.getByTestId('grid-title-summary').textContent).toBe('Census grid: 11 copies certified in 3 books');
    expect(within(table).getByRole('columnheader', { name: /Issue/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(within(table).getByRole('link', { name: 'Amazing Spider-Man #2' }).getAttribute('href')).toBe(`/comic-details?book=${asm2.bookId}&grid=amazing-spider-man`);
  });

  it('given the grid, when a grade column is clicked, then the rows come most copies first at that grade, and again, fewest first', async () => {
    const asked = gridEndpoint(serverGrid);
    const { router } = renderRoutes({ path: '/census/amazing-spider-man', routes, preloadedState: signedIn });
    await screen.findByTestId('census-totals');
    expect(issuesShown()).toEqual(['Amazing Spider-Man #1', 'Amazing Spider-Man #2', 'Amazing Spider-Man #10']);

    fireEvent.click(screen.getByRole('button', { name: '6.0' }));

    await waitFor(() => expect(issuesShown()[0]).toBe('Amazing Spider-Man #1'));
    await waitFor(() => expect(screen.getByTestId('grid-summary').textContent).toContain('sorted by copies at 6.0, most first'));
    expect(asked.at(-1)).toEqual({ Title: 'amazing-spider-man', Sort: '6.0', Page: '1', Size: '100' });
    expect(router.state.location.search).toBe('?Sort=6.0');
    expect(issuesShown()).toEqual(['Amazing Spider-Man #1', 'Amazing Spider-Man #10', 'Amazing Spider-Man #2']);
    expect(screen.getByRole('columnheader', { name: /^6\.0/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: /^6\.0/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?Sort=6.0&Direction=asc'));
    await waitFor(() => expect(issuesShown()).toEqual(['Amazing Spider-Man #2', 'Amazing Spider-Man #10', 'Amazing Spider-Man #1']));
    expect(asked.at(-1)).toMatchObject({ Sort: '6.0', Direction: 'asc' });
  });

  it('given the grid, when a grade type is chosen, then only its copies are asked for and the address keeps it', async () => {
    const asked = gridEndpoint((params) => aCensusGrid([asm2], { gradeType: (params.GradeType as 'Verified' | undefined) ?? null }));
    const { router } = renderRoutes({ path: '/census/amazing-spider-man?Sort=total', routes, preloadedState: signedIn });
    await screen.findByTestId('census-totals');

    fireEvent.click(screen.getByLabelText('Verified'));

    await waitFor(() => expect(asked.at(-1)).toEqual({ Title: 'amazing-spider-man', GradeType: 'Verified', Sort: 'total', Page: '1', Size: '100' }));
    expect(router.state.location.search).toBe('?Sort=total&GradeType=Verified');
    expect(await screen.findByTestId('comic-category')).toBeTruthy();
  });

  it('given the grid, when Download CSV is clicked, then every row is fetched in the order shown and saved as census-{title}.csv', async () => {
    gridEndpoint(serverGrid);
    const csv = 'Title,Issue,Month,Year,Publisher,Variant,Key comments,Grade type,Total,9.8\r\nAmazing Spider-Man,1,3,1963,Marvel,,,All,5,1\r\n';
    const exported = gridCsvEndpoint(csv);
    const saved: { blob: Blob; name: string }[] = [];
    const createObjectURL = vi.fn((blob: Blob) => (saved.push({ blob, name: '' }), 'blob:census'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    try {
      renderRoutes({ path: '/census/amazing-spider-man?Sort=9.8&Direction=asc&Page=2', routes, preloadedState: signedIn });
      fireEvent.click(await screen.findByTestId('grid-export'));

      await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
      expect(exported).toEqual([{ Title: 'amazing-spider-man', Sort: '9.8', Direction: 'asc' }]);
      expect(saved[0]!.name).toBe('census-amazing-spider-man.csv');
      expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
      const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes)).toBe(csv);
    } finally {
      click.mockRestore();
    }
  });

  it('given a title the census does not hold, then it says so', async () => {
    gridEndpoint(404);
    renderRoutes({ path: '/census/no-such-comic', routes, preloadedState: signedIn });

    expect((await screen.findByTestId('grid-not-found')).textContent).toContain(populationMessages.titleNotFound);
  });
});

describe('/comic-details: one book', () => {
  it('given a book opened from a census grid, then the way back leads to that grid as it was sorted', async () => {
    const book = aCensusBook();
    detailEndpoint(aBookDetail(book));
    listingEndpoint(aComicListing(book, []));
    renderRoutes({ path: `/comic-details?book=${book.bookId}&grid=amazing-spider-man&Sort=9.8&Page=2`, routes, preloadedState: signedIn });

    expect((await screen.findByText('Back to the census grid')).getAttribute('href')).toBe('/census/amazing-spider-man?Sort=9.8&Page=2');
  });

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

  it('given a census day in the address, then the book, its copies and its history are asked as of it and the page says so; Back to today drops it', async () => {
    const book = aCensusBook({ title: 'Amazing Spider-Man', issue: '300', grades: [{ grade: 9.4, copies: 1 }] });
    const asked = detailEndpoint((body) => aBookDetail({ ...book, copies: body.AsOf ? 1 : 3 }, { asOf: (body.AsOf as string | undefined) ?? null }));
    const listed = listingEndpoint(() => aComicListing(book, [aCensusCopy()]));
    const { router } = renderRoutes({ path: `/comic-details?book=${book.bookId}&RequestTitle=spider&AsOf=2024-06-30`, routes, preloadedState: signedIn });

    expect((await screen.findByTestId('census-as-of-notice')).textContent).toBe('Showing the census as it stood at the end of Jun 30, 2024 (UTC).');
    expect((screen.getByLabelText(/^Census as of/) as HTMLInputElement).value).toBe('2024-06-30');
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ bookId: book.bookId, AsOf: '2024-06-30' }));
    expect(asked).toEqual([{ bookId: book.bookId, AsOf: '2024-06-30' }]);
    // The way back keeps the day: the listing shows the census of the same day.
    expect(screen.getByText('Back to the results').getAttribute('href')).toBe('/comic-report?RequestTitle=spider&AsOf=2024-06-30');

    // The population over time: a step line and, on demand, the months newest first; the pop velocity per grade.
    const history = screen.getByTestId('population-over-time');
    expect(within(history).getByRole('img').getAttribute('aria-label')).toBe('Copies of this book month by month, from Feb 2024 to Mar 2025: 1 copy at the end.');
    fireEvent.click(within(history).getByRole('button', { name: 'Show the months' }));
    const rows = within(within(history).getByTestId('history-table')).getAllByRole('row');
    expect(cellTexts(rows[0]!)).toEqual(['Month', 'Certified 9.4', 'All grades']);
    expect(cellTexts(rows[1]!)).toEqual(['Mar 2025', '1', '1']);
    expect(cellTexts(within(screen.getByTestId('pop-velocity')).getAllByRole('row')[1]!)).toEqual(['Certified 9.4', '1', '0.08']);

    fireEvent.click(screen.getByTestId('census-today'));
    await waitFor(() => expect(router.state.location.search).not.toContain('AsOf'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ bookId: book.bookId }));
    expect(screen.queryByTestId('census-as-of-notice')).toBeNull();
  });

  it('given a census day on which the book had no copy yet, then it says so and the day can be changed', async () => {
    detailEndpoint(404);
    renderRoutes({ path: '/comic-details?book=0123456789abcdef&AsOf=2001-01-01', routes, preloadedState: signedIn });
    expect((await screen.findByTestId('book-not-found')).textContent).toContain('The census had no copy of this book at the end of that day.');
    expect(screen.getByLabelText(/^Census as of/)).toBeTruthy();
  });
});

describe('/comic-report as of a day', () => {
  it('given a day chosen, then the search is sent as of it from its first page, and the address keeps it', async () => {
    const searched = searchEndpoint(aSearchResponse([aCensusBook()]));
    const { router } = renderRoutes({ path: '/comic-report?RequestTitle=spider&Page=2', routes, preloadedState: signedIn });
    await screen.findByTestId('census-row');
    fireEvent.change(screen.getByLabelText(/^Census as of/), { target: { value: '2023-12-31' } });
    await waitFor(() => expect(searched.at(-1)).toMatchObject({ RequestTitle: 'spider', AsOf: '2023-12-31', Page: 1 }));
    expect(router.state.location.search).toBe('?RequestTitle=spider&AsOf=2023-12-31');
    expect(screen.getByTestId('census-as-of-notice').textContent).toContain('Dec 31, 2023');
  });
});

