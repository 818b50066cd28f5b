import { z } from 'zod';
import { text } from '../rules/text.ts';
import { BANNER_PLACEMENTS, CONTENT_KINDS, CONTENT_NAME_MAX, CONTENT_NAME_PATTERN, ONSITE_SERVICES } from '../content/content-kinds.ts';
import { CONTENT_STATUSES, contentMessages, isCalendarDay, recordProblems } from '../content/content-rules.ts';
import { isSafeHref } from '../content/formatted-text.ts';
import { CONTENT_IMAGE_TYPES, ContentRecord } from '../content/content-records.ts';

// The site's published content (issue 15, spec 2.1 events, news, slider; 7.5 public content calls): what the
// editors send (bodies), and what the public and the editor screens read (views). The records as events carry
// them are content/content-records.ts.

/** Where the public calls are cached (spec 7.5: resource calls are cached for 300 seconds). */
export const CONTENT_MAX_AGE_SECONDS = 300;

export const contentPaths = {
  conventions: '/api/conventions/:days',
  signings: '/api/signings/:days',
  signing: '/api/signings/name/:name',
  onsites: '/api/onsites/:days/:count',
  banners: '/api/banners/publish/:placement',
  slides: '/api/content/homepageslider',
  news: '/api/news',
  newsletter: '/api/news/newsletters/:name',
  home: '/api/content/home',
  editorList: '/api/editor/content',
  editorRecord: '/api/editor/content/:kind/:name',
  publish: '/api/editor/content',
  revise: '/api/editor/content/:kind/:name/revise',
  withdraw: '/api/editor/content/:kind/:name/withdraw',
  images: '/api/editor/images',
} as const;

/** `content/{sha256}.{jpg|png|webp}`: the storage key of an uploaded content image (its address changes with it). */
export const CONTENT_IMAGE_KEY_PATTERN = /^content\/[0-9a-f]{64}\.(jpg|png|webp)$/;
export const contentImageKey = (sha256: string, extension: 'jpg' | 'png' | 'webp') => `content/${sha256}.${extension}`;

// --- What the editors send ----------------------------------------------------------------------------------

const tooLong = (max: number) => `At most ${max} characters.`;
const required = (message: string, max: number) => text({ error: message }).trim().min(1, message).max(max, tooLong(max));
const optional = (max: number) => text().trim().max(max, tooLong(max)).default('');

export const ContentName = text({ error: contentMessages.nameInvalid }).trim().max(CONTENT_NAME_MAX, contentMessages.nameInvalid).regex(CONTENT_NAME_PATTERN, contentMessages.nameInvalid);

const title = required('Give it a title.', 120);
const day = text({ error: contentMessages.dayInvalid }).trim().refine(isCalendarDay, contentMessages.dayInvalid);
/** An instant with its offset (2027-03-01T09:00:00-05:00 or ...Z), kept in UTC. */
const instant = (message: string) =>
  text({ error: message })
    .trim()
    .pipe(z.iso.datetime({ offset: true, error: message }))
    .transform((value) => new Date(value).toISOString());
const link = text()
  .trim()
  .max(2000, tooLong(2000))
  .refine((value) => value === '' || isSafeHref(value), contentMessages.linkInvalid)
  .nullable()
  .default(null)
  .transform((value) => (value ? value : null));
const imageKey = text().regex(CONTENT_IMAGE_KEY_PATTERN, contentMessages.imageNotUploaded);
const imageAlt = optional(250);

const windowFields = {
  title,
  publishFrom: instant('When does it go public? Give a date and time.'),
  publishUntil: instant('Give the end of the publish window as a date and time, or leave it empty.').nullable().default(null),
};

const eventFields = {
  ...windowFields,
  startsOn: day,
  endsOn: day,
  venue: required('Where is it? Give the venue.', 120),
  address: optional(200),
  city: required('Give the city.', 80),
  region: optional(80),
  country: text({ error: 'Give the country as two letters (US, CA, ...).' }).trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Give the country as two letters (US, CA, ...).'),
  description: optional(4000),
  image: imageKey.nullable().default(null),
  imageAlt,
  link,
};

/** Window and event-day rules (content-rules.ts), shown on the field they concern. */
function withRecordRules<T extends { publishFrom: string; publishUntil: string | null; startsOn?: string; endsOn?: string; image?: string | null; imageAlt?: string }>(
  value: T,
  ctx: z.core.$RefinementCtx<T>,
) {
  // A day that is not a day already has its own message: the order of the two is not compared then.
  const days = value.startsOn !== undefined && value.endsOn !== undefined && isCalendarDay(value.startsOn) && isCalendarDay(value.endsOn);
  const checked = days ? value : { publishFrom: value.publishFrom, publishUntil: value.publishUntil };
  for (const problem of recordProblems(checked)) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field], input: value });
  if (value.image && !value.imageAlt) ctx.addIssue({ code: 'custom', message: contentMessages.imageAltRequired, path: ['imageAlt'], input: value });
}

