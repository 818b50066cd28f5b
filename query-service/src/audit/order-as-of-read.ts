import {
  auditedOrderEventsOf,
  evolveOrderFold,
  orderAsOfAnswer,
  orderStreamId,
  timeBeforeOrder,
  versionPastLast,
  type AuditMoment,
  type AuditOrderAsOf,
  type OrderAsOfOptions,
  type OrderFold,
  type RecordedEvent,
} from '@certus/contracts';
import type { EventStore } from '@certus/infra';
import { orderIdParam, orderNotFound } from '../orders/order-access.ts';
import type { FoldCheckpoint, OrderFoldCheckpoints } from './order-fold-checkpoints.ts';

/**
 * The order as it stood at a moment (GET /api/audit/orders/{orderId}/as-of), reading from the log only what the
 * moment needs: where the stream ends and where the moment stands in it (index lookups), the events it takes in,
 * and the cover retakes recorded after it (for which books the photo of the moment is no longer the file stored).
 * An as-of of version 10 of a 1,000-event order reads and parses 10 events, not 1,000. With `checkpoints` and
 * `storedFolds`, the order is folded on from the fold kept (in this process, or by the orders projection every 100
 * versions) at the nearest version at or before the moment, reading only the events after it (none when the moment
 * itself was kept).
 *
 * The events taken in are parsed with their schemas as the orders projection parses them (zod, with the defaults an
 * older event needs), so the fold sees what the live read model saw. They were checked when appended; the events
 * after the moment are not read, so a broken event there fails the history and the exports, not this view.
 */

type Store = Pick<EventStore, 'readStream' | 'streamVersion'>;

export interface OrderAsOfReadOptions extends OrderAsOfOptions {
  checkpoints?: OrderFoldCheckpoints;
  /** The folds the orders projection keeps every 100 versions (stored-order-folds.ts): a first read starts there. */
  storedFolds?: StoredOrderFolds;
}

export interface StoredOrderFolds {
  /** The kept fold of the order at the highest version up to `version`, or null. */
  nearest(orderId: string, version: number): Promise<FoldCheckpoint | null>;
}

/** The retakes of a photo: after the moment, they replaced the file the moment's photo was stored in. */
const RETAKES = ['BookCoverReplaced'];

export async function readOrderAsOf(store: Store, orderIdText: string, moment: AuditMoment, options: OrderAsOfReadOptions = {}): Promise<AuditOrderAsOf> {
  const orderId = orderIdParam(orderIdText);
  const streamId = orderStreamId(orderId);
  const { version, lastVersion } = await momentInStream(store, streamId, moment);
  const [from, retakesLater] = await Promise.all([
    startingFold(streamId, orderId, version, options),
    version < lastVersion ? store.readStream(streamId, { from: version + 1, to: lastVersion, types: RETAKES }) : [],
  ]);
  const taken = from?.version === version ? [] : await store.readStream(streamId, { from: (from?.version ?? 0) + 1, to: version });
  const reached = foldedOn(streamId, from, taken, version, options.checkpoints);
  const standing = { at: 'at' in moment ? moment.at : null, version, recordedAt: reached.recordedAt, lastVersion };
  return orderAsOfAnswer(reached.fold, standing, auditedOrderEventsOf(retakesLater), options);
}

/**
 * The version the moment stands at and the stream's last, as orderAsOf finds them in the whole stream: a version past
 * the last and a time before the first event are the caller's 400, an order with no events not found. Both lookups
 * run at once; an event appended between them is left out (the moment is cut at the last version seen).
 */
async function momentInStream(store: Store, streamId: string, moment: AuditMoment): Promise<{ version: number; lastVersion: number }> {
  const [lastVersion, versionAtTime] = await Promise.all([store.streamVersion(streamId), 'at' in moment ? store.streamVersion(streamId, new Date(moment.at)) : null]);
  if (lastVersion === 0) throw orderNotFound();
  if ('version' in moment) {
    if (moment.version > lastVersion) throw versionPastLast(lastVersion);
    return { version: moment.version, lastVersion };
  }
  if (versionAtTime === 0) throw timeBeforeOrder((await store.readStream(streamId, { to: 1 }))[0]!.recordedAt);
  return { version: Math.min(versionAtTime!, lastVersion), lastVersion };
}

/**
 * The fold to start from: the nearest kept in this process, or the nearest the orders projection stored when that is
 * closer to the moment (then kept here too); null to fold from the order's first event.
 */
async function startingFold(streamId: string, orderId: string, version: number, options: OrderAsOfReadOptions): Promise<FoldCheckpoint | null> {
  const kept = options.checkpoints?.nearest(streamId, version) ?? null;
  if (!options.storedFolds || kept?.version === version) return kept;
  const stored = await options.storedFolds.nearest(orderId, version);
  if (!stored || stored.version <= (kept?.version ?? 0)) return kept;
  options.checkpoints?.keep(streamId, stored);
  return stored;
}

/** The order folded on from `from` (null: from its start) through `events`, up to `version`, keeping checkpoints on the way. */
function foldedOn(streamId: string, from: FoldCheckpoint | null, events: readonly RecordedEvent[], version: number, checkpoints: OrderFoldCheckpoints | undefined): FoldCheckpoint {
  if (from?.version === version) return from;
  const first = (from?.version ?? 0) + 1;
  if (events.length !== version - first + 1 || events.at(-1)?.streamVersion !== version) {
    throw new Error(`${streamId}: versions ${first} to ${version} read back as ${events.length} events`);
  }
  let fold: OrderFold | null = from?.fold ?? null;
  for (const e of auditedOrderEventsOf(events)) {
    fold = evolveOrderFold(fold, e.event);
    if (checkpoints && e.version % checkpoints.policy.every === 0 && e.version !== version) checkpoints.keep(streamId, { version: e.version, recordedAt: e.recordedAt, fold });
  }
  const reached = { version, recordedAt: events.at(-1)!.recordedAt, fold: fold! };
  checkpoints?.keep(streamId, reached);
  return reached;
}
