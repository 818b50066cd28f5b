import { Router } from 'express';
import type pg from 'pg';
import { DomainError, FEATURED_MAX_AGE_SECONDS, FEATURED_PAGE_COUNT, isMonthKey, type FeaturedComic } from '@certus/contracts';
import { COPY_COLUMNS, featuredComicOf, type PopulationCopyRow } from './copy-view.ts';
import { pathParam } from '../http/path-params.ts';
import { storagePublicUrlFromEnv } from '../storage/cover-url.ts';

export const featuredMessages = {
  month: 'The month is written yyyymm (e.g. 202611), from 185001.',
  count: `The count must be a whole number from 1 to ${FEATURED_PAGE_COUNT}.`,
} as const;

/**
 * One month of featured comics (spec 2.1 home and /featured, 7.3): the comics certified in that month (UTC) in
 * a holder (not Raw Grade), photographed ones first, then the best grade, the oldest book, the certification id
 * (the population_copies_featured index). The API below answers it; the site's server writes the home page's
 * three into its HTML with it (infra/platform home-featured.ts).
 */
export async function readFeaturedMonth(pool: pg.Pool, storagePublicUrl: string, month: number, count: number): Promise<FeaturedComic[]> {
  const { rows } = await pool.query<PopulationCopyRow>(
    `SELECT ${COPY_COLUMNS} FROM population_copies c
     WHERE c.certified_month = $1 AND c.grade_type <> 'Raw Grade'
     ORDER BY c.has_cover DESC, c.grade DESC, c.year, c.certification_id LIMIT $2`,
    [month, count],
  );
  return rows.map((row) => featuredComicOf(row, storagePublicUrl));
}

/**
 * The reader of featured months over the read model, for the site's server (covers addressed under
 * STORAGE_PUBLIC_URL, as the query router addresses them when not told otherwise).
 */
export const featuredMonthReader =
  (pool: pg.Pool, storagePublicUrl: string = storagePublicUrlFromEnv()) =>
  (month: number, count: number) =>
    readFeaturedMonth(pool, storagePublicUrl, month, count);

/** GET /api/comics/featured/{yyyymm}/{count} (public): one month of featured comics; the pages walk back month by month. */
export function featuredComicsRoute(pool: pg.Pool, storagePublicUrl: string): Router {
  return Router().get('/api/comics/featured/:month/:count', async (req, res) => {
    const monthText = pathParam(req, 'month').trim();
    const countText = pathParam(req, 'count').trim();
    const month = /^\d{6}$/.test(monthText) ? Number(monthText) : NaN;
    if (!isMonthKey(month)) throw new DomainError('invalid', featuredMessages.month);
    const count = /^\d{1,3}$/.test(countText) ? Number(countText) : NaN;
    if (!(count >= 1 && count <= FEATURED_PAGE_COUNT)) throw new DomainError('invalid', featuredMessages.count);
    res.set('Cache-Control', `public, max-age=${FEATURED_MAX_AGE_SECONDS}`).json(await readFeaturedMonth(pool, storagePublicUrl, month, count));
  });
}
