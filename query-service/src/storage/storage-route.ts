import express, { Router } from 'express';

/**
 * Browsers keep a cover 30 days: comic lists show many. A cover photographed again replaces the file under
 * the same name, so a browser may show the old photo until then (rare: a book is imaged once).
 */
export const STORAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/**
 * GET /storage/... : the storage folder, read-only (spec 9: covers at comic/{id}/cover-m.jpg). Files only:
 * no directory listing, no index files, no redirect from a folder to its slash form, no dot files. A missing
 * file answers 404 here rather than falling through to the site's index.html (whose 200 would tell the
 * page's <img> nothing). Stored names are decided by the server, so the content type follows the name.
 */
export function storageRoute(storageDir: string): Router {
  const router = Router();
  router.use(
    '/storage',
    express.static(storageDir, {
      fallthrough: true,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      maxAge: STORAGE_MAX_AGE_SECONDS * 1000,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
    (req, res) => {
      res.status(404).set('Cache-Control', 'no-cache').json({ message: 'No such file.', correlationId: req.correlationId });
    },
  );
  return router;
}
