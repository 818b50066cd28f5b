import { z } from 'zod';
import { BANNER_PLACEMENTS, ONSITE_SERVICES } from './content-kinds.ts';

/**
 * The records editors publish, as their events carry them (ContentPublished, ContentRevised). These schemas read
 * events back, so they hold the record's shape and nothing stricter: the limits and messages an editor meets
 * are the request bodies' (http/content.ts), checked once at the boundary.
 */

const at = z.iso.datetime();
/** A calendar day, YYYY-MM-DD: an event's own days are local to where it happens, with no time of day. */
export const CalendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The image types the site takes for content (checked by their bytes: rules/image-types.ts). */
export const CONTENT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ContentImageType = (typeof CONTENT_IMAGE_TYPES)[number];

/**
 * An uploaded image a record shows, as measured from its bytes when it was stored: its storage key names its
 * digest (`content/{sha256}.{ext}`), so a new image has a new address and a cached one never goes stale.
 */
export const StoredContentImage = z.object({
  key: z.string(),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
  sha256: z.string(),
});
export type StoredContentImage = z.infer<typeof StoredContentImage>;

/** Every record is public only inside its window: from `publishFrom`, until `publishUntil` (excluded) when set. */
const publishWindow = { publishFrom: at, publishUntil: at.nullable() };

/** What conventions, signings and onsite grading events share: their days and where they happen. */
const eventFields = {
  title: z.string(),
  ...publishWindow,
  startsOn: CalendarDay,
  endsOn: CalendarDay,
  venue: z.string(),
  address: z.string(),
  city: z.string(),
  /** State or province ('' when none). */
  region: z.string(),
  /** ISO 3166 alpha-2 (US, CA, ...). */
  country: z.string(),
  description: z.string(),
  image: StoredContentImage.nullable(),
  imageAlt: z.string(),
  /** The event's own site, or a page of ours. */
  link: z.string().nullable(),
};

export const ConventionRecord = z.object({
  kind: z.literal('convention'),
  ...eventFields,
  /** Where to find Certus there ('' when not known yet). */
  booth: z.string(),
});
export const SigningRecord = z.object({
  kind: z.literal('signing'),
  ...eventFields,
  /** Who signs: one name each. */
  signers: z.array(z.string()).min(1),
});
export const OnsiteRecord = z.object({
  kind: z.literal('onsite'),
  ...eventFields,
  services: z.array(z.enum(ONSITE_SERVICES)).min(1),
});
export const BannerRecord = z.object({
  kind: z.literal('banner'),
  title: z.string(),
  ...publishWindow,
  image: StoredContentImage,
  imageAlt: z.string(),
  link: z.string().nullable(),
  placement: z.enum(BANNER_PLACEMENTS),
  /** Place among the placement's banners, lowest first. */
  order: z.number().int(),
});
export const SlideRecord = z.object({
  kind: z.literal('slide'),
  title: z.string(),
  ...publishWindow,
  caption: z.string(),
  image: StoredContentImage,
  imageAlt: z.string(),
  link: z.string().nullable(),
  order: z.number().int(),
});
export const NewsRecord = z.object({
  kind: z.literal('news'),
  title: z.string(),
  ...publishWindow,
  summary: z.string(),
  /** Formatted text (content/formatted-text.ts). */
  body: z.string(),
  image: StoredContentImage.nullable(),
  imageAlt: z.string(),
  link: z.string().nullable(),
});
export const NewsletterRecord = z.object({
  kind: z.literal('newsletter'),
  title: z.string(),
  ...publishWindow,
  summary: z.string(),
  body: z.string(),
});

export const ContentRecord = z.discriminatedUnion('kind', [ConventionRecord, SigningRecord, OnsiteRecord, BannerRecord, SlideRecord, NewsRecord, NewsletterRecord]);
export type ContentRecord = z.infer<typeof ContentRecord>;
export type ConventionRecord = z.infer<typeof ConventionRecord>;
export type SigningRecord = z.infer<typeof SigningRecord>;
export type OnsiteRecord = z.infer<typeof OnsiteRecord>;
export type EventRecord = ConventionRecord | SigningRecord | OnsiteRecord;
export type BannerRecord = z.infer<typeof BannerRecord>;
export type SlideRecord = z.infer<typeof SlideRecord>;
export type NewsRecord = z.infer<typeof NewsRecord>;
export type NewsletterRecord = z.infer<typeof NewsletterRecord>;
