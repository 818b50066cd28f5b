import type pg from 'pg';
import type { Logger } from 'pino';
import { START, checkpointOf, compareCheckpoints, type Checkpoint, type RecordedEvent } from '@certus/contracts';
import type { EventDelivery } from '@certus/infra';
import { runAsLeader } from '@certus/infra';

/**
 * A reactor turns recorded events into new events: a payment recorded (MembershipPurchased) earns rewards
 * (RewardsEarned on another stream). It is not a projection, although it is fed the same way:
 * - a projection writes read-model rows in one transaction with its checkpoint, and can be rebuilt from
 *   the first event into shadow tables; a reactor appends to the event store, the source of truth, which
 *   no transaction of ours spans and no rebuild may repeat;
 * - so its exactly-once comes from the store instead: each reaction appends under a command id derived
 *   from the event it reacts to, and the store keeps a command id once. A redelivered event (at-least-once
 *   delivery, a crash before the checkpoint moved, a second worker) appends nothing new;
 * - its checkpoint lives apart (reactor_checkpoints) and only saves re-reading the log, so reads that wait
 *   for the read models (X-Certus-Written-At) never wait for it.
 */
export interface Reactor {
  name: string;
  /** The event types it reacts to; the others only move its checkpoint. */
  handles: ReadonlySet<string>;
  /**
   * Appends what the event calls for, idempotently (see above). The order-status-mail reactor sends a mail
   * instead, which no command id guards: it keeps its own log of what it sent (see there).
   */
  react(event: RecordedEvent): Promise<void>;
}

export interface ReactorRunOptions {
  pool: pg.Pool;
  delivery: EventDelivery;
  reactor: Reactor;
  logger: Logger;
  signal: AbortSignal;
  batchSize?: number;
  /** How often a standby asks whether the active worker has gone. */
  standbyRetryMs?: number;
  /** Told, after each batch, which events the reactor reacted to (tests). */
  onReacted?: (events: RecordedEvent[]) => void;
}

export async function readReactorCheckpoint(db: pg.Pool | pg.PoolClient, reactor: string): Promise<Checkpoint> {
  const { rows } = await db.query<{ tx_id: string; global_position: string }>(
    'SELECT tx_id::text AS tx_id, global_position::text AS global_position FROM public.reactor_checkpoints WHERE reactor = $1',
    [reactor],
  );
  const row = rows[0];
  return row ? { txId: row.tx_id, position: row.global_position } : START;
}

/** Moves forward only: a standby that took over late never moves the checkpoint back. */
async function writeReactorCheckpoint(pool: pg.Pool, reactor: string, checkpoint: Checkpoint): Promise<void> {
  await pool.query(
    `INSERT INTO public.reactor_checkpoints (reactor, tx_id, global_position, updated_at) VALUES ($1, $2::xid8, $3::bigint, now())
     ON CONFLICT (reactor) DO UPDATE SET tx_id = EXCLUDED.tx_id, global_position = EXCLUDED.global_position, updated_at = now()
     WHERE (reactor_checkpoints.tx_id, reactor_checkpoints.global_position) < (EXCLUDED.tx_id, EXCLUDED.global_position)`,
    [reactor, checkpoint.txId, checkpoint.position],
  );
}

export const reactorLeaderLockKey = (reactor: string) => `reactor-leader:${reactor}`;

/**
 * Runs one reactor while this process holds its leader lock (as projection workers do): other processes
 * running it wait as hot standbys. Within the leader, events are handled one by one in global order.
 */
export async function runReactor(options: ReactorRunOptions): Promise<void> {
  const { pool, reactor, logger } = options;
  const leadership = { pool, lockKey: reactorLeaderLockKey(reactor.name), logger, label: 'reactor', logFields: { reactor: reactor.name }, signal: options.signal, standbyRetryMs: options.standbyRetryMs };
  await runAsLeader(leadership, async (signal) => {
    let stored: Checkpoint | null = null;
    await options.delivery.run({
      consumerName: `reactor-${reactor.name}`,
      readCheckpoint: async () => (stored = await readReactorCheckpoint(pool, reactor.name)),
      handleBatch: async (events) => {
        // While this process is the leader, only it moves the checkpoint: what it last read or wrote is
        // the stored one, and events up to it were reacted to (a failed batch re-reads it, above).
        const after = stored ?? (stored = await readReactorCheckpoint(pool, reactor.name));
        const fresh = events.filter((e) => compareCheckpoints(checkpointOf(e), after) > 0);
        const relevant = fresh.filter((e) => reactor.handles.has(e.type));
        for (const event of relevant) await reactor.react(event);
        if (fresh.length > 0) {
          const next = checkpointOf(fresh[fresh.length - 1]!);
          await writeReactorCheckpoint(pool, reactor.name, next);
          stored = next;
        }
        options.onReacted?.(relevant);
      },
      signal,
      batchSize: options.batchSize ?? 500,
      onError: (error) => logger.error({ err: error, reactor: reactor.name }, 'reactor batch failed; retrying'),
    });
  });
}
