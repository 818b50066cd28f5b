import type pg from 'pg';
import {
  contentStatusAt,
  contentViewOf,
  listedFromDay,
  utcDayOf,
  type BannerPlacement,
  type BannerView,
  type ContentKind,
  type ContentRecord,
  type EditorContentDetail,
  type EditorContentRow,
  type EventKind,
  type EventView,
  type HomeContent,
  type NewsItemView,
  type NewsResponse,
  type NewsletterView,
  type SigningView,
  type SlideView,
} from '@certus/contracts';
import { storedFileUrl } from '@certus/infra';

/**
 * Reads of content_records (migration 015). What is public is decided here, at read time, from `now`: a record
 * not withdrawn whose window holds now (`publish_from <= now < publish_until`), and for events, one that ends on
 * or after the day the call names. Nothing here depends on when the rows were written.
 */
export interface ContentReader {
  pool: pg.Pool;
  /** The storage's public URL (images at `{url}/content/{sha256}.{ext}`). */
  storagePublicUrl: string;
}

/** The most records a public list answers (far above what a season holds). */
export const PUBLIC_LIST_LIMIT = 200;

const LIVE = `NOT withdrawn AND publish_from <= $1 AND (publish_until IS NULL OR publish_until > $1)`;

interface RecordRow {
  name: string;
  record: ContentRecord;
}

const viewsOf = <V>(reader: ContentReader, rows: RecordRow[]) => rows.map((row) => contentViewOf(row.name, row.record, (key) => storedFileUrl(reader.storagePublicUrl, key)) as V);

/**
 * Live events of some kinds that end on or after `fromDay`, soonest first (then the shorter, then by name, so
 * the order is the same at every read).
 */
export async function readEvents(reader: ContentReader, now: Date, kinds: readonly EventKind[], fromDay: string, limit = PUBLIC_LIST_LIMIT): Promise<EventView[]> {
  const { rows } = await reader.pool.query<RecordRow>(
    `SELECT name, record FROM content_records
     WHERE kind = ANY($2) AND ${LIVE} AND ends_on >= $3::date
     ORDER BY starts_on, ends_on, kind, name LIMIT $4`,
    [now, kinds, fromDay, limit],
  );
  return viewsOf<EventView>(reader, rows);
}

/** GET /api/conventions/{days}, /api/signings/{days}, /api/onsites/{days}/{n}: one kind, a day offset. */
export const readEventsListed = (reader: ContentReader, now: Date, kind: EventKind, dayOffset: number, limit = PUBLIC_LIST_LIMIT) =>
  readEvents(reader, now, [kind], listedFromDay(now, dayOffset), limit);

/** One live signing by its name (/new-signing-{name}), over or not. */
export async function readSigning(reader: ContentReader, now: Date, name: string): Promise<SigningView | null> {
  const { rows } = await reader.pool.query<RecordRow>(`SELECT name, record FROM content_records WHERE kind = 'signing' AND name = $2 AND ${LIVE}`, [now, name]);
  return viewsOf<SigningView>(reader, rows)[0] ?? null;
}

/** The live banners of a placement, in their order. */
export async function readBanners(reader: ContentReader, now: Date, placement: BannerPlacement): Promise<BannerView[]> {
  const { rows } = await reader.pool.query<RecordRow>(
    `SELECT name, record FROM content_records WHERE kind = 'banner' AND placement = $2 AND ${LIVE}
     ORDER BY sort_order, publish_from DESC, name LIMIT $3`,
    [now, placement, PUBLIC_LIST_LIMIT],
  );
  return viewsOf<BannerView>(reader, rows);
}

/** The live home page slides, in their order. */
export async function readSlides(reader: ContentReader, now: Date): Promise<SlideView[]> {
  const { rows } = await reader.pool.query<RecordRow>(
    `SELECT name, record FROM content_records WHERE kind = 'slide' AND ${LIVE} ORDER BY sort_order, publish_from DESC, name LIMIT $2`,
    [now, PUBLIC_LIST_LIMIT],
  );
  return viewsOf<SlideView>(reader, rows);
}

