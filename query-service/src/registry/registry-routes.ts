import { Router, type Request } from 'express';
import {
  DomainError,
  PUBLIC_RESOURCE_CACHE_CONTROL,
  RegistryConsistencyQuery,
  RegistryHeadsQuery,
  parseComicId,
  registryMessages,
  type CertificateRegistryRecord,
  type RegistryConsistency,
  type RegistryHeadList,
  type RegistryKeys,
  type SignedTreeHead,
} from '@certus/contracts';
import { HttpResponseError, parseOr400, type Logger } from '@certus/infra';
import { pathParam } from '../http/path-params.ts';
import { RegistryDriftError, type RegistryReader } from './registry-reader.ts';

/** Heads change at most every few minutes: a short public cache, so a new head shows soon. */
const HEAD_CACHE = 'public, max-age=60';

/** The answers of the registry's reads, shared by its public routes and the keyed API's (api-keys/keyed-routes.ts). */
export interface RegistryReads {
  latestHead(): Promise<SignedTreeHead>;
  certificate(req: Request, certificationId: string): Promise<CertificateRegistryRecord>;
  consistency(req: Request): Promise<RegistryConsistency>;
}

/** The reads behind GET .../heads/latest, .../certificates/{id} and .../consistency, each throwing its documented refusal. */
export function registryReads(reader: RegistryReader, logger?: Logger): RegistryReads {
  return {
    async latestHead() {
      const head = await reader.latestHead();
      if (!head) throw new DomainError('not_found', registryMessages.noHeadYet);
      return head;
    },
    async certificate(req, typedId) {
      const certificationId = parseComicId(typedId);
      const record = certificationId ? await proving(req, logger, () => reader.certificateProof(certificationId)) : null;
      if (!certificationId || !record) throw new DomainError('not_found', registryMessages.notInRegistry);
      return { certificationId, ...record };
    },
    async consistency(req) {
      const query = parseOr400(RegistryConsistencyQuery, req.query);
      const [first, second] = [Number(query.first), Number(query.second)];
      const answer = await proving(req, logger, () => reader.consistency(first, second));
      if (answer === 'no-head') throw new DomainError('not_found', registryMessages.noHeadYet);
      if (answer === 'beyond') throw new DomainError('invalid', registryMessages.beyondHead, 'second');
      return { first, second, head: answer.head, proof: answer.proof };
    },
  };
}

/** The reader's answer, or the registry's drift as a 503 (and an error in the log: it needs a person). */
async function proving<T>(req: Request, logger: Logger | undefined, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof RegistryDriftError)) throw error;
    logger?.error({ err: error, correlationId: req.correlationId }, 'certificate registry drift: its entries do not come to its signed root');
    throw new HttpResponseError(503, { message: registryMessages.drift, correlationId: req.correlationId });
  }
}

/**
 * The certificate registry's public reads (issue [5/7]), no token needed:
 * GET /api/registry/heads[?day=] (each day's last signed head, or every head of a day), /heads/latest, /keys,
 * /certificates/{id} (its entries, each with its proof in the latest head), /consistency?first=&second=, /export
 * (JSON lines, for `npm run registry:verify`).
 */
export function registryRoutes(reader: RegistryReader, logger?: Logger): Router {
  const router = Router();

  const reads = registryReads(reader, logger);

  router.get('/api/registry/heads', async (req, res) => {
    const { day } = parseOr400(RegistryHeadsQuery, req.query);
    res.set('Cache-Control', HEAD_CACHE).json({ heads: await reader.heads(day) } satisfies RegistryHeadList);
  });

  router.get('/api/registry/heads/latest', async (_req, res) => {
    res.set('Cache-Control', HEAD_CACHE).json(await reads.latestHead());
  });

  router.get('/api/registry/keys', (_req, res) => {
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json({ keys: [...reader.keys] } satisfies RegistryKeys);
  });

  router.get('/api/registry/certificates/:certificationId', async (req, res) => {
    res.set('Cache-Control', HEAD_CACHE).json((await reads.certificate(req, pathParam(req, 'certificationId'))) satisfies CertificateRegistryRecord);
  });

  router.get('/api/registry/consistency', async (req, res) => {
    res.set('Cache-Control', HEAD_CACHE).json((await reads.consistency(req)) satisfies RegistryConsistency);
  });

  router.get('/api/registry/export', async (req, res) => {
    // The tree is made and checked before the first byte goes out: no head, or a drift, is still an answer of its own.
    const exported = await proving(req, logger, () => reader.openExport());
    if (!exported) throw new DomainError('not_found', registryMessages.noHeadYet);
    res.set({
      'Content-Type': 'application/x-ndjson; charset=utf-8',
      'Content-Disposition': `attachment; filename="certus-registry-${exported.head.day}.jsonl"`,
      'Cache-Control': HEAD_CACHE,
    });
    await exported.writeTo(async (chunk) => {
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    });
    res.end();
  });

  return router;
}
