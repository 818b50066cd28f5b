/**
 * What the editors publish (issue 15): the public site's content, as records with a publish window. Plain lists
 * (no schema), so the browser's first load can name them without zod.
 *
 * - convention, signing, onsite: events with their own dates (conventions Certus attends, signing events,
 *   onsite grading events), listed by the spec 7.5 calls GET /api/conventions/-5, /api/signings/-7 and
 *   /api/onsites/-7/{n};
 * - banner: an image with a link, shown at a placement (GET /api/banners/publish/{placement});
 * - slide: a slide of the home page slider (GET /api/content/homepageslider/);
 * - news: a news item (/news); newsletter: a newsletter issue read at /news/{name}.
 */
export const CONTENT_KINDS = ['convention', 'signing', 'onsite', 'banner', 'slide', 'news', 'newsletter'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const isContentKind = (value: unknown): value is ContentKind => (CONTENT_KINDS as readonly unknown[]).includes(value);

/** The kinds that are events with a start and an end day. */
export const EVENT_KINDS = ['convention', 'signing', 'onsite'] as const satisfies readonly ContentKind[];
export type EventKind = (typeof EVENT_KINDS)[number];
export const isEventKind = (kind: ContentKind): kind is EventKind => (EVENT_KINDS as readonly string[]).includes(kind);

/** How the editor screens and the preview name each kind (singular, plural). */
export const CONTENT_KIND_LABELS: Record<ContentKind, { one: string; many: string }> = {
  convention: { one: 'Convention', many: 'Conventions' },
  signing: { one: 'Signing event', many: 'Signing events' },
  onsite: { one: 'Onsite grading event', many: 'Onsite grading events' },
  banner: { one: 'Banner', many: 'Banners' },
  slide: { one: 'Home page slide', many: 'Home page slides' },
  news: { one: 'News item', many: 'News items' },
  newsletter: { one: 'Newsletter', many: 'Newsletters' },
};

/**
 * Where a banner is shown: the {x} of GET /api/banners/publish/{x}.
 * - home: the home page's banner slider (spec 9: one every 10 s);
 * - events: above the events pages (/events, /signing-event, /onsite-event, /onsite-grading);
 * - news: above /news.
 */
export const BANNER_PLACEMENTS = ['home', 'events', 'news'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_LABELS: Record<BannerPlacement, string> = {
  home: 'Home page slider',
  events: 'Events pages',
  news: 'News page',
};

/** What an onsite grading event offers on the spot. */
export const ONSITE_SERVICES = ['Grading', 'Pressing', 'Signature witnessing', 'Signature verification', 'Reholdering', 'Drop-off and pick-up'] as const;
export type OnsiteService = (typeof ONSITE_SERVICES)[number];

/**
 * A record's name: lower-case letters and digits in words joined by single dashes. It is the record's id in its
 * kind, and the page's address where it has one (/new-signing-{name}, /news/{name}), so it never changes.
 */
export const CONTENT_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CONTENT_NAME_MAX = 80;
export const isContentName = (value: string) => value.length <= CONTENT_NAME_MAX && CONTENT_NAME_PATTERN.test(value);

/** A name made from a title (the editor's form proposes it): "C2E2 2027: Chicago!" is "c2e2-2027-chicago". */
export function contentNameFrom(title: string): string {
  const name = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return name.slice(0, CONTENT_NAME_MAX).replace(/-+$/, '');
}

/** The event stream of one record: `Content-{kind}-{name}`. */
export const contentStreamId = (kind: ContentKind, name: string) => `Content-${kind}-${name}`;

/**
 * The id of the JSON script element the site's server writes the home page's next event and banners into
 * (GET /api/content/home's answer): here, with no schema, so the home page's first load reads it without zod.
 */
export const HOME_CONTENT_ELEMENT_ID = 'certus-home-content';
