import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CollectibleType } from '../catalogue/catalogue.ts';
import { CommandAccepted } from './account.ts';

/**
 * Turnaround (spec 7.5, 8, 9; issue [3/7]): GET /api/data/turnaround and GET /api/turnaroundtimes/tat answer the
 * same body, per tier code the turnaround measured from our own orders of the last 90 days, or the fallback;
 * GET /api/data/tatmessage the message the editor published (or '5 weeks'); the editor publishes and
 * withdraws messages under /api/editor/turnaround-message.
 */

export const turnaroundMessages = {
  textRequired: 'Please write the turnaround message.',
  textTooLong: 'The turnaround message must be at most 200 characters long.',
  dateRequired: 'Please give a date and time.',
  untilBeforeFrom: 'The end of the window must come after its start.',
  published: 'The turnaround message is published.',
  withdrawn: 'The turnaround message is withdrawn.',
  notFound: 'No turnaround message has this id.',
  withdrawnForGood: 'This message was withdrawn; publish a new one instead.',
} as const;

const ShownTurnaroundSchema = z.object({
  basis: z.enum(['measured', 'message', 'default']),
  text: z.string(),
  p90Text: z.string().nullable(),
  basedOn: z.string().nullable(),
});

export const TierTurnaround = z.object({
  /** The base tier (MN) and the code the orders carry (MN, MNP, MNE). */
  tierId: z.string(),
  tierCode: z.string(),
  label: z.string(),
  level: z.enum(['Standard', 'Priority', 'Express']),
  collectibleTypes: z.array(CollectibleType),
  /** The catalogue's own days for this level (what the price list promises). */
  publishedDays: z.number().int().nonnegative(),
  /** Orders of this tier code shipped in the window, and their median and 90th percentile (business days; null when none). */
  sampleSize: z.number().int().nonnegative(),
  medianDays: z.number().int().positive().nullable(),
  p90Days: z.number().int().positive().nullable(),
  /** What to show: measured with enough orders, else the published message, else '5 weeks'. */
  shown: ShownTurnaroundSchema,
});
export type TierTurnaround = z.infer<typeof TierTurnaround>;

export const TurnaroundResponse = z.object({
  /** The instant the window ends (the clock when asked). */
  asOf: z.iso.datetime(),
  windowDays: z.number().int().positive(),
  minimumSamples: z.number().int().positive(),
  /** The fallback in force: the live published message, or '5 weeks'. */
  fallback: ShownTurnaroundSchema,
  tiers: z.array(TierTurnaround),
});
export type TurnaroundResponse = z.infer<typeof TurnaroundResponse>;

/** GET /api/data/tatmessage: the live published message, or the spec's '5 weeks' (basis 'default'). */
export const TatMessageResponse = z.object({
  text: z.string(),
  basis: z.enum(['message', 'default']),
  messageId: z.string().nullable(),
  publishFrom: z.iso.datetime().nullable(),
  publishUntil: z.iso.datetime().nullable(),
});
export type TatMessageResponse = z.infer<typeof TatMessageResponse>;

/** A date and time typed with its offset; kept as the UTC instant it names. */
const instant = text({ error: turnaroundMessages.dateRequired })
  .min(1, turnaroundMessages.dateRequired)
  .pipe(z.iso.datetime({ offset: true, error: turnaroundMessages.dateRequired }))
  .transform((value) => new Date(value).toISOString());

/** POST /api/editor/turnaround-message: a new message (no id) or a revision of one (its id). */
export const PublishTurnaroundMessageBody = z
  .object({
    messageId: text().pipe(z.uuid({ error: turnaroundMessages.notFound })).optional(),
    text: text({ error: turnaroundMessages.textRequired }).trim().min(1, turnaroundMessages.textRequired).max(200, turnaroundMessages.textTooLong),
    publishFrom: instant,
    publishUntil: instant.nullable(),
  })
  .superRefine((body, ctx) => {
    if (body.publishUntil !== null && Date.parse(body.publishUntil) <= Date.parse(body.publishFrom)) {
      ctx.addIssue({ code: 'custom', path: ['publishUntil'], message: turnaroundMessages.untilBeforeFrom });
    }
  });
export type PublishTurnaroundMessageBody = z.input<typeof PublishTurnaroundMessageBody>;

export const TurnaroundMessagePublishedResponse = CommandAccepted.extend({ messageId: z.uuid() });
export type TurnaroundMessagePublishedResponse = z.infer<typeof TurnaroundMessagePublishedResponse>;

export const TurnaroundMessageIdParams = z.object({ messageId: text().pipe(z.uuid({ error: turnaroundMessages.notFound })) });

/** A message as the editor's list shows it; `state` is read from the clock when asked. */
export const TurnaroundMessageView = z.object({
  messageId: z.string(),
  text: z.string(),
  publishFrom: z.iso.datetime(),
  publishUntil: z.iso.datetime().nullable(),
  publishedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  state: z.enum(['live', 'scheduled', 'ended', 'withdrawn']),
});
export type TurnaroundMessageView = z.infer<typeof TurnaroundMessageView>;

/** GET /api/editor/turnaround-message: every message, newest window first, and which one visitors read now. */
export const EditorTurnaroundMessagesResponse = z.object({
  now: z.iso.datetime(),
  liveMessageId: z.string().nullable(),
  messages: z.array(TurnaroundMessageView),
});
export type EditorTurnaroundMessagesResponse = z.infer<typeof EditorTurnaroundMessagesResponse>;

export const turnaroundPaths = {
  turnaround: '/api/data/turnaround',
  tat: '/api/turnaroundtimes/tat',
  tatMessage: '/api/data/tatmessage',
  editorMessages: '/api/editor/turnaround-message',
  withdraw: '/api/editor/turnaround-message/{messageId}/withdraw',
} as const;

/** Which window a message is in at `now` (withdrawn first: a withdrawn message is never live). */
export function turnaroundMessageState(
  message: { publishFrom: string; publishUntil: string | null; withdrawnAt: string | null },
  now: Date,
): TurnaroundMessageView['state'] {
  if (message.withdrawnAt) return 'withdrawn';
  if (Date.parse(message.publishFrom) > now.getTime()) return 'scheduled';
  if (message.publishUntil !== null && Date.parse(message.publishUntil) <= now.getTime()) return 'ended';
  return 'live';
}
