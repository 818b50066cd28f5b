import { certificateStreamId } from '@certus/contracts';
import { NO_STREAM, WrongExpectedVersionError } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { takeCensus } from './census-generator.ts';

/** Certified copies of the demo census: enough for a population report worth searching, quick to append at start. */
export const DEMO_CENSUS_SIZE = 2_500;
/** The demo census's seed: the same books and grades on every machine (its own order ids, apart from the bench's). */
export const DEMO_CENSUS_SEED = 7;
/** Appends in flight at once: a few, so the first start is quick without crowding the pool. */
const IN_FLIGHT = 8;

const SEED_ACTOR = { userId: null, role: 'system' as const };

/**
 * The demo census (npm start with demo data): certificates imported from before online submission, made by the
 * census generator on the injected clock (some certified this month and last, for the featured comics) and
 * appended through the store like any certificate: one `Certificate-{id}` stream each, NO_STREAM, a command id
 * per copy. Skipped once the first copy's stream exists; the command ids also make a repeat (e.g. a start in a
 * later year, whose generated ids differ) store nothing new.
 */
export async function seedDemoCensus(deps: Pick<CommandServiceDeps, 'store' | 'clock' | 'ids'>, size = DEMO_CENSUS_SIZE): Promise<void> {
  const copies = takeCensus({ seed: DEMO_CENSUS_SEED, now: deps.clock.now() }, size);
  const first = copies[0];
  if (!first || (await deps.store.readStream(certificateStreamId(first.certificationId))).length > 0) return;
  let next = 0;
  const appendNext = async (): Promise<void> => {
    for (let index = next++; index < copies.length; index = next++) {
      const copy = copies[index]!;
      const commandId = `demo-seed:census:${DEMO_CENSUS_SEED}:${index}`;
      const metadata = { correlationId: 'demo-seed', causationId: commandId, commandId, actor: SEED_ACTOR };
      try {
        await deps.store.append(certificateStreamId(copy.certificationId), NO_STREAM, [{ eventId: deps.ids.uuid(), type: 'ComicCertified', data: copy, metadata }], { commandId });
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error; // another process seeded it first
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, appendNext));
}