export const ConventionBody = z.object({ kind: z.literal('convention'), ...eventFields, booth: optional(40) }).superRefine(withRecordRules);
export const SigningBody = z
  .object({
    kind: z.literal('signing'),
    ...eventFields,
    signers: z.array(required('Give each signer a name.', 80)).min(1, 'Name at least one signer.').max(12, 'At most 12 signers.'),
  })
  .superRefine(withRecordRules);
export const OnsiteBody = z
  .object({
    kind: z.literal('onsite'),
    ...eventFields,
    services: z.array(z.enum(ONSITE_SERVICES, { error: `A service is one of ${ONSITE_SERVICES.join(', ')}.` })).min(1, 'Choose at least one service.').max(ONSITE_SERVICES.length),
  })
  .superRefine(withRecordRules);
const pictureFields = {
  image: imageKey.nullable().refine((key) => key !== null, contentMessages.imageRequired),
  imageAlt: required(contentMessages.imageAltRequired, 250),
  link,
  order: z.number({ error: 'The order is a whole number from 0 to 999.' }).int('The order is a whole number from 0 to 999.').min(0, 'The order is a whole number from 0 to 999.').max(999, 'The order is a whole number from 0 to 999.').default(0),
};
export const BannerBody = z
  .object({ kind: z.literal('banner'), ...windowFields, ...pictureFields, placement: z.enum(BANNER_PLACEMENTS, { error: contentMessages.placementUnknown(BANNER_PLACEMENTS) }) })
  .superRefine(withRecordRules);
export const SlideBody = z.object({ kind: z.literal('slide'), ...windowFields, ...pictureFields, caption: optional(200) }).superRefine(withRecordRules);
export const NewsBody = z
  .object({
    kind: z.literal('news'),
    ...windowFields,
    summary: required('Give a one or two sentence summary.', 300),
    body: optional(20_000),
    image: imageKey.nullable().default(null),
    imageAlt,
    link,
  })
  .superRefine(withRecordRules);
export const NewsletterBody = z
  .object({ kind: z.literal('newsletter'), ...windowFields, summary: required('Give a one or two sentence summary.', 300), body: required('Write the newsletter.', 50_000) })
  .superRefine(withRecordRules);

/** One record as the editor's form sends it: images by their storage key (POST /api/editor/images gave it). */
export const ContentRecordBody = z.discriminatedUnion('kind', [ConventionBody, SigningBody, OnsiteBody, BannerBody, SlideBody, NewsBody, NewsletterBody]);
export type ContentRecordBody = z.infer<typeof ContentRecordBody>;
export type ContentRecordInput = z.input<typeof ContentRecordBody>;

/** POST /api/editor/content: a new record under a name of its own in its kind. */
export const PublishContentBody = z.object({ name: ContentName, record: ContentRecordBody });
export type PublishContentBody = z.infer<typeof PublishContentBody>;
/** POST /api/editor/content/{kind}/{name}/revise: the record's new fields, whole. */
export const ReviseContentBody = z.object({ record: ContentRecordBody });
export type ReviseContentBody = z.infer<typeof ReviseContentBody>;
/** POST /api/editor/content/{kind}/{name}/withdraw: why, for the other editors ('' for no reason given). */
export const WithdrawContentBody = z.object({ reason: optional(300) });
export type WithdrawContentBody = z.infer<typeof WithdrawContentBody>;

export const ContentStatusSchema = z.enum(CONTENT_STATUSES);
export const ContentKindSchema = z.enum(CONTENT_KINDS);

/** What each editor command answers: where the record stands now, and the position to read after. */
export const ContentCommandResponse = z.object({
  kind: ContentKindSchema,
  name: z.string(),
  revision: z.number().int(),
  status: ContentStatusSchema,
  position: z.string().nullable(),
});
export type ContentCommandResponse = z.infer<typeof ContentCommandResponse>;

/** POST /api/editor/images: the stored image, measured from its bytes. */
export const UploadedContentImage = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.enum(CONTENT_IMAGE_TYPES),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  sha256: z.string(),
});
export type UploadedContentImage = z.infer<typeof UploadedContentImage>;

// --- What the public reads (spec 7.5), and the editor screens -----------------------------------------------

