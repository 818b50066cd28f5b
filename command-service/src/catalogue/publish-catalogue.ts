import { CATALOGUE_STREAM_ID, CataloguePublished, type Catalogue, type RecordedEvent } from '@certus/contracts';
import { WrongExpectedVersionError, type Clock, type EventStore } from '@certus/infra';

export type PublishOutcome =
  | { status: 'published'; version: number; streamVersion: number }
  /** The stream already holds this version or a newer one (a second start, or another process won the race). */
  | { status: 'unchanged'; publishedVersion: number; streamVersion: number };

const SYSTEM = { userId: null, role: 'system' as const };
/** Each attempt re-reads the stream; a conflict means someone else published, and the next read says what. */
const MAX_ATTEMPTS = 3;

/**
 * Publishes the catalogue (CataloguePublished on stream `Catalogue`) when its version is newer than the last
 * one published. The append carries the stream version it read, so of two processes starting at once one
 * appends and the other gets a conflict, reads again, finds the version published and carries on. The
 * command id (one per catalogue version) makes a retried append of the same version store nothing twice.
 */
export async function publishCatalogue(store: EventStore, clock: Clock, catalogue: Catalogue): Promise<PublishOutcome> {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(CATALOGUE_STREAM_ID);
    const last = lastPublished(history);
    const streamVersion = history.length;
    if (last && last.version >= catalogue.version) return { status: 'unchanged', publishedVersion: last.version, streamVersion };
    const commandId = `catalogue:publish:${catalogue.version}`;
    const event = CataloguePublished.parse({ type: 'CataloguePublished', data: { catalogue, publishedAt: clock.now().toISOString() } });
    try {
      const result = await store.append(
        CATALOGUE_STREAM_ID,
        streamVersion,
        [{ type: event.type, data: event.data, metadata: { correlationId: commandId, causationId: commandId, commandId, actor: SYSTEM } }],
        { commandId },
      );
      if (result.duplicate) continue; // stored by an earlier attempt of ours: the next read reports it
      return { status: 'published', version: catalogue.version, streamVersion: result.nextExpectedVersion };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

/** The catalogue of the stream's last CataloguePublished event, or null for an empty stream. */
export function lastPublished(history: readonly RecordedEvent[]): Catalogue | null {
  for (let i = history.length - 1; i >= 0; i--) {
    const recorded = history[i]!;
    if (recorded.type === 'CataloguePublished') return CataloguePublished.parse({ type: recorded.type, data: recorded.data }).data.catalogue;
  }
  return null;
}
