import { z } from 'zod';

const at = z.iso.datetime();

/**
 * The turnaround message the editor publishes (spec 7.5 GET /api/data/tatmessage, spec 8 "Turnaround message
 * fallback"): stream `TurnaroundMessage-{messageId}`, one per message. Publishing again revises its text or
 * window; a withdrawn message stays withdrawn (publish a new one). The message shown is the live one whose
 * window holds the clock's now (the latest to start, when windows overlap), chosen when it is read.
 */
export const TurnaroundMessagePublished = z.object({
  type: z.literal('TurnaroundMessagePublished'),
  data: z.object({
    messageId: z.uuid(),
    /** What visitors read, e.g. "Standard orders currently take about 6 weeks." */
    text: z.string().min(1).max(200),
    publishFrom: at,
    /** Null: until withdrawn or followed by a later message. */
    publishUntil: at.nullable(),
    publishedAt: at,
    publishedBy: z.string(),
  }),
});

export const TurnaroundMessageWithdrawn = z.object({
  type: z.literal('TurnaroundMessageWithdrawn'),
  data: z.object({ messageId: z.uuid(), withdrawnAt: at, withdrawnBy: z.string() }),
});

export const TurnaroundMessageEvent = z.discriminatedUnion('type', [TurnaroundMessagePublished, TurnaroundMessageWithdrawn]);
export type TurnaroundMessageEvent = z.infer<typeof TurnaroundMessageEvent>;
export const turnaroundMessageEventTypes = TurnaroundMessageEvent.options.map((o) => o.shape.type.value);
export const turnaroundMessageStreamId = (messageId: string) => `TurnaroundMessage-${messageId}`;
