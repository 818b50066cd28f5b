import { http, HttpResponse } from 'msw';
import { displayYear, type BookCustody, type MemberComic, type MemberComicDetail, type OrderCustody } from '@certus/contracts';
import { apiUrl, server } from '../../../testing/msw-server.ts';

let sequence = 0;

/** A graded comic of the member, as GET /api/comics/user/default/{count} lists it. */
export function aMemberComic(overrides: Partial<MemberComic> = {}): MemberComic {
  const n = ++sequence;
  const id = overrides.id ?? `25-C${String(n).padStart(6, '0')}-001`;
  const year = overrides.year ?? 1988;
  return {
    id,
    orderId: id.slice(0, 10),
    collectibleType: 'Comic',
    title: 'Amazing Spider-Man',
    issue: String(300 + n),
    year,
    displayYear: displayYear(year),
    publisher: 'Marvel',
    variant: '',
    pedigree: null,
    grade: 9.8,
    category: 'Certified',
    tierCode: 'MN',
    tierLabel: 'Modern',
    signatures: [],
    graderNotes: '',
    certifiedAt: '2025-03-20T12:00:00.000Z',
    coverUrl: `/storage/comic/${id}/cover-m.jpg`,
    revocation: null,
    ...overrides,
  };
}

export function aMemberComicDetail(overrides: Partial<MemberComicDetail> = {}): MemberComicDetail {
  return { ...aMemberComic(overrides), comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' }, ...overrides };
}

/**
 * A book's custody as a member's read answers it (staff as initials and id): submitted, received, graded and
 * encapsulated under `certificationId`.
 */
export function aBookCustody(certificationId: string, overrides: Partial<BookCustody> = {}): BookCustody {
  const orderId = certificationId.split('-').slice(0, 2).join('-');
  const worker = { id: 'worker-17', name: 'J. K.' };
  return {
    orderId,
    bookNo: Number(certificationId.split('-').at(-1)),
    title: 'Incredible Hulk',
    issue: '181',
    certificationId,
    declaredValueCents: 30_000,
    correctedValueCents: null,
    steps: [
      { kind: 'submitted', version: 1, at: '2025-03-01T10:00:00.000Z', by: { id: 'member-1', name: 'A. L.' }, detail: 'Submitted for Vintage (NW) grading, declared at $300.00' },
      { kind: 'received', version: 2, at: '2025-03-08T10:00:00.000Z', by: worker, detail: 'Received, declared at $300.00' },
      { kind: 'graded', version: 3, at: '2025-03-12T15:30:00.000Z', by: worker, detail: 'Graded 9.4 Certified' },
      { kind: 'encapsulated', version: 4, at: '2025-03-13T09:00:00.000Z', by: worker, detail: `Encapsulated under certification ${certificationId}` },
    ],
    ...overrides,
  };
}

export const anOrderCustody = (books: BookCustody[]): OrderCustody => ({ orderId: books[0]!.orderId, books });

/** GET /api/comics/user/{certificationId}/custody answering that book's custody (or a status); records each path asked. */
export function comicCustodyEndpoint(answer: (certificationId: string) => OrderCustody | number = (id) => anOrderCustody([aBookCustody(id)])) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/api/comics/user/:certificationId/custody'), ({ request, params }) => {
      asked.push(new URL(request.url).pathname);
      const custody = answer(String(params.certificationId));
      return typeof custody === 'number' ? HttpResponse.json({ message: 'Not found.' }, { status: custody }) : HttpResponse.json(custody);
    }),
  );
  return asked;
}
