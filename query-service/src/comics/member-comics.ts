import { Router } from 'express';
import type pg from 'pg';
import { COMICS_LIST_LIMIT, parseComicId } from '@certus/contracts';
import { requireUser } from '@certus/infra';
import { containsPattern, countParam, searchTextParam } from '../orders/order-list-filters.ts';
import { MEMBER_COMIC_COLUMNS, memberComicOfRow, type MemberComicRow } from './member-comic-view.ts';
import { pathParam, optionalPathParam } from '../http/path-params.ts';

/**
 * The member's graded comics (spec 2.2 /account/comics, 7.3), from the `member_comics` read model:
 * GET /api/comics/user/default/{count}[/{search}]: the caller's own, newest first (at most 100), optionally
 * those whose id, title, issue, publisher or variant hold the search text (or the comic an id names).
 * One comic (GET /api/comics/{id}) is the public certificate lookup (certificate-lookup.ts), which adds this
 * record, with comics_details, for its owner or a worker.
 */
export function memberComicsRoutes(pool: pg.Pool, storagePublicUrl: string): Router {
  const router = Router();

  router.get('/api/comics/user/default/:count{/:search}', requireUser, async (req, res) => {
    const count = countParam(pathParam(req, 'count'), COMICS_LIST_LIMIT);
    const search = searchTextParam(optionalPathParam(req, 'search'));
    const id = search ? parseComicId(search) : null;
    const { rows } = await pool.query<MemberComicRow>(
      `SELECT ${MEMBER_COMIC_COLUMNS} FROM member_comics
       WHERE member_id = $1 AND ($2::text IS NULL OR search_text LIKE $2 ESCAPE '\\' OR certification_id = $3)
       ORDER BY certified_at DESC, certification_id DESC LIMIT $4`,
      [req.user!.userId, search ? containsPattern(search) : null, id, count],
    );
    res.set('Cache-Control', 'private, no-cache').json(rows.map((row) => memberComicOfRow(row, storagePublicUrl)));
  });

  return router;
}
