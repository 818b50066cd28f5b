import { z } from 'zod';
import { MemberRole } from './member-events.ts';

/** The acting user of a command: who did it, in which role. System jobs act as role "system". */
export const Actor = z.object({
  userId: z.string().nullable(),
  role: z.enum(['anonymous', ...MemberRole.options, 'system']),
});
export type Actor = z.infer<typeof Actor>;

/** Metadata every stored event carries, so auditors can replay who caused what and why. */
export const EventMetadata = z.object({
  correlationId: z.string(),
  causationId: z.string(),
  commandId: z.string().optional(),
  /**
   * The client's request when it differs from the command id: a balance payment is stored under its charge's
   * key, and a retry of the same request (its Idempotency-Key) is recognised by this.
   */
  requestId: z.string().optional(),
  actor: Actor,
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/**
 * A position in the global log. Ordering is by (txId, position): the transaction id first,
 * so a reader never passes an event whose transaction commits after a later-numbered one.
 * Both are decimal strings because PostgreSQL's xid8 and bigint exceed JavaScript's safe integers in principle.
 */
export const Checkpoint = z.object({ txId: z.string().regex(/^\d+$/), position: z.string().regex(/^\d+$/) });
export type Checkpoint = z.infer<typeof Checkpoint>;
export const START: Checkpoint = { txId: '0', position: '0' };

/** An event as stored: identity, place in its stream and in the global log, time, payload and metadata. */
export const RecordedEventEnvelope = z.object({
  eventId: z.uuid(),
  type: z.string().min(1),
  streamId: z.string().min(1),
  streamVersion: z.number().int().positive(),
  globalPosition: z.string(),
  txId: z.string(),
  recordedAt: z.string(),
  data: z.unknown(),
  metadata: EventMetadata,
});
export type RecordedEventEnvelope = z.infer<typeof RecordedEventEnvelope>;
export type RecordedEvent<E extends { type: string; data: unknown } = { type: string; data: unknown }> =
  Omit<RecordedEventEnvelope, 'type' | 'data'> & E;

export function checkpointOf(event: Pick<RecordedEventEnvelope, 'txId' | 'globalPosition'>): Checkpoint {
  return { txId: event.txId, position: event.globalPosition };
}
