import type pg from 'pg';
import { REGISTRY_HEADS_STREAM, RegistryEvent, compareCheckpoints, type EventMetadata, type SignedTreeHead } from '@certus/contracts';
import { MerkleTree, fromHex, toHex, type Hash } from '@certus/contracts/registry/merkle';
import { signTreeHead } from '@certus/contracts/registry/registry-log';
import { WrongExpectedVersionError, runAsLeader, sleep, type Clock, type EventStore, type Logger } from '@certus/infra';
import { readCheckpoint } from '../runner/checkpoints.ts';
import { certificateRegistryProjection } from './certificate-registry.projection.ts';

/** The key heads are signed with: its id (named in each head) and its 32-byte Ed25519 seed in hexadecimal. */
export interface RegistrySigningKey {
  keyId: string;
  privateKey: string;
}

export interface HeadSignerOptions {
  pool: pg.Pool;
  store: EventStore;
  clock: Clock;
  key: RegistrySigningKey;
  /** A grown log gets a new head once this long has passed since the last (a day's first head comes at once). */
  intervalMs: number;
  /** How long a pass waits for the registry's read model to take in the log as it stood when the pass began. */
  catchUpTimeoutMs?: number;
}

const SIGNER: EventMetadata['actor'] = { userId: null, role: 'system' };

/** The last head published, and the version of the heads' stream it is (0: none yet). */
async function lastHead(store: EventStore): Promise<{ head: SignedTreeHead | null; version: number }> {
  const version = await store.streamVersion(REGISTRY_HEADS_STREAM);
  if (version === 0) return { head: null, version };
  const [recorded] = await store.readStream(REGISTRY_HEADS_STREAM, { from: version, to: version });
  return { head: RegistryEvent.parse({ type: recorded!.type, data: recorded!.data }).data, version };
}

/** Waits until the registry's read model has read the log up to `head`; false when it did not in time. */
async function registryCaughtUp(pool: pg.Pool, head: Awaited<ReturnType<EventStore['headCheckpoint']>>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (compareCheckpoints(await readCheckpoint(pool, certificateRegistryProjection.name), head) >= 0) return true;
    if (Date.now() > deadline) return false;
    await sleep(100);
  }
}

/**
 * One pass of the registry's head signer: when a head is due (none yet today, or the log grew and `intervalMs` has
 * passed since the last), the log as the registry read model holds it, once that has caught up with the event log as
 * it stood when the pass began, is hashed into its Merkle root, signed and published (RegistryTreeHeadSigned, at the
 * next version of the heads' stream: a second signer's head for the same place is refused, and it signs nothing).
 * Returns the head published, or null.
 */
export async function signRegistryHeadOnce(options: HeadSignerOptions): Promise<SignedTreeHead | null> {
  const { pool, store, clock, key } = options;
  const logHead = await store.headCheckpoint();
  if (!(await registryCaughtUp(pool, logHead, options.catchUpTimeoutMs ?? 10_000))) return null;
  const now = clock.now();
  const day = now.toISOString().slice(0, 10);
  const last = await lastHead(store);
  const { rows } = await pool.query<{ leaf_hash: string }>('SELECT leaf_hash FROM registry_entries ORDER BY seq');
  const size = rows.length;
  if (last.head && size < last.head.treeSize) throw new Error(`the registry holds ${size} entries, fewer than the ${last.head.treeSize} its last head counts`);
  const due = !last.head || last.head.day !== day || (size > last.head.treeSize && now.getTime() - Date.parse(last.head.timestamp) >= options.intervalMs);
  if (!due) return null;
  const root = new MerkleTree(rows.map((r) => fromHex(r.leaf_hash) as Hash)).root();
  const signed = signTreeHead({ day, treeSize: size, rootHash: toHex(root), timestamp: now.toISOString(), keyId: key.keyId }, key.privateKey);
  const commandId = `registry-head:${last.version + 1}`;
  try {
    await store.append(REGISTRY_HEADS_STREAM, last.version, [
      { type: 'RegistryTreeHeadSigned', data: signed, metadata: { correlationId: commandId, causationId: commandId, commandId, actor: SIGNER } },
    ]);
  } catch (error) {
    if (error instanceof WrongExpectedVersionError) return null;
    throw error;
  }
  return signed;
}

/** The leader lock of the head signer: one projections process at a time signs. */
export const REGISTRY_HEAD_SIGNER_LOCK = 'registry-head-signer';

/** Signs the registry's heads while `signal` is not aborted, one process at a time (the others stand by). */
export async function runRegistryHeadSigner(options: HeadSignerOptions & { logger: Logger; signal: AbortSignal; passMs?: number; standbyRetryMs?: number }): Promise<void> {
  const { pool, logger, signal } = options;
  const leadership = { pool, lockKey: REGISTRY_HEAD_SIGNER_LOCK, logger, label: 'registry head signer', logFields: { keyId: options.key.keyId }, signal, ...(options.standbyRetryMs ? { standbyRetryMs: options.standbyRetryMs } : {}) };
  await runAsLeader(leadership, async (leading) => {
    while (!leading.aborted) {
      const head = await signRegistryHeadOnce(options);
      if (head) logger.info({ treeSize: head.treeSize, rootHash: head.rootHash, day: head.day }, 'registry head signed');
      await sleep(options.passMs ?? 30_000, leading);
    }
  });
}
