import type { SlabLabelRow } from '../slab-label.ts';

/** A population_copies row as the slab reads it: a Certified 9.4 Amazing Spider-Man #300 unless the test says otherwise. */
export function aSlabRow(overrides: Partial<SlabLabelRow> = {}): SlabLabelRow {
  return {
    certification_id: '19-DEMOA01-001',
    collectible_type: 'Comic',
    title: 'Amazing Spider-Man',
    issue: '300',
    year: 1988,
    month: 5,
    publisher: 'Marvel',
    variant: '',
    key_comments: '1st full appearance of Venom',
    grade: '9.4',
    grade_type: 'Certified',
    collection: null,
    signatures: [],
    has_cover: false,
    ...overrides,
  };
}
