import express, { Router, type RequestHandler } from 'express';
import { MAX_UPLOAD_BYTES, contentMessages, contentPaths, type UploadedContentImage } from '@certus/contracts';
import { HttpResponseError, requireRole, storagePublicUrlFromEnv, storedFileUrl } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { IMAGE_PROBLEM_MESSAGES, measureContentImage } from './content-images.ts';

/**
 * The image as raw bytes, whatever Content-Type the browser sent (the bytes decide what it is), only on this
 * route; over the 50 MB limit (spec 5, 9) body-parser stops reading and the answer names the limit.
 */
const imageBody: RequestHandler = (req, res, next) => {
  express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES })(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(new HttpResponseError(413, { message: contentMessages.imageTooLarge }));
    next(error);
  });
};

/**
 * POST /api/editor/images (editor role): an image for a banner, a slide, an event or a news item, as the raw
 * body, up to 50 MB. Only a whole JPEG, PNG or WebP is taken, by its bytes (contracts rules/image-types.ts),
 * else 400. It is stored under `content/{sha256}.{ext}`: the same image twice is one file, and a new image has a
 * new address, so browsers may keep each for as long as the storage's cache says. Nothing is recorded yet: the
 * record that shows the image names it when it is published or revised (and the file is measured again then).
 */
export function uploadContentImageRoute(deps: CommandServiceDeps, storagePublicUrl = storagePublicUrlFromEnv()): Router {
  return Router().post(contentPaths.images, requireRole('editor'), imageBody, async (req, res) => {
    const bytes: unknown = req.body;
    const measured = Buffer.isBuffer(bytes) && bytes.length > 0 ? measureContentImage(bytes) : { problem: 'not-an-image' as const };
    if ('problem' in measured) throw new HttpResponseError(400, { message: IMAGE_PROBLEM_MESSAGES[measured.problem] });
    const { image } = measured;
    await deps.storage.put(image.key, bytes as Buffer);
    res.json({ ...image, url: storedFileUrl(storagePublicUrl, image.key) } satisfies UploadedContentImage);
  });
}
