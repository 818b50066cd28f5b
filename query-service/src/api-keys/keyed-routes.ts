import { Router, type RequestHandler } from 'express';
import type pg from 'pg';
import {
  BookCensusQuery,
  DomainError,
  KeyedBookParams,
  KeyedCertificateParams,
  apiKeyMessages,
  populationMessages,
  type CertificateRegistryRecord,
  type CertificateView,
  type PopulationBookDetail,
  type RegistryConsistency,
  type SignedTreeHead,
} from '@certus/contracts';
import { parseOr400, type Clock } from '@certus/infra';
import { readCertificate, certificateNotFound } from '../population/certificate-reads.ts';
import { readBookDetail } from '../population/book-detail.ts';
import { asOfDay } from '../population/census-as-of.ts';
import type { RegistryReads } from '../registry/registry-routes.ts';
import { utcDayOf } from './daily-quota.ts';

/**
 * A keyed answer is counted against its key, and a book's census is for members only on the site: no shared cache
 * may keep one (X-Api-Key is not Authorization, so RFC 9111 would let it) and hand it on to callers without a key.
 */
const KEYED_CACHE = 'private, no-store';

export interface KeyedRoutesOptions {
  pool: pg.Pool;
  /** The guard of every keyed route: key, revocation, daily quota (keyed-access.ts). */
  access: RequestHandler;
  registry: RegistryReads;
  storagePublicUrl: string;
  /** Today's UTC day, which a book's census history and velocity run up to. */
  clock: Clock;
}

/**
 * The keyed public API (issue [5/7]): read-only, served by the query service, each route behind `access`:
 * GET /api/v1/certificates/{certificationId}, /api/v1/census/books/{bookId}[?asOf=], /api/v1/registry/certificates/
 * {certificationId}, /api/v1/registry/heads/latest, /api/v1/registry/consistency?first=&second=. The answers are the
 * site's own reads (the public certificate, a book's census, the registry's proofs), under the same contracts.
 */
export function keyedRoutes({ pool, access, registry, storagePublicUrl, clock }: KeyedRoutesOptions): Router {
  const router = Router();

  router.get('/api/v1/certificates/:certificationId', access, async (req, res) => {
    const { certificationId } = parseOr400(KeyedCertificateParams, req.params);
    const certificate = await readCertificate(pool, certificationId, storagePublicUrl);
    if (!certificate) throw certificateNotFound();
    res.set('Cache-Control', KEYED_CACHE).json(certificate satisfies CertificateView);
  });

  router.get('/api/v1/census/books/:bookId', access, async (req, res) => {
    const { bookId } = parseOr400(KeyedBookParams, req.params);
    const { asOf } = parseOr400(BookCensusQuery, req.query);
    // The book's census as it stood at the end of `asOf` (a day after today is refused, on the API's own field name).
    const detail = await readBookDetail(pool, bookId, { asOf: asOfDay(asOf, clock, 'asOf'), today: utcDayOf(clock.now()) });
    if (!detail) throw new DomainError('not_found', populationMessages.bookNotFound);
    res.set('Cache-Control', KEYED_CACHE).json(detail satisfies PopulationBookDetail);
  });

  router.get('/api/v1/registry/certificates/:certificationId', access, async (req, res) => {
    const { certificationId } = parseOr400(KeyedCertificateParams, req.params);
    res.set('Cache-Control', KEYED_CACHE).json((await registry.certificate(req, certificationId)) satisfies CertificateRegistryRecord);
  });

  router.get('/api/v1/registry/heads/latest', access, async (_req, res) => {
    res.set('Cache-Control', KEYED_CACHE).json((await registry.latestHead()) satisfies SignedTreeHead);
  });

  router.get('/api/v1/registry/consistency', access, async (req, res) => {
    res.set('Cache-Control', KEYED_CACHE).json((await registry.consistency(req)) satisfies RegistryConsistency);
  });

  return router;
}
