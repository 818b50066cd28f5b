import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { Router } from 'express';

/**
 * The built site: frontend/dist, or CERTUS_SITE_DIR (the browser tests build into a folder of their own so a
 * developer's `npm run build` cannot empty it under a running test).
 */
export const FRONTEND_DIST = process.env.CERTUS_SITE_DIR
  ? path.resolve(process.env.CERTUS_SITE_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../frontend/dist');

const API_PREFIXES = ['/api/', '/token', '/dev/'];

/** The built React app; any other GET that is not an API call gets index.html (client-side routes). */
export function staticSite(dist = FRONTEND_DIST): Router {
  const router = Router();
  if (!existsSync(path.join(dist, 'index.html'))) {
    router.get(/.*/, (req, res, next) => {
      if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
      res.status(503).type('text').send('The site is not built yet: run "npm run build" (npm start does it for you).');
    });
    return router;
  }
  // Hashed asset names never change content: cache them for a year; index.html always revalidates.
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }));
  router.use(express.static(dist, { index: false, maxAge: 0 }));
  router.get(/.*/, (req, res, next) => {
    if (API_PREFIXES.some((p) => req.path.startsWith(p))) return next();
    res.set('Cache-Control', 'no-cache').sendFile('index.html', { root: dist });
  });
  return router;
}
