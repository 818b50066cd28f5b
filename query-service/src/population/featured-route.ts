import { Router } from 'express';
import type pg from 'pg';
import { DomainError, FEATURED_PAGE_COUNT, isMonthKey, type FeaturedComic } from '@certus/contracts';
import { COPY_COLUMNS, featuredComicOf, type PopulationCopyRow } from './copy-view.ts';
import { pathParam } from '../http/path-params.ts';

export const featuredMessages = {
  month: 'The month is written yyyymm (e.g. 202611), from 185001.',
  count: `The count must be a whole number from 1 to ${FEATURED_PAGE_COUNT}.`,
} as const;

/**
 * GET /api/comics/featured/{yyyymm}/{count} (spec 2.1 home and /featured, 7.3; public): the comics certified
 * in that month (UTC) in a holder (not Raw Grade), photographed ones first, then the best grade, the oldest
 * book, the certification id (the population_copies_featured index). The pages walk back month by month.
 */
export function featuredComicsRoute(pool: pg.Pool, storagePublicUrl: string): Router {
  return Router().get('/api/comics/featured/:month/:count', async (req, res) => {
    const monthText = pathParam(req, 'month').trim();
    const countText = pathParam(req, 'count').trim();
    const month = /^\d{6}$/.test(monthText) ? Number(monthText) : NaN;
    if (!isMonthKey(month)) throw new DomainError('invalid', featuredMessages.month);
    const count = /^\d{1,3}$/.test(countText) ? Number(countText) : NaN;
    if (!(count >= 1 && count <= FEATURED_PAGE_COUNT)) throw new DomainError('invalid', featuredMessages.count);
    const { rows } = await pool.query<PopulationCopyRow>(
      `SELECT ${COPY_COLUMNS} FROM population_copies c
       WHERE c.certified_month = $1 AND c.grade_type <> 'Raw Grade'
       ORDER BY c.has_cover DESC, c.grade DESC, c.year, c.certification_id LIMIT $2`,
      [month, count],
    );
    res.set('Cache-Control', 'public, max-age=300').json(rows.map((row) => featuredComicOf(row, storagePublicUrl)) satisfies FeaturedComic[]);
  });
}
