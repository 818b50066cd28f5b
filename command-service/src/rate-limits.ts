import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { clientAddress } from '@certus/infra';

/**
 * Per client address, per minute: slows password guessing and sign-up floods. The address is the one
 * client-address.ts resolves (the socket's, unless a trusted proxy forwarded the request), IPv6 clients
 * counted per /56 (one home or office gets one prefix). The counts live in `store`, shared by every
 * command-service process (PostgresRateLimitStore).
 */
export function perMinute(store: Store, limit: number, options: { skip?: (req: Request) => boolean } = {}): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    store,
    ...(options.skip ? { skip: options.skip } : {}),
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req), 56),
    // X-Forwarded-For from an untrusted peer is ignored on purpose (client-address.ts): no warning for it.
    validate: { xForwardedForHeader: false },
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      // express-rate-limit counts Retry-After from its own clock to the window's end, which the store reckons on
      // the platform's (or the database's): a window ending as it is read gives 0, which asks for an at-once retry
      // into another 429. At least one second.
      res.setHeader('Retry-After', String(Math.max(1, Number(res.getHeader('Retry-After')) || 0)));
      res.status(429).json({ message: 'Too many requests. Please wait a minute and try again.', correlationId: req.correlationId });
    },
  });
}

/**
 * True for a request to one of `paths` as Express routes it: case-insensitively and with or without a trailing
 * slash, so a spelling the route answers cannot be used to get around (or into) a rule keyed on the path.
 */
export function isRequestTo(paths: readonly string[]): (req: Request) => boolean {
  const wanted = new Set(paths.map((p) => p.toLowerCase()));
  return (req) => wanted.has(`${req.baseUrl}${req.path}`.toLowerCase().replace(/\/+$/, ''));
}
