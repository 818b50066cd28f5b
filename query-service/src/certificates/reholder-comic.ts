import { Router } from 'express';
import type pg from 'pg';
import { DomainError, PUBLIC_RESOURCE_CACHE_CONTROL, parseComicId, submissionMessages, type CertifiedComicResponse } from '@certus/contracts';
import { collectibleTypeParam } from '../catalogue/data-params.ts';

// Later endpoints share the /api/comics/{x}/{y} shape (spec 7.3: search/{text}); they are not comic ids.
const NOT_COMIC_IDS = new Set(['search', 'featured', 'user']);

/**
 * GET /api/comics/{id}/{type} (spec 7.3): the certified book a reholder line names, for the builder's check
 * (spec 5 Reholder). Public, like the certificate lookup. The book is answered whatever its type and category:
 * the browser tells the member why it cannot be reholdered (another type, Raw Grade). A revoked certificate names no
 * book to reholder: it is not found, as the order's own check finds it (submitter.ts).
 */
export function reholderComicRoute(pool: pg.Pool): Router {
  return Router().get('/api/comics/:id/:type', async (req, res, next) => {
    if (NOT_COMIC_IDS.has(req.params.id.toLowerCase())) return next();
    collectibleTypeParam(req.params.type);
    const id = parseComicId(req.params.id);
    const { rows } = id
      ? await pool.query<{ certification_id: string; collectible_type: CertifiedComicResponse['collectibleType']; category: CertifiedComicResponse['category']; title: string; issue: string; year: number; grade: string }>(
          'SELECT certification_id, collectible_type, category, title, issue, year, grade FROM certified_comics WHERE certification_id = $1 AND revoked_at IS NULL',
          [id],
        )
      : { rows: [] };
    const comic = rows[0];
    if (!comic) throw new DomainError('not_found', submissionMessages.reholderInvalidId);
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json({
      id: comic.certification_id,
      collectibleType: comic.collectible_type,
      category: comic.category,
      title: comic.title,
      issue: comic.issue,
      year: comic.year,
      grade: Number(comic.grade),
    } satisfies CertifiedComicResponse);
  });
}
