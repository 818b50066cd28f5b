import { constants } from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** The live streams (server-sent events): each event must leave at once, never wait in a compressor's buffer. */
export const STREAM_PATH_PREFIX = '/api/stream/';

/** A server-sent events answer, or any answer on the streams' path, is sent as written. */
export function isLiveStream(req: Request, res: Response): boolean {
  if (req.path.startsWith(STREAM_PATH_PREFIX)) return true;
  return String(res.getHeader('Content-Type') ?? '').toLowerCase().startsWith('text/event-stream');
}

/**
 * Brotli or gzip, as the client accepts, for answers of 1 kB and more (the API's JSON, the OpenAPI document;
 * the built site's files come precompressed and are left alone since they carry their Content-Encoding).
 * Brotli at quality 4: about gzip's speed with smaller output, the right trade for answers made per request.
 * Server-sent events are never compressed: a compressor holds bytes back until its block fills.
 */
export function responseCompression(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req, res) => !isLiveStream(req as Request, res as Response) && compression.filter(req, res),
  });
}
