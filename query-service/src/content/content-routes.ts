import { Router, type Request } from 'express';
import type pg from 'pg';
import {
  BANNER_PLACEMENTS,
  CONTENT_KINDS,
  CONTENT_MAX_AGE_SECONDS,
  DomainError,
  EditorContentQuery,
  ONSITES_MAX_COUNT,
  contentMessages,
  contentPaths,
  isContentKind,
  isContentName,
  parseDayOffset,
  type BannerPlacement,
  type EventKind,
} from '@certus/contracts';
import { parseOr400, requireRole, type Clock } from '@certus/infra';
import { pathParam } from '../http/path-params.ts';
import {
  readBanners,
  readEditorDetail,
  readEditorList,
  readEventsListed,
  readHomeContent,
  readNews,
  readNewsletter,
  readSigning,
  readSlides,
  type ContentReader,
} from './content-reads.ts';

const PUBLIC_CACHE = `public, max-age=${CONTENT_MAX_AGE_SECONDS}`;

function dayOffsetParam(req: Request): number {
  const offset = parseDayOffset(pathParam(req, 'days').trim());
  if (offset === null) throw new DomainError('invalid', contentMessages.daysBackInvalid);
  return offset;
}

/** A name that cannot be one is not found, like a name nobody published. */
function nameParam(req: Request, notFound: string): string {
  const name = pathParam(req, 'name').trim();
  if (!isContentName(name)) throw new DomainError('not_found', notFound);
  return name;
}

/**
 * The public content calls of spec 7.5 (no token; cached 300 s) and the editors' reads (editor role; never
 * cached). Every answer is computed from the clock now: see content-reads.ts.
 */
export function contentRoutes(pool: pg.Pool, options: { clock: Clock; storagePublicUrl: string }): Router {
  const router = Router();
  const reader: ContentReader = { pool, storagePublicUrl: options.storagePublicUrl };
  const now = () => options.clock.now();
  const events = (kind: EventKind) => async (req: Request, res: import('express').Response) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await readEventsListed(reader, now(), kind, dayOffsetParam(req)));
  };

  router.get(contentPaths.conventions, events('convention'));
  router.get(contentPaths.signing, async (req, res) => {
    const signing = await readSigning(reader, now(), nameParam(req, contentMessages.signingNotFound));
    if (!signing) throw new DomainError('not_found', contentMessages.signingNotFound);
    res.set('Cache-Control', PUBLIC_CACHE).json(signing);
  });
  router.get(contentPaths.signings, events('signing'));
  router.get(contentPaths.onsites, async (req, res) => {
    const offset = dayOffsetParam(req);
    const countText = pathParam(req, 'count').trim();
    const count = /^\d{1,3}$/.test(countText) ? Number(countText) : 0;
    if (count < 1 || count > ONSITES_MAX_COUNT) throw new DomainError('invalid', contentMessages.countInvalid(ONSITES_MAX_COUNT));
    res.set('Cache-Control', PUBLIC_CACHE).json(await readEventsListed(reader, now(), 'onsite', offset, count));
  });
  router.get(contentPaths.banners, async (req, res) => {
    const placement = pathParam(req, 'placement').trim().toLowerCase();
    if (!(BANNER_PLACEMENTS as readonly string[]).includes(placement)) throw new DomainError('invalid', contentMessages.placementUnknown(BANNER_PLACEMENTS));
    res.set('Cache-Control', PUBLIC_CACHE).json(await readBanners(reader, now(), placement as BannerPlacement));
  });
  router.get(contentPaths.slides, async (_req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await readSlides(reader, now()));
  });
  router.get(contentPaths.home, async (_req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await readHomeContent(reader, now()));
  });
  router.get(contentPaths.news, async (_req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await readNews(reader, now()));
  });
  router.get(contentPaths.newsletter, async (req, res) => {
    const newsletter = await readNewsletter(reader, now(), nameParam(req, contentMessages.newsletterNotFound));
    if (!newsletter) throw new DomainError('not_found', contentMessages.newsletterNotFound);
    res.set('Cache-Control', PUBLIC_CACHE).json(newsletter);
  });

  router.get(contentPaths.editorList, requireRole('editor'), async (req, res) => {
    const { kind } = parseOr400(EditorContentQuery, req.query);
    res.set('Cache-Control', 'private, no-cache').json(await readEditorList(reader, now(), kind));
  });
  router.get(contentPaths.editorRecord, requireRole('editor'), async (req, res) => {
    const kind = pathParam(req, 'kind');
    if (!isContentKind(kind)) throw new DomainError('not_found', contentMessages.kindUnknown(CONTENT_KINDS));
    const name = nameParam(req, contentMessages.notFound(kind, pathParam(req, 'name')));
    const detail = await readEditorDetail(reader, now(), kind, name);
    if (!detail) throw new DomainError('not_found', contentMessages.notFound(kind, name));
    res.set('Cache-Control', 'private, no-cache').json(detail);
  });
  return router;
}

/** The home page's content for the site's server to write into the page (infra/platform home-content.ts). */
export const homeContentReader = (pool: pg.Pool, clock: Clock, storagePublicUrl: string) => () => readHomeContent({ pool, storagePublicUrl }, clock.now());
