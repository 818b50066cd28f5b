import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';

/** Per client address, per minute: slows password guessing and sign-up floods. */
export function perMinute(limit: number): RequestHandler {
  return rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) =>
      void res.status(429).json({ message: 'Too many requests. Please wait a minute and try again.', correlationId: req.correlationId }),
  });
}