export const ViewImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() });
export type ViewImage = z.infer<typeof ViewImage>;

const eventView = {
  name: z.string(),
  title: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  venue: z.string(),
  address: z.string(),
  city: z.string(),
  region: z.string(),
  country: z.string(),
  /** Formatted text (content/formatted-text.ts): render it as blocks, never as HTML. */
  description: z.string(),
  image: ViewImage.nullable(),
  link: z.string().nullable(),
};
export const ConventionView = z.object({ kind: z.literal('convention'), ...eventView, booth: z.string() });
export const SigningView = z.object({ kind: z.literal('signing'), ...eventView, signers: z.array(z.string()) });
export const OnsiteView = z.object({ kind: z.literal('onsite'), ...eventView, services: z.array(z.string()) });
export const EventView = z.discriminatedUnion('kind', [ConventionView, SigningView, OnsiteView]);
export type ConventionView = z.infer<typeof ConventionView>;
export type SigningView = z.infer<typeof SigningView>;
export type OnsiteView = z.infer<typeof OnsiteView>;
export type EventView = z.infer<typeof EventView>;
export const ConventionList = z.array(ConventionView);
export const SigningList = z.array(SigningView);
export const OnsiteList = z.array(OnsiteView);

export const BannerView = z.object({ kind: z.literal('banner'), name: z.string(), title: z.string(), image: ViewImage, link: z.string().nullable(), placement: z.enum(BANNER_PLACEMENTS), order: z.number().int() });
export type BannerView = z.infer<typeof BannerView>;
export const BannerList = z.array(BannerView);
export const SlideView = z.object({ kind: z.literal('slide'), name: z.string(), title: z.string(), caption: z.string(), image: ViewImage, link: z.string().nullable(), order: z.number().int() });
export type SlideView = z.infer<typeof SlideView>;
export const SlideList = z.array(SlideView);
export const NewsItemView = z.object({
  kind: z.literal('news'),
  name: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  /** When it went public: the start of its publish window. */
  publishedAt: z.string(),
  image: ViewImage.nullable(),
  link: z.string().nullable(),
});
export type NewsItemView = z.infer<typeof NewsItemView>;
export const NewsletterView = z.object({ kind: z.literal('newsletter'), name: z.string(), title: z.string(), summary: z.string(), body: z.string(), publishedAt: z.string() });
export type NewsletterView = z.infer<typeof NewsletterView>;
export const NewsletterSummary = NewsletterView.omit({ body: true });
export type NewsletterSummary = z.infer<typeof NewsletterSummary>;

/** GET /api/news: the live news items and newsletters, newest first. */
export const NewsResponse = z.object({ items: z.array(NewsItemView), newsletters: z.array(NewsletterSummary) });
export type NewsResponse = z.infer<typeof NewsResponse>;

/** Any record as the public sees it (the preview shows this). */
export const ContentView = z.discriminatedUnion('kind', [ConventionView, SigningView, OnsiteView, BannerView, SlideView, NewsItemView, NewsletterView]);
export type ContentView = z.infer<typeof ContentView>;

/**
 * GET /api/content/home: what the home page shows besides its featured comics (spec 2.1): the next event (a
 * convention, signing or onsite event not over yet, the soonest first) and the banners of the home placement.
 * The site's server writes it into the home page's HTML (content-kinds.ts HOME_CONTENT_ELEMENT_ID).
 */
export const HomeContent = z.object({ nextEvent: EventView.nullable(), banners: z.array(BannerView) });
export type HomeContent = z.infer<typeof HomeContent>;

/** GET /api/editor/content: every record, whatever its status (the status computed from the clock now). */
export const EditorContentRow = z.object({
  kind: ContentKindSchema,
  name: z.string(),
  title: z.string(),
  status: ContentStatusSchema,
  publishFrom: z.string(),
  publishUntil: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  placement: z.string().nullable(),
  revision: z.number().int(),
  publishedAt: z.string(),
  updatedAt: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawnReason: z.string().nullable(),
});
export type EditorContentRow = z.infer<typeof EditorContentRow>;
export const EditorContentList = z.array(EditorContentRow);
export const EditorContentQuery = z.object({ kind: z.enum(CONTENT_KINDS, { error: contentMessages.kindUnknown(CONTENT_KINDS) }).optional() });

/** GET /api/editor/content/{kind}/{name}: the record as stored (for the revise form) and as the public would see it. */
export const EditorContentDetail = z.object({ row: EditorContentRow, record: ContentRecord, view: ContentView });
export type EditorContentDetail = z.infer<typeof EditorContentDetail>;
