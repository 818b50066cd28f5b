import { Router, type Request, type Response } from 'express';
import { DomainError, SLAB_RASTER_WIDTHS, isSlabRasterWidth, orderMessages } from '@certus/contracts';
import { pathParam } from '../http/path-params.ts';
import type { SlabFormat, SlabImages } from './slab-images.ts';

/**
 * Browsers keep a slab a day, then ask again with its ETag (304 when nothing changed). The address is the
 * certification id alone, so every page can build it without the read models carrying a version; a certificate
 * does not change once issued, so in practice only a new drawing (SLAB_RENDERER_VERSION) makes a browser fetch
 * the bytes again, and stale-while-revalidate lets it show the old one meanwhile.
 */
export const SLAB_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** An SVG opened on its own is a document: nothing in it may run or load (it holds only escaped text and data: images). */
const SVG_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'";

/**
 * Whether If-None-Match names `etag` (RFC 9110 13.1.2: a list, weak comparison, or *). Checked here rather than
 * with Express's req.fresh, which answers in full whenever the request says Cache-Control: no-cache, as fetch()
 * and a reloading browser do: their revalidation deserves its 304 too.
 */
export function holdsCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export const slabMessages = {
  widthUnknown: `No slab image of this width: the widths are ${SLAB_RASTER_WIDTHS.join(', ')}.`,
} as const;

/**
 * GET /api/comics/{id}/slab.svg and /api/comics/{id}/slab-{width}.webp: the certificate's slab, public like the
 * certificate itself. Mounted before GET /api/comics/{id}/{type} (the reholder check), which would take
 * "slab.svg" for a collectible type.
 */
export function slabRoutes(slabs: SlabImages): Router {
  const router = Router();

  async function send(req: Request, res: Response, format: SlabFormat) {
    const source = await slabs.source(pathParam(req, 'id'));
    if (!source) throw new DomainError('not_found', orderMessages.comicNotFound);
    const etag = `"${source.key}-${format.kind === 'svg' ? 'svg' : format.width}"`;
    res.set({ ETag: etag, 'Cache-Control': SLAB_CACHE_CONTROL, 'X-Content-Type-Options': 'nosniff' });
    // Asked again with the ETag it holds: nothing is read or drawn.
    if (holdsCurrent(req.get('If-None-Match'), etag)) return void res.status(304).end();
    const bytes = await slabs.image(source, format);
    if (format.kind === 'svg') res.set('Content-Security-Policy', SVG_CSP).type('image/svg+xml; charset=utf-8');
    else res.type('image/webp');
    res.send(bytes);
  }

  router.get('/api/comics/:id/slab.svg', (req, res) => send(req, res, { kind: 'svg' }));
  router.get('/api/comics/:id/slab-:width.webp', (req, res) => {
    const width = Number(pathParam(req, 'width'));
    if (!/^\d+$/.test(pathParam(req, 'width')) || !isSlabRasterWidth(width)) throw new DomainError('not_found', slabMessages.widthUnknown);
    return send(req, res, { kind: 'webp', width });
  });
  return router;
}
