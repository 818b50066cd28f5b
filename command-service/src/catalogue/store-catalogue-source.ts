import { CATALOGUE_STREAM_ID, type Catalogue } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import type { CatalogueSource } from './catalogue-source.ts';
import { lastPublished } from './publish-catalogue.ts';

/** How long a read catalogue is used before the stream is asked whether a newer one was published. */
export const CATALOGUE_RECHECK_MS = 5_000;

export class CatalogueNotPublished extends Error {
  override readonly name = 'CatalogueNotPublished';
  constructor() {
    super(`No CataloguePublished event in stream ${CATALOGUE_STREAM_ID}: the catalogue is published at start-up.`);
  }
}

/**
 * The published catalogue from the event store, kept in memory. A check reads only the events after the
 * stream version already known (none, almost always: one indexed lookup), and runs at most once per
 * `recheckMs`, so submitting an order does not read the store for the catalogue. Concurrent callers share
 * one check. A catalogue published by another process is seen within `recheckMs`.
 */
export class StoreCatalogueSource implements CatalogueSource {
  private catalogue: Catalogue | null = null;
  private streamVersion = 0;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private checking: Promise<Catalogue> | undefined;

  constructor(
    private readonly store: Pick<EventStore, 'readStream'>,
    /** Milliseconds of a monotonic clock: wall-clock jumps must not stop or force the rechecks. */
    private readonly nowMs: () => number = () => performance.now(),
    private readonly recheckMs = CATALOGUE_RECHECK_MS,
  ) {}

  /** Seeds the cache with what this process has just published or read (the start-up saves a read). */
  remember(catalogue: Catalogue, streamVersion: number): void {
    if (streamVersion < this.streamVersion) return;
    this.catalogue = catalogue;
    this.streamVersion = streamVersion;
    this.checkedAt = this.nowMs();
  }

  async current(): Promise<Catalogue> {
    if (this.catalogue && this.nowMs() - this.checkedAt < this.recheckMs) return this.catalogue;
    this.checking ??= this.check().finally(() => (this.checking = undefined));
    return this.checking;
  }

  private async check(): Promise<Catalogue> {
    const newer = await this.store.readStream(CATALOGUE_STREAM_ID, { from: this.streamVersion + 1 });
    const published = lastPublished(newer);
    if (published) this.catalogue = published;
    if (newer.length > 0) this.streamVersion = newer[newer.length - 1]!.streamVersion;
    this.checkedAt = this.nowMs();
    if (!this.catalogue) throw new CatalogueNotPublished();
    return this.catalogue;
  }
}
