import { displayYear, type CertificateLookup, type CertificateView, type FeaturedComic, type GradingNotesPage } from '@certus/contracts';

let sequence = 0;

/** A certified comic as anyone may see it (GET /api/comics/{id}, /api/gradingnotes/{id}). Fresh id per call. */
export function aCertificateView(overrides: Partial<CertificateView> = {}): CertificateView {
  const n = ++sequence;
  const certificationId = overrides.certificationId ?? `25-K${String(n).padStart(6, '0')}-001`;
  const year = overrides.year ?? 1988;
  return {
    certificationId,
    bookId: `book${String(n).padStart(12, '0')}`,
    collectibleType: 'Comic',
    title: 'Amazing Spider-Man',
    issue: String(300 + n),
    year,
    displayYear: displayYear(year),
    month: 5,
    publisher: 'Marvel',
    variant: '',
    keyComments: '',
    artStoryCover: '',
    grade: 9.4,
    category: 'Certified',
    tierLabel: 'Modern',
    collection: null,
    personalCollection: '',
    signees: [],
    signatures: [],
    graderNotes: '',
    comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' },
    hasCover: true,
    coverUrl: `/storage/comic/${certificationId}/cover-m.jpg`,
    certifiedAt: '2025-03-20T12:00:00.000Z',
    census: { copies: 1, atGrade: 1, higher: 0, gradedOrdinal: 1 },
    revocation: null,
    ...overrides,
  };
}

/** GET /api/comics/{id} as an anonymous visitor (or another member) gets it: no owner part. */
export const aPublicLookup = (overrides: Partial<CertificateView> = {}): CertificateLookup => ({ certificate: aCertificateView(overrides), owner: null });

/** One of the featured list (GET /api/comics/featured/{yyyymm}/{count}). */
export function aFeaturedComic(overrides: Partial<FeaturedComic> = {}): FeaturedComic {
  const { certificationId, collectibleType, title, issue, year, displayYear: shownYear, publisher, variant, keyComments, grade, category, signees, coverUrl, certifiedAt } = aCertificateView(overrides);
  return { certificationId, collectibleType, title, issue, year, displayYear: shownYear, publisher, variant, keyComments, grade, category, signees, coverUrl, certifiedAt, ...overrides };
}

/** A page of GET /api/gradingnotes. */
export const aGradingNotesPage = (overrides: Partial<GradingNotesPage> = {}): GradingNotesPage => ({ page: 1, size: 20, total: overrides.entries?.length ?? 0, entries: [], ...overrides });
