import { describe, expect, it } from 'vitest';
import { recordedStream } from '../testing/recorded.ts';
import { populationProjection } from './population.projection.ts';

describe('population projection', () => {
  it('reads certificates only, and owns the census tables, their history and the census generation, which a rebuild swaps in together', () => {
    const [certified, searched] = recordedStream('any', [
      { type: 'ComicCertified', data: {} },
      { type: 'PopulationSearchRequested', data: {} },
    ]);
    expect(populationProjection.handles!(certified!)).toBe(true);
    expect(populationProjection.handles!(searched!)).toBe(false);
    expect(populationProjection.tables).toEqual(['population_titles', 'population_title_spellings', 'population_title_grades', 'population_books', 'population_grades', 'population_copies', 'population_grade_days', 'population_copy_versions', 'population_books_gone', 'population_titles_gone', 'population_book_states', 'population_title_states', 'population_copies_revoked', 'population_census_generation']);
  });
});
