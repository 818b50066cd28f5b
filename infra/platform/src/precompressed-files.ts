import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';

/** The encodings the build writes beside each text file (frontend/scripts/precompress.ts), best first. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;
export type ContentEncoding = (typeof VARIANTS)[number]['encoding'];

/**
 * The encoding to send, from an Accept-Encoding header: brotli when accepted (it is the smaller), else gzip,
 * else none. `q=0` refuses a coding, `*` stands for any coding not named. Browsers list gzip first and give
 * every coding the same weight, so the client's order is not a preference; a higher q is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[]): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | null = null;
  for (const { encoding } of VARIANTS) {
    if (!available.includes(encoding) || weightOf(encoding) <= 0) continue;
    if (best === null || weightOf(encoding) > weightOf(best)) best = encoding;
  }
  return best;
}

/** URL path ("/assets/index-x.js") → the encodings written beside that file. */
export type PrecompressedIndex = Map<string, ContentEncoding[]>;

/** Reads once which files of the built site have precompressed variants (the build never changes under a server). */
export function indexPrecompressed(root: string): PrecompressedIndex {
  const index: PrecompressedIndex = new Map();
  const walk = (folder: string, urlPrefix: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${urlPrefix}${entry.name}/`);
        continue;
      }
      const available = VARIANTS.filter(({ suffix }) => existsSync(`${full}${suffix}`)).map(({ encoding }) => encoding);
      if (available.length > 0 && !VARIANTS.some(({ suffix }) => entry.name.endsWith(suffix))) index.set(`${urlPrefix}${entry.name}`, available);
    }
  };
  if (existsSync(root)) walk(root, '/');
  return index;
}

/**
 * Sends `urlPath` from `root` in the best encoding the request accepts, with `cacheControl`; answers false
 * (sending nothing) when the file has no precompressed variant, so the caller serves it as it is.
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  options: { root: string; urlPath: string; index: PrecompressedIndex; cacheControl: string },
): boolean {
  const available = options.index.get(options.urlPath);
  if (!available) return false;
  // The answer differs by Accept-Encoding even when it is the plain file: caches must keep them apart.
  res.vary('Accept-Encoding');
  const encoding = chooseEncoding(req.get('Accept-Encoding'), available);
  const variant = VARIANTS.find((v) => v.encoding === encoding);
  // The type of the file itself, not of its .br or .gz (send keeps a Content-Type already set).
  res.type(path.extname(options.urlPath));
  res.set('Cache-Control', options.cacheControl);
  if (variant) res.set('Content-Encoding', variant.encoding);
  res.sendFile(`${options.urlPath.slice(1)}${variant?.suffix ?? ''}`, { root: options.root, cacheControl: false, dotfiles: 'deny' }, (error) => {
    if (error && !res.headersSent) res.status(404).end();
  });
  return true;
}

/** Middleware: the built site's files that have precompressed variants, the rest left to the next handler. */
export function precompressedFiles(root: string, index: PrecompressedIndex, cacheControlOf: (urlPath: string) => string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!sendPrecompressed(req, res, { root, urlPath: req.path, index, cacheControl: cacheControlOf(req.path) })) next();
  };
}
