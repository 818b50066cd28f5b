import { populationSearchBody } from '@certus/contracts';
import type { Clock } from '@certus/infra';

let built: { year: number; schema: ReturnType<typeof populationSearchBody> } | null = null;

/**
 * The population search body as of the clock's year (spec 5: years run from 1850 to the current year, UTC).
 * Built once a year rather than on every search: only the year bound moves.
 */
export function populationSearchBodyFor(clock: Clock): ReturnType<typeof populationSearchBody> {
  const year = clock.now().getUTCFullYear();
  if (built?.year !== year) built = { year, schema: populationSearchBody(year) };
  return built.schema;
}
