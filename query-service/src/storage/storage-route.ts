import path from 'node:path';
import express, { Router, type RequestHandler } from 'express';
import { COVER_VERSION_LENGTH, coverVersionOf } from './cover-url.ts';
import { FileDigests } from './file-digests.ts';

/**
 * Browsers keep a file at its plain address 30 days: comic lists show many covers, and a certified book's
 * photo no longer changes. A cover that may still be retaken is shown at a versioned address (cover-url.ts).
 */
export const STORAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** A cover at the address of the photo it is (`?v=` its digest): that address never shows another photo. */
export const VERSIONED_COVER_CACHE = 'public, max-age=31536000, immutable';
/** A version the file no longer is (retaken since the page was drawn) or no version at all: revalidated each time. */
export const STALE_VERSION_CACHE = 'no-cache';

const COVER_PATH = /^\/comic\/([A-Za-z0-9-]{1,64})\/cover-m\.jpg$/;
const VERSION = new RegExp(`^[0-9a-f]{${COVER_VERSION_LENGTH}}$`);

/**
 * GET /storage/... : the storage folder, read-only (spec 9: covers at comic/{id}/cover-m.jpg). Files only:
 * no directory listing, no index files, no redirect from a folder to its slash form, no dot files. A missing
 * file answers 404 here rather than falling through to the site's index.html (whose 200 would tell the
 * page's <img> nothing). Stored names are decided by the server, so the content type follows the name.
 */
export function storageRoute(storageDir: string, digests = new FileDigests()): Router {
  const router = Router();
  router.use(
    '/storage',
    versionedCovers(storageDir, digests),
    express.static(storageDir, {
      fallthrough: true,
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      maxAge: STORAGE_MAX_AGE_SECONDS * 1000,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        // Set here, it stands: the static server adds its own max-age only when none is set.
        if (typeof res.locals.storageCache === 'string') res.setHeader('Cache-Control', res.locals.storageCache);
      },
    }),
    (req, res) => {
      res.status(404).set('Cache-Control', 'no-cache').json({ message: 'No such file.', correlationId: req.correlationId });
    },
  );
  return router;
}

/**
 * A cover asked for at a versioned address is kept for good only when the stored photo is that version (its
 * digest checked, not the address believed); any other `v` is answered with the file, to be revalidated.
 */
function versionedCovers(storageDir: string, digests: FileDigests): RequestHandler {
  return (req, res, next) => {
    const version = req.query.v;
    if (version === undefined) return next();
    res.locals.storageCache = STALE_VERSION_CACHE;
    const cover = COVER_PATH.exec(req.path);
    if (!cover || typeof version !== 'string' || !VERSION.test(version)) return next();
    digests.of(path.join(storageDir, 'comic', cover[1]!, 'cover-m.jpg')).then((sha256) => {
      if (sha256 !== null && coverVersionOf(sha256) === version) res.locals.storageCache = VERSIONED_COVER_CACHE;
      next();
    }, next);
  };
}
