import { describe, expect, it } from 'vitest';
import { encapsulated, certificationIdOf, BOOKS } from '@certus/contracts/events/testing/order-lifecycle';
import { certificateFor } from '../reactors/certificates.reactor.ts';
import { evolveCertifiedComicRow } from '../certificates/certified-comics.projection.ts';
import { recordedStream } from '../testing/recorded.ts';
import { evolveMemberComicRow } from './member-comics.projection.ts';

/** The ComicCertified the certificates reactor makes of a sealed book, as recorded. */
const certifiedFromGrading = (bookNo: number) => {
  const [sealed] = recordedStream('Order-25-LIFECYC', [encapsulated(bookNo)]);
  return recordedStream(`Certificate-${certificationIdOf(bookNo)}`, [certificateFor(sealed!).event])[0]!;
};

/** An import of before online submission: the label details are missing (the event's defaults fill them). */
const imported = recordedStream('Certificate-12-A1B2C3D-001', [
  {
    type: 'ComicCertified',
    data: {
      certificationId: '12-A1B2C3D-001',
      orderId: '12-A1B2C3D',
      memberId: 'member-lifecycle',
      collectibleType: 'Magazine',
      category: 'Raw Grade',
      grade: 6.5,
      title: 'Creepy',
      issue: '1',
      year: 1964,
      publisher: 'Warren',
      variant: '',
      certifiedAt: '2012-03-01T00:00:00.000Z',
      source: 'import',
    },
  },
])[0]!;

describe('member-comics projection', () => {
  it('given a book certified at grading, then the member comic row carries its whole label and a search text', () => {
    expect(evolveMemberComicRow(null, certifiedFromGrading(BOOKS.signed))).toEqual({
      certification_id: '25-LIFECYC-002',
      member_id: 'member-lifecycle',
      order_id: '25-LIFECYC',
      collectible_type: 'Comic',
      title: 'Incredible Hulk',
      issue: '181',
      year: 1974,
      publisher: 'Marvel',
      variant: 'Newsstand Edition',
      pedigree: 'Pacific Coast',
      grade: 8,
      category: 'Verified',
      tier_code: 'NWP',
      tier_label: 'Vintage',
      signatures: [
        { type: 'ASP', name: 'Len Wein' },
        { type: 'VSP', name: 'Herb Trimpe' },
      ],
      grader_notes: 'Light spine stress.',
      has_cover: true,
      certified_at: '2025-05-12T14:00:00.000Z',
      source: 'grading',
      search_text: '25-lifecyc-002 incredible hulk 181 marvel newsstand edition',
      revoked_at: null,
      revocation_reason: null,
    });
  });

  it('given an imported certificate without label details, then they default (no pedigree, tier, signatures or cover)', () => {
    expect(evolveMemberComicRow(null, imported)).toMatchObject({
      certification_id: '12-A1B2C3D-001',
      source: 'import',
      pedigree: null,
      tier_code: null,
      tier_label: null,
      signatures: [],
      grader_notes: '',
      has_cover: false,
      search_text: '12-a1b2c3d-001 creepy 1 warren',
    });
  });
});

describe('certified-comics projection with the label details ComicCertified gained', () => {
  it('given certificates from grading and from import, then the reholder check rows are as before', () => {
    expect(evolveCertifiedComicRow(null, certifiedFromGrading(BOOKS.pressed))).toEqual({
      certification_id: '25-LIFECYC-001',
      order_id: '25-LIFECYC',
      member_id: 'member-lifecycle',
      collectible_type: 'Comic',
      category: 'Certified',
      grade: 9.4,
      title: 'Amazing Spider-Man',
      issue: '300',
      year: 1988,
      publisher: 'Marvel',
      variant: 'Direct Edition',
      certified_at: '2025-05-12T14:00:00.000Z',
      source: 'grading',
      revoked_at: null,
      revocation_reason: null,
    });
    expect(evolveCertifiedComicRow(null, imported)).toMatchObject({ certification_id: '12-A1B2C3D-001', source: 'import', grade: 6.5 });
  });
});

describe('a revoked certificate in the member’s comics and the reholder check', () => {
  const revoked = recordedStream(`Certificate-${certificationIdOf(BOOKS.signed)}`, [
    {
      type: 'CertificateRevoked',
      data: { certificationId: certificationIdOf(BOOKS.signed), reason: 'undisclosed-restoration', note: 'Colour touch on the spine.', revokedBy: 'worker-1', revokedAt: '2026-11-30T09:00:00.000Z' },
    },
  ])[0]!;

  it('given a certified book, when its certificate is revoked, then its rows keep the label and say when and why (never the staff note)', () => {
    for (const evolve of [evolveMemberComicRow, evolveCertifiedComicRow]) {
      const row = evolve(evolve(null, certifiedFromGrading(BOOKS.signed)), revoked);
      expect(row).toMatchObject({ certification_id: '25-LIFECYC-002', grade: 8, revoked_at: '2026-11-30T09:00:00.000Z', revocation_reason: 'undisclosed-restoration' });
      expect(JSON.stringify(row)).not.toContain('Colour touch');
    }
  });

  it('given a revoked certificate, when the book is certified again, then the new certificate is in force', () => {
    const again = evolveMemberComicRow(evolveMemberComicRow(evolveMemberComicRow(null, certifiedFromGrading(BOOKS.signed)), revoked), certifiedFromGrading(BOOKS.signed));
    expect(again).toMatchObject({ revoked_at: null, revocation_reason: null });
  });

  it('given no row for the certificate, when it is revoked, then there is still none', () => {
    expect(evolveMemberComicRow(null, revoked)).toBeNull();
  });
});
