import { Router } from 'express';
import type pg from 'pg';
import { DomainError, PUBLIC_RESOURCE_CACHE_CONTROL, orderMessages, type CertificateLookup, type MemberComicDetail } from '@certus/contracts';
import type { AuthenticatedUser } from '@certus/infra';
import { memberComicDetailOf } from '@certus/contracts/orders/order-views';
import { memberScopeOf } from '../orders/order-access.ts';
import { readCertificate } from '../population/certificate-reads.ts';
import { MEMBER_COMIC_COLUMNS, memberComicOfRow, type MemberComicRow } from './member-comic-view.ts';
import { pathParam } from '../http/path-params.ts';

const comicNotFound = () => new DomainError('not_found', orderMessages.comicNotFound);

/**
 * The public certificate lookup (spec 2.1 /certificate/{id}, 7.3; a buyer checks a slab):
 * - GET /api/comics/{id}: the certificate anyone may see, and `owner`, the member's own record of the comic
 *   (spec 2.2 /account/comics/{id}: order, tier, comics_details), for its owner or a worker only; null for
 *   anyone else, so the answer never tells who owns a comic.
 * - GET /api/comics/search/{text}: the navigation search; [] or the one certificate the typed id names.
 * (GET /api/comics/{id}/{type} is the reholder check, /api/comics/user/... the member's list.)
 */
export function certificateLookupRoutes(pool: pg.Pool, storagePublicUrl: string): Router {
  const router = Router();

  router.get('/api/comics/search/:text', async (req, res) => {
    const certificate = await readCertificate(pool, pathParam(req, 'text'), storagePublicUrl);
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json(certificate ? [certificate] : []);
  });

  router.get('/api/comics/:id', async (req, res) => {
    const certificate = await readCertificate(pool, pathParam(req, 'id'), storagePublicUrl);
    if (!certificate) throw comicNotFound();
    const owner = req.user ? await ownersRecord(pool, certificate.certificationId, req.user, storagePublicUrl) : null;
    // The answer depends on who asks: never shared between callers by a cache.
    res.set('Cache-Control', req.user ? 'private, no-cache' : PUBLIC_RESOURCE_CACHE_CONTROL).set('Vary', 'Authorization');
    res.json({ certificate, owner } satisfies CertificateLookup);
  });

  return router;
}

/** The member_comics record of the comic when the caller owns it or is a worker, else null. */
async function ownersRecord(pool: pg.Pool, certificationId: string, user: AuthenticatedUser, storagePublicUrl: string): Promise<MemberComicDetail | null> {
  const { rows } = await pool.query<MemberComicRow>(
    `SELECT ${MEMBER_COMIC_COLUMNS} FROM member_comics WHERE certification_id = $1 AND ($2::text IS NULL OR member_id = $2)`,
    [certificationId, memberScopeOf(user)],
  );
  return rows[0] ? memberComicDetailOf(memberComicOfRow(rows[0], storagePublicUrl)) : null;
}
