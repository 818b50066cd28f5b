import type pg from 'pg';
import { START, checkpointOf, compareCheckpoints, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import type { Projection, RebuildOptions, RebuildSession } from '../projection.ts';
import { VERIFY_SCHEMA, quoteIdent } from './scratch-schema.ts';

const later = (a: Checkpoint, b: Checkpoint) => (compareCheckpoints(a, b) >= 0 ? a : b);

/**
 * Projects the log from position zero into the scratch schema, each projection up to a target of its own: the
 * position its live worker has reached, so that the fresh rows and the live ones say the same events. One pass
 * over the log serves every projection; each batch is one short transaction (search_path on the scratch
 * schema, as a rebuild does), committed before the next read, because a transaction left open with writes
 * would hold back every reader of the log (the store reads below the oldest open transaction).
 */
export class ScratchReplay {
  private readonly cursors = new Map<string, Checkpoint>();
  /** Projections whose first replay is finished (their rebuild session's finish run): later batches are applied as live ones. */
  private readonly finished = new Set<string>();
  /** The rebuild sessions of the projections that have one, while their first replay runs. */
  private readonly sessions = new Map<string, RebuildSession>();

  constructor(
    private readonly client: pg.PoolClient,
    private readonly store: EventStore,
    private readonly batchSize: number,
    private readonly rebuildOptions: RebuildOptions = {},
  ) {}

  /** How far a projection's scratch tables have been projected. */
  cursorOf(projection: Projection): Checkpoint {
    return this.cursors.get(projection.name) ?? START;
  }

  /**
   * Projects each projection's events after its cursor and up to its target. Returns how many events of the
   * log were read within the furthest target; `onBatch` hears the count of each batch.
   */
  async projectTo(targets: ReadonlyMap<Projection, Checkpoint>, onBatch?: (events: number) => void): Promise<number> {
    const behind = [...targets].filter(([projection, target]) => compareCheckpoints(this.cursorOf(projection), target) < 0);
    if (behind.length === 0) return 0;
    const furthest = behind.map(([, target]) => target).reduce(later);
    let cursor = behind.map(([projection]) => this.cursorOf(projection)).reduce((a, b) => (compareCheckpoints(a, b) <= 0 ? a : b));
    let read = 0;
    for (;;) {
      const events = await this.store.readAll(cursor, this.batchSize);
      const within = events.filter((e) => compareCheckpoints(checkpointOf(e), furthest) <= 0);
      if (within.length > 0) {
        await this.applyBatch(behind, within);
        read += within.length;
        onBatch?.(within.length);
      }
      if (within.length === 0 || within.length < events.length) break;
      cursor = checkpointOf(within[within.length - 1]!);
    }
    await this.finishFirstReplay(behind.map(([projection]) => projection));
    return read;
  }

  /** Like a rebuild, the first replay of a projection with a rebuild session ends with the session's finish. */
  private async finishFirstReplay(projections: Projection[]): Promise<void> {
    for (const projection of projections) {
      if (this.finished.has(projection.name)) continue;
      this.finished.add(projection.name);
      const session = this.sessions.get(projection.name);
      this.sessions.delete(projection.name);
      if (session) await this.inScratchTransaction(() => session.finish(this.client));
    }
  }

  /** The rebuild session of a projection in its first replay (started with it), if it has one. */
  private sessionOf(projection: Projection): RebuildSession | undefined {
    if (this.finished.has(projection.name) || !projection.startRebuild) return undefined;
    let session = this.sessions.get(projection.name);
    if (!session) this.sessions.set(projection.name, (session = projection.startRebuild(this.rebuildOptions)));
    return session;
  }

  private async inScratchTransaction(work: () => Promise<void>): Promise<void> {
    await this.client.query('BEGIN');
    try {
      await this.client.query(`SET LOCAL search_path TO ${quoteIdent(VERIFY_SCHEMA)}`);
      await work();
      await this.client.query('COMMIT');
    } catch (error) {
      await this.client.query('ROLLBACK');
      throw error;
    }
  }

  private async applyBatch(behind: [Projection, Checkpoint][], events: RecordedEvent[]): Promise<void> {
    const lastRead = checkpointOf(events[events.length - 1]!);
    await this.inScratchTransaction(async () => {
      for (const [projection, target] of behind) {
        const from = this.cursorOf(projection);
        const mine = events.filter((e) => compareCheckpoints(checkpointOf(e), from) > 0 && compareCheckpoints(checkpointOf(e), target) <= 0);
        if (mine.length === 0) continue;
        const session = this.sessionOf(projection);
        await (session ? session.applyBatch(this.client, mine) : projection.applyBatch(this.client, mine));
      }
    });
    // Every event up to the batch's last (or the target, if that comes first) is now projected.
    for (const [projection, target] of behind) {
      this.cursors.set(projection.name, later(this.cursorOf(projection), compareCheckpoints(lastRead, target) <= 0 ? lastRead : target));
    }
  }
}
