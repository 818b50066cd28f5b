import { describe, expect, it } from 'vitest';
import { ComicCertified, type ComicCertifiedData } from '@certus/contracts';
import { censusBookId } from './book-id.ts';
import { CensusFold, censusEntryOf, foldCensus as foldEvents, type CensusEvent, type FiledCopy } from './population-fold.ts';

/** A certificate as the event reads back (defaults filled), from the fields a test cares about. */
const certified = (fields: Partial<ComicCertifiedData> & { certificationId: string }): ComicCertifiedData =>
  ComicCertified.parse({
    type: 'ComicCertified',
    data: {
      orderId: '25-ABCDEFG',
      memberId: 'member-1',
      collectibleType: 'Comic',
      category: 'Certified',
      grade: 9.4,
      title: 'Amazing Spider-Man',
      issue: '1',
      year: 1963,
      publisher: 'Marvel',
      variant: '',
      certifiedAt: '2025-05-12T14:00:00Z',
      source: 'grading',
      ...fields,
    },
  }).data;

/** Folds certificates (and revocations, given as events) in order. */
const foldCensus = (filed: ReadonlyMap<string, FiledCopy>, batch: (ComicCertifiedData | CensusEvent)[]) =>
  foldEvents(filed, batch.map((item): CensusEvent => ('type' in item ? item : { type: 'ComicCertified', data: item })));

const revocation = (certificationId: string, revokedAt: string): CensusEvent => ({
  type: 'CertificateRevoked',
  data: { certificationId, reason: 'holder-tampered', note: 'Seal cut.', revokedBy: 'worker-1', revokedAt },
});

const ASM_1 = censusBookId({ collectibleType: 'Comic', title: 'Amazing Spider-Man', issue: '1', year: 1963, month: null, publisher: 'Marvel', variant: '' });

describe('census book id', () => {
  it('given two spellings of one book, then they share an id of 16 hex digits; another variant is another book', () => {
    const other = censusBookId({ collectibleType: 'Comic', title: 'amazing spider-man, the', issue: '#1', year: 1963, month: null, publisher: 'MARVEL', variant: ' ' });
    expect(ASM_1).toMatch(/^[0-9a-f]{16}$/);
    expect(other).toBe(ASM_1);
    expect(censusBookId({ collectibleType: 'Comic', title: 'Amazing Spider-Man', issue: '1', year: 1963, month: null, publisher: 'Marvel', variant: 'Newsstand' })).not.toBe(ASM_1);
  });
});

describe('census entry of a certificate', () => {
  it('given a certificate with label details, then its copy row and book carry the label, normalised keys and the UTC month; no member or order id', () => {
    const { copy, book } = censusEntryOf(
      certified({
        certificationId: '25-ABCDEFG-001',
        title: 'Amazing Spider-Man, The',
        issue: '#12',
        month: 5,
        keyComments: '1st Appearance of Dr. Octopus',
        artStoryCover: 'Steve Ditko',
        personalCollection: 'Stan Lee',
        pedigree: 'Pacific Coast',
        tierLabel: 'Vintage',
        grade: 9.4,
        category: 'Verified',
        signatures: [{ type: 'ASP', name: 'Stan Lee' }],
        graderNotes: 'Light spine stress.',
        hasCover: true,
        certifiedAt: '2025-05-31T23:30:00Z', // the last half hour of May (UTC): a May copy
      }),
    );
    expect(copy).toEqual({
      certification_id: '25-ABCDEFG-001',
      book_id: book.book_id,
      collectible_type: 'Comic',
      title: 'Amazing Spider-Man, The',
      issue: '#12',
      year: 1963,
      month: 5,
      publisher: 'Marvel',
      variant: '',
      key_comments: '1st Appearance of Dr. Octopus',
      art_story_cover: 'Steve Ditko',
      grade: 9.4,
      grade_type: 'Verified',
      tier_label: 'Vintage',
      collection: 'Pacific Coast',
      personal_collection: 'Stan Lee',
      signatures: [{ type: 'ASP', name: 'Stan Lee' }],
      grader_notes: 'Light spine stress.',
      has_cover: true,
      certified_at: '2025-05-31T23:30:00.000Z',
      certified_month: 202505,
      counted_on: '2025-05-31',
      versions: 1,
    });
    expect(book).toMatchObject({
      book_key: 'Comic|amazing spider man|12|1963|5|marvel|',
      title_key: 'amazing spider man',
      issue_key: '12',
      issue_sort: 12,
      publisher_key: 'marvel',
      variant_key: '',
      key_comments_key: '1st appearance of dr octopus',
      art_story_cover_key: 'steve ditko',
    });
    expect(book.book_id).toBe(censusBookId({ collectibleType: 'Comic', title: 'Amazing Spider-Man', issue: '12', year: 1963, month: 5, publisher: 'Marvel', variant: '' }));
  });

  it('given an issue without a number, then it sorts after every numbered one', () => {
    expect(censusEntryOf(certified({ certificationId: '25-ABCDEFG-001', issue: 'Annual 3' })).book.issue_sort).toBe(1_000_000);
  });
});

