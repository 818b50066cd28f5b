import { z } from 'zod';
import { CONTENT_KINDS } from '../content/content-kinds.ts';
import { ContentRecord } from '../content/content-records.ts';

const at = z.iso.datetime();
const kind = z.enum(CONTENT_KINDS);

/**
 * The public site's content (issue 15): stream `Content-{kind}-{name}`, one record (a convention, signing, onsite
 * grading event, banner, home page slide, news item or newsletter) from its publication to its withdrawal. `by` is
 * the editor's member id. The record is carried whole by each event, so every event reads on its own.
 */
export const ContentPublished = z.object({
  type: z.literal('ContentPublished'),
  data: z.object({ kind, name: z.string(), record: ContentRecord, by: z.string(), at }),
});

/** The record's fields changed (a revise that changes nothing records no event). */
export const ContentRevised = z.object({
  type: z.literal('ContentRevised'),
  data: z.object({ kind, name: z.string(), record: ContentRecord, revision: z.number().int().positive(), by: z.string(), at }),
});

/** Taken off the public site for good, whatever its window said; the name stays taken. */
export const ContentWithdrawn = z.object({
  type: z.literal('ContentWithdrawn'),
  data: z.object({ kind, name: z.string(), reason: z.string(), by: z.string(), at }),
});

export const ContentEvent = z.discriminatedUnion('type', [ContentPublished, ContentRevised, ContentWithdrawn]);
export type ContentEvent = z.infer<typeof ContentEvent>;
export type ContentPublished = z.infer<typeof ContentPublished>;
export type ContentRevised = z.infer<typeof ContentRevised>;
export type ContentWithdrawn = z.infer<typeof ContentWithdrawn>;
export const contentEventTypes = ContentEvent.options.map((o) => o.shape.type.value);
