import type { CensusBook, CensusCopy, CensusGridResponse, CensusTitleSummary, CertificateView, ComicListingResponse, PopulationBookDetail, PopulationSearchResponse } from '@certus/contracts';
import { aCertificateView } from '../../certificates/testing/certificate-builders.ts';

let sequence = 0;
const next = () => ++sequence;

/** A book of the census, as POST /api/popreport/search lists it. */
export function aCensusBook(overrides: Partial<CensusBook> = {}): CensusBook {
  const n = next();
  const grades = overrides.grades ?? [
    { grade: 8, copies: 2 },
    { grade: 9.4, copies: 5 },
    { grade: 9.8, copies: 1 },
  ];
  return {
    bookId: `b${String(n).padStart(15, '0')}`,
    collectibleType: 'Comic',
    title: 'Amazing Spider-Man',
    issue: String(300 + n),
    year: 1988,
    month: 3,
    publisher: 'Marvel',
    variant: '',
    keyComments: '',
    artStoryCover: '',
    copies: grades.reduce((sum, g) => sum + g.copies, 0),
    grades,
    ...overrides,
  };
}

/** The titles of some books, in the order they come, as the search sums them up. */
export function titlesOf(books: readonly CensusBook[]): CensusTitleSummary[] {
  const titles = new Map<string, CensusTitleSummary>();
  for (const book of books) {
    const slug = book.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const title = titles.get(slug) ?? { slug, title: book.title, books: 0, copies: 0 };
    titles.set(slug, { ...title, books: title.books + 1, copies: title.copies + book.copies });
  }
  return [...titles.values()];
}

export function aSearchResponse(books: CensusBook[], overrides: Partial<PopulationSearchResponse> = {}): PopulationSearchResponse {
  return {
    page: 1,
    size: 50,
    total: books.length,
    totalCopies: books.reduce((sum, b) => sum + b.copies, 0),
    titles: titlesOf(books),
    books,
    ...overrides,
  };
}

export function aBookDetail(book: CensusBook = aCensusBook(), overrides: Partial<PopulationBookDetail> = {}): PopulationBookDetail {
  return {
    book,
    byGradeType: [
      { gradeType: 'Certified', copies: book.copies, grades: book.grades },
      { gradeType: 'Verified', copies: 0, grades: [] },
    ],
    firstCertifiedAt: '2024-02-01T10:00:00.000Z',
    lastCertifiedAt: '2025-03-20T12:00:00.000Z',
    asOf: null,
    // Its copies came in February 2024 (all but one) and March 2025 (one).
    history: {
      months: ['2024-02', '2024-03', '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'],
      totals: [...Array<number>(13).fill(Math.max(0, book.copies - 1)), book.copies],
      grades: book.grades.map((g, i) => ({ gradeType: 'Certified' as const, grade: g.grade, copies: [...Array<number>(13).fill(i === 0 ? Math.max(0, g.copies - 1) : g.copies), g.copies] })).reverse(),
    },
    velocity: { from: '2024-03-21', to: '2025-03-20', grades: book.grades.length ? [{ gradeType: 'Certified', grade: book.grades[0]!.grade, copies: 1, perMonth: 0.08 }] : [] },
    ...overrides,
  };
}

export function aCensusCopy(overrides: Partial<CensusCopy> = {}): CensusCopy {
  const n = next();
  const certificationId = overrides.certificationId ?? `25-C${String(n).padStart(6, '0')}-001`;
  return {
    certificationId,
    grade: 9.4,
    category: 'Certified',
    collection: null,
    signees: [],
    hasCover: false,
    coverUrl: '',
    certifiedAt: '2025-03-20T12:00:00.000Z',
    tierLabel: 'Modern',
    ...overrides,
  };
}

export function aComicListing(book: CensusBook, copies: CensusCopy[], overrides: Partial<ComicListingResponse> = {}): ComicListingResponse {
  return { book, page: 1, size: 50, total: copies.length, copies, ...overrides };
}

/** A copy's certificate, as POST /api/popreport/gradedComicDetails answers it: no cover, a census of eight copies. */
export function aCertificate(overrides: Partial<CertificateView> = {}): CertificateView {
  return aCertificateView({
    certificationId: `25-C${String(next()).padStart(6, '0')}-001`,
    bookId: 'b000000000000001',
    issue: '300',
    keyComments: 'First full appearance of Venom',
    artStoryCover: 'Todd McFarlane',
    hasCover: false,
    coverUrl: '',
    census: { copies: 8, atGrade: 5, higher: 1, gradedOrdinal: 1 },
    ...overrides,
  });
}

/** A title's census grid, as GET /api/popreport/grid answers it: its columns and totals summed from the books given. */
export function aCensusGrid(books: CensusBook[], overrides: Partial<CensusGridResponse> = {}): CensusGridResponse {
  const totals = new Map<number, number>();
  for (const book of books) for (const g of book.grades) totals.set(g.grade, (totals.get(g.grade) ?? 0) + g.copies);
  const grades = [...totals.keys()].sort((a, b) => b - a);
  const [title] = titlesOf(books);
  return {
    title: title ?? { slug: 'amazing-spider-man', title: 'Amazing Spider-Man', books: 0, copies: 0 },
    gradeType: null,
    sort: 'issue',
    direction: 'asc',
    grades,
    totals: grades.map((grade) => ({ grade, copies: totals.get(grade) ?? 0 })),
    page: 1,
    size: 100,
    total: books.length,
    books,
    ...overrides,
  };
}
