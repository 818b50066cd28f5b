import { displayYear, type MemberComic, type MemberComicDetail } from '@certus/contracts';

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
    ...overrides,
  };
}

export function aMemberComicDetail(overrides: Partial<MemberComicDetail> = {}): MemberComicDetail {
  return { ...aMemberComic(overrides), comics_details: { ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' }, ...overrides };
}
