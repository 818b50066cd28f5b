import { describe, expect, it } from 'vitest';
import { COMIC_ID_PATTERN, ComicCertified, censusBookKey, isOnGradeScale, type ComicCertifiedData } from '@certus/contracts';
import { CENSUS_ARCHIVE_MEMBER_ID, censusIssues, orderCodeOf, takeCensus } from './census-generator.ts';
import { CENSUS_GRADER_NOTES, CENSUS_SIGNERS } from './census-catalogue.ts';

const NOW = new Date('2026-11-22T08:00:00.000Z');
const aCensus = (count: number, seed = 1, now = NOW) => takeCensus({ seed, now }, count);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const share = (copies: ComicCertifiedData[], test: (c: ComicCertifiedData) => boolean) => copies.filter(test).length / copies.length;

describe('census generator', () => {
  // One census for the statistical checks: big enough for stable shares, small enough to stay quick.
  const census = aCensus(20_000);

  it('makes copies the contracts accept as ComicCertified, imported for the archive member', () => {
    // given a seed and a clock, when a census is generated, then every copy parses unchanged
    for (const copy of census.slice(0, 3000)) {
      expect(ComicCertified.parse({ type: 'ComicCertified', data: copy }).data).toEqual(copy);
    }
    expect(new Set(census.map((c) => c.source))).toEqual(new Set(['import']));
    expect(new Set(census.map((c) => c.memberId))).toEqual(new Set([CENSUS_ARCHIVE_MEMBER_ID]));
    expect(census.every((c) => isOnGradeScale(c.grade))).toBe(true);
  });

  it('gives every copy its own certification id, order-shaped and within its order', () => {
    const pattern = new RegExp(COMIC_ID_PATTERN);
    expect(census.every((c) => pattern.test(c.certificationId) && c.certificationId.startsWith(`${c.orderId}-`))).toBe(true);
    expect(new Set(census.map((c) => c.certificationId)).size).toBe(census.length);
    // the order id's year is the year it was certified
    expect(census.every((c) => c.orderId.slice(0, 2) === c.certifiedAt.slice(2, 4))).toBe(true);
  });

  it('never issues one order id twice, across orders and seeds', () => {
    const codes = new Set<string>();
    for (const seed of [0, 1, 2, 999]) for (let n = 0; n < 20_000; n++) codes.add(orderCodeOf(seed, n));
    expect(codes.size).toBe(80_000);
    expect([...codes].every((code) => /^[0-9A-Z]{7}$/.test(code))).toBe(true);
  });

  it('is deterministic for a seed and a clock, and a longer census begins with the shorter one', () => {
    expect(aCensus(500)).toEqual(census.slice(0, 500));
    expect(aCensus(500, 2)).not.toEqual(census.slice(0, 500));
  });

  it('certifies copies from 2001 up to the clock, a share of them in the current and previous month', () => {
    const times = census.map((c) => Date.parse(c.certifiedAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(Date.parse('2001-01-01T00:00:00Z'));
    const current = share(census, (c) => c.certifiedAt.startsWith('2026-11'));
    const previous = share(census, (c) => c.certifiedAt.startsWith('2026-10'));
    expect(current).toBeGreaterThan(0.01);
    expect(previous).toBeGreaterThan(0.01);
    expect(current + previous).toBeLessThan(0.15);
  });

  it('certifies no book before it came out (cover dates run up to two months ahead)', () => {
    for (const copy of census) {
      const certified = new Date(copy.certifiedAt);
      const certifiedMonth = certified.getUTCFullYear() * 12 + certified.getUTCMonth();
      const coverMonth = copy.year * 12 + (copy.month ?? 1) - 1;
      expect(coverMonth).toBeLessThanOrEqual(certifiedMonth + 2);
    }
  });

  it('skews grades as real census data: modern books at 9.6 to 9.8, vintage ones lower and spread', () => {
    const modern = census.filter((c) => c.year >= 1992).map((c) => c.grade);
    const vintage = census.filter((c) => c.year < 1970).map((c) => c.grade);
    expect(modern.length).toBeGreaterThan(census.length / 4);
    expect(median(modern)).toBeGreaterThanOrEqual(9.4);
    expect(modern.filter((g) => g === 9.6 || g === 9.8).length / modern.length).toBeGreaterThan(0.5);
    expect(median(vintage)).toBeLessThanOrEqual(7);
    expect(Math.min(...vintage)).toBeLessThan(3);
  });

  it('certifies most copies, signs some by real creators, grades few raw', () => {
    expect(share(census, (c) => c.category === 'Certified')).toBeGreaterThan(0.85);
    const rawShare = share(census, (c) => c.category === 'Raw Grade');
    expect(rawShare).toBeGreaterThan(0);
    expect(rawShare).toBeLessThan(0.02);
    const signed = census.filter((c) => c.category === 'Verified' || c.category === 'Authentic');
    expect(signed.length).toBeGreaterThan(census.length * 0.01);
    for (const copy of signed) {
      expect(copy.signatures.length).toBeGreaterThan(0);
      for (const signature of copy.signatures) {
        expect(Object.keys(CENSUS_SIGNERS)).toContain(signature.name);
        expect(copy.artStoryCover).toContain(signature.name);
        if (copy.category === 'Verified') {
          // a witnessed signature needs the signer alive when it was certified
          expect(['VSP', 'VSPP']).toContain(signature.type);
          expect(CENSUS_SIGNERS[signature.name] ?? Infinity).toBeGreaterThanOrEqual(Number(copy.certifiedAt.slice(0, 4)));
        } else expect(signature.type).toBe('ASP');
      }
    }
    expect(census.filter((c) => c.category === 'Certified' || c.category === 'Raw Grade').every((c) => c.signatures.length === 0)).toBe(true);
  });

  it('writes grader notes on some copies, one remark a line, and pedigrees rarely, on vintage books', () => {
    const noted = census.filter((c) => c.graderNotes !== '');
    expect(noted.length).toBeGreaterThan(census.length * 0.02);
    expect(noted.every((c) => c.graderNotes.split('\n').every((line) => line.trim().length > 0))).toBe(true);
    expect(noted.some((c) => c.graderNotes.includes('\n'))).toBe(true);
    const pedigreed = census.filter((c) => c.pedigree !== null);
    expect(pedigreed.length).toBeGreaterThan(0);
    expect(pedigreed.length).toBeLessThan(census.length * 0.01);
    expect(pedigreed.every((c) => c.year < 1971)).toBe(true);
  });

  it('labels the known keys and the spellings collectors meet', () => {
    const { issues } = censusIssues(NOW);
    const issueOf = (title: string, issue: number) => issues.find((i) => i.series.title === title && i.issue === issue);
    expect(issueOf('Incredible Hulk', 181)).toMatchObject({ year: 1974, keyComments: '1st appearance of Wolverine' });
    expect(issueOf('Amazing Fantasy', 15)).toMatchObject({ year: 1962, month: 8, keyComments: '1st appearance of Spider-Man' });
    expect(issueOf('Amazing Fantasy', 15)!.artStoryCover).toBe('Story: Stan Lee; Art: Steve Ditko; Cover: Jack Kirby & Steve Ditko');
    const keyOf = (title: string, issue: string) => census.find((c) => c.title.replace(/, The$/, '') === title && c.issue === issue)?.keyComments;
    expect(keyOf('Walking Dead', '1')).toBe('1st appearance of Rick Grimes');
    expect(census.some((c) => c.title === 'Walking Dead, The') && census.some((c) => c.title === 'Walking Dead')).toBe(true);
    expect(census.some((c) => c.variant === 'Newsstand Edition') && census.some((c) => c.variant === 'Direct Edition')).toBe(true);
    expect(new Set(census.map((c) => c.collectibleType))).toEqual(new Set(['Comic', 'Magazine', 'Manga']));
  });

  it('piles copies on popular books, Zipf-like', () => {
    const copiesPerBook = new Map<string, number>();
    for (const c of census) copiesPerBook.set(censusBookKey(c), (copiesPerBook.get(censusBookKey(c)) ?? 0) + 1);
    const counts = [...copiesPerBook.values()].sort((a, b) => b - a);
    // the most popular books have dozens of copies, the top 1% of books a tenth of all copies, and a long
    // tail of books certified once (at a million copies: about 100,000 books)
    expect(counts.length).toBeLessThan(census.length * 0.8);
    expect(counts[0]!).toBeGreaterThan(40);
    const topPercent = counts.slice(0, Math.ceil(counts.length / 100)).reduce((a, b) => a + b, 0);
    expect(topPercent / census.length).toBeGreaterThan(0.1);
    expect(counts.filter((n) => n === 1).length).toBeGreaterThan(counts.length / 2);
  });

  describe('grader notes agree with the grade (the grading scale page: a 9.8 has at most a tiny bindery flaw)', () => {
    const noted = census.filter((c) => c.graderNotes !== '');
    const notesOf = (copy: ComicCertifiedData) => copy.graderNotes.split('\n').map((text) => CENSUS_GRADER_NOTES.find((n) => n.text === text));

    // What the scale page names only below 9.0: creases that break color or fold the book, tears, missing
    // pieces, loose covers, stains, tape, rust, writing, spine roll.
    const MAJOR_DEFECT = /color-breaking crease|subscription crease|\btear\b|missing|detached|water damage|stain|soiling|tape|rust|writing|glue|spine roll/i;

    it('given copies graded 9.0 or higher, when their notes are read, then none names a major defect', () => {
      const high = noted.filter((c) => c.grade >= 9);
      expect(high.length).toBeGreaterThan(50);
      for (const copy of high) {
        for (const line of copy.graderNotes.split('\n')) expect(line, `grade ${copy.grade}`).not.toMatch(MAJOR_DEFECT);
      }
      for (const note of CENSUS_GRADER_NOTES.filter((n) => n.severity === 'major')) expect(note.maxGrade, note.text).toBeLessThan(9);
    });

    it('given any noted copy, when its notes are read, then each is a known note whose band of grades holds the copy', () => {
      expect(noted.length).toBeGreaterThan(500);
      for (const copy of noted) {
        for (const note of notesOf(copy)) {
          expect(note, copy.graderNotes).toBeDefined();
          expect(copy.grade, note!.text).toBeGreaterThanOrEqual(note!.minGrade);
          expect(copy.grade, note!.text).toBeLessThanOrEqual(note!.maxGrade);
        }
      }
    });

    it('given the notes, when grades 9.6 and up are noted, then only manufacturing flaws or a non-color-breaking stress can appear', () => {
      for (const copy of noted.filter((c) => c.grade >= 9.6)) {
        for (const note of notesOf(copy)) expect(['manufacturing', 'minor']).toContain(note?.severity);
      }
      expect(CENSUS_GRADER_NOTES.filter((n) => n.maxGrade >= 9.8).every((n) => n.severity === 'manufacturing')).toBe(true);
    });
  });
});