/** The live news items and newsletters, newest first (newsletters without their bodies). */
export async function readNews(reader: ContentReader, now: Date): Promise<NewsResponse> {
  const { rows } = await reader.pool.query<RecordRow & { kind: ContentKind }>(
    `SELECT kind, name, record FROM content_records WHERE kind IN ('news', 'newsletter') AND ${LIVE}
     ORDER BY publish_from DESC, name LIMIT $2`,
    [now, PUBLIC_LIST_LIMIT * 2],
  );
  const items = viewsOf<NewsItemView>(reader, rows.filter((r) => r.kind === 'news'));
  const newsletters = viewsOf<NewsletterView>(reader, rows.filter((r) => r.kind === 'newsletter')).map(({ body: _body, ...summary }) => summary);
  return { items, newsletters };
}

/** One live newsletter by its name (/news/{name}). */
export async function readNewsletter(reader: ContentReader, now: Date, name: string): Promise<NewsletterView | null> {
  const { rows } = await reader.pool.query<RecordRow>(`SELECT name, record FROM content_records WHERE kind = 'newsletter' AND name = $2 AND ${LIVE}`, [now, name]);
  return viewsOf<NewsletterView>(reader, rows)[0] ?? null;
}

/** What the home page shows (spec 2.1): the next event not over yet, of any kind, and the home banners. */
export async function readHomeContent(reader: ContentReader, now: Date): Promise<HomeContent> {
  const [next, banners] = await Promise.all([readEvents(reader, now, ['convention', 'signing', 'onsite'], utcDayOf(now), 1), readBanners(reader, now, 'home')]);
  return { nextEvent: next[0] ?? null, banners };
}

// --- The editors' reads ------------------------------------------------------------------------------------

interface EditorRow extends RecordRow {
  kind: ContentKind;
  title: string;
  withdrawn: boolean;
  withdrawn_at: Date | null;
  withdrawn_reason: string | null;
  publish_from: Date;
  publish_until: Date | null;
  starts_on: string | null;
  ends_on: string | null;
  placement: string | null;
  revision: number;
  published_at: Date;
  updated_at: Date;
}

const EDITOR_COLUMNS = `kind, name, title, record, withdrawn, withdrawn_at, withdrawn_reason, publish_from, publish_until,
  to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on, placement, revision, published_at, updated_at`;

function editorRowOf(row: EditorRow, now: Date): EditorContentRow {
  const publishFrom = row.publish_from.toISOString();
  const publishUntil = row.publish_until?.toISOString() ?? null;
  return {
    kind: row.kind,
    name: row.name,
    title: row.title,
    status: contentStatusAt({ publishFrom, publishUntil, withdrawn: row.withdrawn }, now),
    publishFrom,
    publishUntil,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    placement: row.placement,
    revision: row.revision,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    withdrawnReason: row.withdrawn_reason,
  };
}

/** Every record (of a kind, or all), whatever its status, the last changed first. */
export async function readEditorList(reader: ContentReader, now: Date, kind: ContentKind | undefined): Promise<EditorContentRow[]> {
  const { rows } = await reader.pool.query<EditorRow>(
    `SELECT ${EDITOR_COLUMNS} FROM content_records WHERE ($1::text IS NULL OR kind = $1) ORDER BY updated_at DESC, record_key LIMIT 2000`,
    [kind ?? null],
  );
  return rows.map((row) => editorRowOf(row, now));
}

/** One record, whatever its status: as stored (the revise form) and as the public would see it (the preview). */
export async function readEditorDetail(reader: ContentReader, now: Date, kind: ContentKind, name: string): Promise<EditorContentDetail | null> {
  const { rows } = await reader.pool.query<EditorRow>(`SELECT ${EDITOR_COLUMNS} FROM content_records WHERE kind = $1 AND name = $2`, [kind, name]);
  const row = rows[0];
  if (!row) return null;
  return { row: editorRowOf(row, now), record: row.record, view: viewsOf<EditorContentDetail['view']>(reader, [row])[0]! };
}