describe('census fold of a batch', () => {
  it('given two spellings of one book, then one book counts both copies and takes the latest spelling; its title counts each spelling, article dropped', () => {
    const changes = foldCensus(new Map(), [
      certified({ certificationId: '25-ABCDEFG-001', title: 'Amazing Spider-Man, The', issue: '#1', certifiedAt: '2025-05-02T00:00:00Z' }),
      certified({ certificationId: '25-ABCDEFG-002', title: 'amazing spider-man', issue: '1', grade: 8, certifiedAt: '2025-05-01T00:00:00Z' }),
    ]);
    expect(changes.copies.map((c) => [c.certification_id, c.book_id])).toEqual([
      ['25-ABCDEFG-001', ASM_1],
      ['25-ABCDEFG-002', ASM_1],
    ]);
    expect(changes.books).toHaveLength(1);
    expect(changes.books[0]).toMatchObject({
      bookId: ASM_1,
      delta: 2,
      latest: { title: 'amazing spider-man', issue: '1' },
      firstAdded: '2025-05-01T00:00:00.000Z',
      lastAdded: '2025-05-02T00:00:00.000Z',
      lostCopy: false,
    });
    expect(changes.titles).toEqual([{ titleKey: 'amazing spider man', delta: 2, latestTitle: 'amazing spider-man', lostCopy: false }]);
    expect(changes.grades).toEqual([
      { bookId: ASM_1, gradeType: 'Certified', grade: 9.4, delta: 1 },
      { bookId: ASM_1, gradeType: 'Certified', grade: 8, delta: 1 },
    ]);
    expect(changes.spellings).toEqual([
      { titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', delta: 1 },
      { titleKey: 'amazing spider man', spelling: 'amazing spider-man', delta: 1 },
    ]);
    expect(changes.titleGrades).toEqual([
      { titleKey: 'amazing spider man', gradeType: 'Certified', grade: 9.4, delta: 1 },
      { titleKey: 'amazing spider man', gradeType: 'Certified', grade: 8, delta: 1 },
    ]);
  });

  it('given copies of several books of one title, then the title counts them per grade type and grade, summed over its books', () => {
    const changes = foldCensus(new Map(), [
      certified({ certificationId: '25-ABCDEFG-001', title: 'The Amazing Spider-Man', issue: '1', grade: 9.8 }),
      certified({ certificationId: '25-ABCDEFG-002', title: 'Amazing Spider-Man, The', issue: '2', grade: 9.8 }),
      certified({ certificationId: '25-ABCDEFG-003', issue: '3', grade: 9.8, category: 'Verified' }),
    ]);
    expect(changes.grades).toHaveLength(3);
    expect(changes.titleGrades).toEqual([
      { titleKey: 'amazing spider man', gradeType: 'Certified', grade: 9.8, delta: 2 },
      { titleKey: 'amazing spider man', gradeType: 'Verified', grade: 9.8, delta: 1 },
    ]);
    expect(changes.spellings).toEqual([{ titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', delta: 3 }]);
  });

  it('given a copy already filed, when its id is certified again at another grade and title, then the old copy is counted out', () => {
    const filed = new Map<string, FiledCopy>([['25-ABCDEFG-001', { bookId: ASM_1, titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', gradeType: 'Certified', grade: 9.4, countedOn: '2025-05-01', version: 1, revoked: false }]]);
    const changes = foldCensus(filed, [certified({ certificationId: '25-ABCDEFG-001', title: 'Saga', grade: 9.6 })]);
    const saga = changes.copies[0]!.book_id;
    expect(changes.books.map((b) => [b.bookId, b.delta, b.lostCopy, b.latest?.title ?? null])).toEqual([
      [ASM_1, -1, true, null],
      [saga, 1, false, 'Saga'],
    ]);
    expect(changes.titles).toEqual([
      { titleKey: 'amazing spider man', delta: -1, latestTitle: null, lostCopy: true },
      { titleKey: 'saga', delta: 1, latestTitle: 'Saga', lostCopy: false },
    ]);
    expect(changes.grades).toEqual([
      { bookId: ASM_1, gradeType: 'Certified', grade: 9.4, delta: -1 },
      { bookId: saga, gradeType: 'Certified', grade: 9.6, delta: 1 },
    ]);
    expect(changes.spellings).toEqual([
      { titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', delta: -1 },
      { titleKey: 'saga', spelling: 'Saga', delta: 1 },
    ]);
    expect(changes.titleGrades).toEqual([
      { titleKey: 'amazing spider man', gradeType: 'Certified', grade: 9.4, delta: -1 },
      { titleKey: 'saga', gradeType: 'Certified', grade: 9.6, delta: 1 },
    ]);
  });

  it('given one id certified twice in a batch, then only its latest copy is written and counted, and its first grade nets out', () => {
    const changes = foldCensus(new Map(), [
      certified({ certificationId: '25-ABCDEFG-001', grade: 9.4 }),
      certified({ certificationId: '25-ABCDEFG-001', grade: 9.8, category: 'Verified' }),
    ]);
    expect(changes.copies.map((c) => [c.grade, c.grade_type])).toEqual([[9.8, 'Verified']]);
    expect(changes.books.map((b) => [b.delta, b.lostCopy])).toEqual([[1, true]]);
    expect(changes.titles.map((t) => t.delta)).toEqual([1]);
    expect(changes.grades).toEqual([{ bookId: ASM_1, gradeType: 'Verified', grade: 9.8, delta: 1 }]);
  });

  it('given the same certificate delivered again over its filed copy, then no count moves', () => {
    const event = certified({ certificationId: '25-ABCDEFG-001' });
    const filed = new Map<string, FiledCopy>([['25-ABCDEFG-001', { bookId: ASM_1, titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', gradeType: 'Certified', grade: 9.4, countedOn: '2025-05-01', version: 1, revoked: false }]]);
    const changes = foldCensus(filed, [event]);
    expect(changes.books.map((b) => b.delta)).toEqual([0]);
    expect(changes.titles.map((t) => t.delta)).toEqual([0]);
    expect(changes.grades).toEqual([]);
    expect(changes.spellings).toEqual([]);
    expect(changes.titleGrades).toEqual([]);
  });

  it('given a grade with more than one decimal, then copy and count agree on the one-decimal grade stored', () => {
    const changes = foldCensus(new Map(), [certified({ certificationId: '25-ABCDEFG-001', grade: 9.25 })]);
    expect(changes.copies[0]!.grade).toBe(changes.grades[0]!.grade);
    expect(changes.grades[0]!.grade).toBe(9.3);
  });

  it('given a copy filed before, when it is certified again, then the history counts it out of its old grade and in at its new one on the day of the new certificate, and its old version ends that day', () => {
    const filed = new Map<string, FiledCopy>([['25-ABCDEFG-001', { bookId: ASM_1, titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', gradeType: 'Certified', grade: 9.4, countedOn: '2025-05-01', version: 1, revoked: false }]]);
    const changes = foldCensus(filed, [certified({ certificationId: '25-ABCDEFG-001', grade: 9.6, certifiedAt: '2025-06-03T23:59:59.999Z' })]);
    expect(changes.gradeDays).toEqual([
      { titleKey: 'amazing spider man', bookId: ASM_1, gradeType: 'Certified', grade: 9.4, day: '2025-06-03', delta: -1 },
      { titleKey: 'amazing spider man', bookId: ASM_1, gradeType: 'Certified', grade: 9.6, day: '2025-06-03', delta: 1 },
    ]);
    expect(changes.endedVersions).toEqual([{ certificationId: '25-ABCDEFG-001', version: 1, replacedOn: '2025-06-03' }]);
    expect(changes.versions).toEqual([
      { certification_id: '25-ABCDEFG-001', version: 2, book_id: ASM_1, grade_type: 'Certified', grade: 9.6, certified_at: '2025-06-03T23:59:59.999Z', counted_on: '2025-06-03', replaced_on: null },
    ]);
    expect(changes.copies[0]).toMatchObject({ counted_on: '2025-06-03', versions: 2 });
  });

  it('given one id certified twice in a batch on different days, then its first version ends on the second one\'s day and the history nets out only the grade it left', () => {
    const changes = foldCensus(new Map(), [
      certified({ certificationId: '25-ABCDEFG-001', grade: 9.4, certifiedAt: '2025-05-12T10:00:00Z' }),
      certified({ certificationId: '25-ABCDEFG-001', grade: 9.8, certifiedAt: '2025-07-01T10:00:00Z' }),
    ]);
    expect(changes.versions.map((v) => [v.version, v.grade, v.counted_on, v.replaced_on])).toEqual([
      [1, 9.4, '2025-05-12', '2025-07-01'],
      [2, 9.8, '2025-07-01', null],
    ]);
    expect(changes.endedVersions).toEqual([]);
    expect(changes.gradeDays.map((g) => [g.grade, g.day, g.delta])).toEqual([
      [9.4, '2025-05-12', 1],
      [9.4, '2025-07-01', -1],
      [9.8, '2025-07-01', 1],
    ]);
  });

  it('given a re-certification dated before the copy it replaces (an import), then it counts from the replaced copy\'s day, so the copy\'s history runs forward', () => {
    const filed = new Map<string, FiledCopy>([['25-ABCDEFG-001', { bookId: ASM_1, titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', gradeType: 'Certified', grade: 9.4, countedOn: '2025-05-01', version: 3, revoked: false }]]);
    const changes = foldCensus(filed, [certified({ certificationId: '25-ABCDEFG-001', grade: 9.6, certifiedAt: '2019-01-01T00:00:00Z' })]);
    expect(changes.versions[0]).toMatchObject({ version: 4, counted_on: '2025-05-01', certified_at: '2019-01-01T00:00:00.000Z' });
    expect(changes.gradeDays.every((g) => g.day === '2025-05-01')).toBe(true);
  });

  describe('revocation', () => {
    const filedAsm = (revoked = false): Map<string, FiledCopy> =>
      new Map([['25-ABCDEFG-001', { bookId: ASM_1, titleKey: 'amazing spider man', spelling: 'Amazing Spider-Man', gradeType: 'Certified', grade: 9.4, countedOn: '2025-05-01', version: 1, revoked }]]);

    it('given a copy in the census, when its certificate is revoked, then it is counted out from that day and kept apart', () => {
      const changes = foldCensus(filedAsm(), [revocation('25-ABCDEFG-001', '2025-07-04T16:00:00Z')]);
      expect(changes.copies).toEqual([]);
      expect(changes.books).toEqual([expect.objectContaining({ bookId: ASM_1, delta: -1, lostCopy: true, latest: null })]);
      expect(changes.titles).toEqual([{ titleKey: 'amazing spider man', delta: -1, latestTitle: null, lostCopy: true }]);
      expect(changes.grades).toEqual([{ bookId: ASM_1, gradeType: 'Certified', grade: 9.4, delta: -1 }]);
      expect(changes.gradeDays).toEqual([expect.objectContaining({ bookId: ASM_1, day: '2025-07-04', delta: -1 })]);
      expect(changes.endedVersions).toEqual([{ certificationId: '25-ABCDEFG-001', version: 1, replacedOn: '2025-07-04' }]);
      expect(changes.revoked).toEqual([{ certification_id: '25-ABCDEFG-001', revoked_on: '2025-07-04', revoked_at: '2025-07-04T16:00:00.000Z', reason: 'holder-tampered' }]);
    });

    it('given a copy certified and revoked in one batch, then its row is written, then kept apart, and it counts on no day after', () => {
      const changes = foldCensus(new Map(), [certified({ certificationId: '25-ABCDEFG-001', certifiedAt: '2025-05-12T14:00:00Z' }), revocation('25-ABCDEFG-001', '2025-05-20T09:00:00Z')]);
      expect(changes.copies.map((c) => c.certification_id)).toEqual(['25-ABCDEFG-001']);
      expect(changes.revoked.map((r) => r.revoked_on)).toEqual(['2025-05-20']);
      expect(changes.grades).toEqual([]);
      expect(changes.gradeDays.map((d) => [d.day, d.delta])).toEqual([['2025-05-12', 1], ['2025-05-20', -1]]);
      expect(changes.versions).toEqual([expect.objectContaining({ version: 1, counted_on: '2025-05-12', replaced_on: '2025-05-20' })]);
    });

    it('given a revoked certificate, when it is certified again, then it counts again from no earlier than its revocation, as its next version', () => {
      const revoked = new Map([['25-ABCDEFG-001', { ...filedAsm(true).get('25-ABCDEFG-001')!, countedOn: '2025-07-04' }]]);
      const changes = foldCensus(revoked, [certified({ certificationId: '25-ABCDEFG-001', certifiedAt: '2025-06-01T10:00:00Z' })]);
      expect(changes.books).toEqual([expect.objectContaining({ bookId: ASM_1, delta: 1, lostCopy: false })]);
      expect(changes.endedVersions).toEqual([]);
      expect(changes.versions).toEqual([expect.objectContaining({ version: 2, counted_on: '2025-07-04' })]);
      expect(changes.revoked).toEqual([]);
    });

    it('given a certificate the census does not count (unknown, or revoked already), when it is revoked, then nothing changes', () => {
      for (const filed of [new Map<string, FiledCopy>(), filedAsm(true)]) {
        const changes = foldCensus(filed, [revocation('25-ABCDEFG-001', '2025-07-04T16:00:00Z')]);
        expect([changes.books, changes.gradeDays, changes.endedVersions, changes.revoked]).toEqual([[], [], [], []]);
      }
    });
  });
});

describe('census fold kept across a rebuild\'s batches', () => {
  const asCensusEvents = (batch: (ComicCertifiedData | CensusEvent)[]) => batch.map((item): CensusEvent => ('type' in item ? item : { type: 'ComicCertified', data: item }));
  const first = [
    certified({ certificationId: '25-ABCDEFG-001', grade: 9.4, certifiedAt: '2025-05-12T14:00:00Z' }),
    certified({ certificationId: '25-ABCDEFG-002', grade: 9.6, certifiedAt: '2025-05-12T15:00:00Z' }),
  ];
  const second = [
    certified({ certificationId: '25-ABCDEFG-001', grade: 9.8, certifiedAt: '2025-06-01T10:00:00Z' }), // graded again
    revocation('25-ABCDEFG-002', '2025-06-02T10:00:00Z'),
    certified({ certificationId: '25-ABCDEFG-003', title: 'Saga', certifiedAt: '2025-06-03T10:00:00Z' }),
  ];

  it('given two batches, when each batch\'s copies are taken after it, then each take has its own rows, and only ids new since the last take are first filed', () => {
    const fold = new CensusFold();
    const afterFirst = fold.add(asCensusEvents(first)).takeCopies();
    expect([...afterFirst.firstFiled]).toEqual(['25-ABCDEFG-001', '25-ABCDEFG-002']);
    const afterSecond = fold.add(asCensusEvents(second)).takeCopies();
    expect(afterSecond.copies.map((c) => [c.certification_id, c.grade, c.versions])).toEqual([['25-ABCDEFG-001', 9.8, 2], ['25-ABCDEFG-003', 9.4, 1]]);
    expect([...afterSecond.firstFiled]).toEqual(['25-ABCDEFG-003']);
    // The versions the first take wrote are ended in place by the second.
    expect(afterSecond.endedVersions).toEqual([
      { certificationId: '25-ABCDEFG-001', version: 1, replacedOn: '2025-06-01' },
      { certificationId: '25-ABCDEFG-002', version: 1, replacedOn: '2025-06-02' },
    ]);
    expect(afterSecond.revoked.map((r) => r.certification_id)).toEqual(['25-ABCDEFG-002']);
    expect(fold.takeCopies()).toEqual({ copies: [], versions: [], endedVersions: [], revoked: [], firstFiled: new Set() });
  });

  it('given two batches folded with takes between, then the counts taken at the end are those of one fold of the whole log', () => {
    const kept = new CensusFold();
    kept.add(asCensusEvents(first)).takeCopies();
    kept.add(asCensusEvents(second)).takeCopies();
    const { copies: _, versions: __, endedVersions: ___, revoked: ____, ...counts } = foldCensus(new Map(), asCensusEvents([...first, ...second]));
    expect(kept.takeCounts()).toEqual(counts);
  });
});
