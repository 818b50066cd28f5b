import { describe, expect, it } from 'vitest';
import { CertificateView } from '@certus/contracts';
import { comicsDetailsOf } from '@certus/contracts/orders/order-views';
import { certificateViewOf, featuredComicOf, type PopulationCopyCensusRow } from './copy-view.ts';

/** A population_copies row as pg reads it (numeric grade as text, a Date), with its census. */
function aCopyRow(overrides: Partial<PopulationCopyCensusRow> = {}): PopulationCopyCensusRow {
  return {
    certification_id: '25-A1B2C3D-001',
    book_id: '0123456789abcdef',
    collectible_type: 'Comic',
    title: 'Incredible Hulk',
    issue: '181',
    year: 1974,
    month: 11,
    publisher: 'Marvel',
    variant: '',
    key_comments: '1st full appearance of Wolverine',
    art_story_cover: 'Herb Trimpe',
    grade: '8.0',
    grade_type: 'Verified',
    tier_label: 'High Value',
    collection: null,
    personal_collection: '',
    signatures: [],
    grader_notes: '',
    has_cover: false,
    certified_at: new Date('2025-03-04T10:00:00.000Z'),
    census_copies: 3,
    census_at_grade: 1,
    census_graded_ordinal: 1,
    census_higher: 2,
    ...overrides,
  };
}

describe('comics_details of a certificate (spec 7.3: lists joined with ~)', () => {
  it('given ASP, VSP and VSPP signers and notes on several lines, when detailed, then each list is joined with ~', () => {
    expect(
      comicsDetailsOf({
        signatures: [
          { type: 'VSP', name: 'Herb Trimpe' },
          { type: 'ASP', name: 'Stan Lee' },
          { type: 'VSPP', name: 'Len Wein' },
          { type: 'ASP', name: 'Jack Kirby' },
        ],
        graderNotes: 'Sharp corners.\r\nSpine tick.\n\nColors bright.',
      }),
    ).toEqual({ ASP_Signers: 'Stan Lee~Jack Kirby', VSP_Signers: 'Herb Trimpe~Len Wein', Grader_Notes: 'Sharp corners.~Spine tick.~Colors bright.' });
  });

  it('given a ~ inside a name or a note, when detailed, then it cannot split the item', () => {
    expect(comicsDetailsOf({ signatures: [{ type: 'ASP', name: 'Stan~Lee' }], graderNotes: 'A ~ B' })).toEqual({ ASP_Signers: 'Stan Lee', VSP_Signers: '', Grader_Notes: 'A   B' });
  });

  it('given no signers and no notes, when detailed, then every list is empty', () => {
    expect(comicsDetailsOf({ signatures: [], graderNotes: '' })).toEqual({ ASP_Signers: '', VSP_Signers: '', Grader_Notes: '' });
  });
});

describe('certificateViewOf', () => {
  it('given a copy row, when viewed, then the contract shape: numbers as numbers, ISO dates, its census, no cover address without a photo', () => {
    const view = certificateViewOf(aCopyRow({ signatures: [{ type: 'ASP', name: 'Stan Lee' }] }), '/storage');
    expect(CertificateView.parse(view)).toEqual(view);
    expect(view).toMatchObject({ grade: 8, category: 'Verified', signees: ['Stan Lee'], coverUrl: '', certifiedAt: '2025-03-04T10:00:00.000Z', census: { copies: 3, atGrade: 1, higher: 2 } });
  });

  it('given a photographed copy, when viewed, then its cover address is under the storage location', () => {
    expect(certificateViewOf(aCopyRow({ has_cover: true }), 'https://cdn.example/files/').coverUrl).toBe('https://cdn.example/files/comic/25-A1B2C3D-001/cover-m.jpg');
    expect(featuredComicOf(aCopyRow({ has_cover: true }), '/storage').coverUrl).toBe('/storage/comic/25-A1B2C3D-001/cover-m.jpg');
  });

  it('given a year before 1600, when viewed, then the display year is empty (spec 5 Display)', () => {
    expect(certificateViewOf(aCopyRow({ year: 1 }), '/storage').displayYear).toBe('');
  });
});
