import { createHash } from 'node:crypto';
import express, { Router, type RequestHandler } from 'express';
import { MAX_UPLOAD_BYTES, orderMessages, orderStreamId } from '@certus/contracts';
import { HttpResponseError, coverStorageKey, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { loadState } from '../../shared/command-handler.ts';
import { orderDecider, type OrderCommand } from '../order.decider.ts';
import { STAFF_ORDER_PATH, bookNoParam, orderIdParam, runStaffStep, staffContext, staffOf } from './staff-step.ts';

export const UPLOAD_COVER_PATH = `${STAFF_ORDER_PATH}/books/:bookNo/cover`;

/** Every JPEG starts with the SOI marker and the first segment's marker: FF D8 FF. */
export const isJpeg = (bytes: Uint8Array) => bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/**
 * The photo as raw bytes, only on this route (the app's JSON parser keeps its 100 kB limit elsewhere). Over
 * the limit, body-parser stops reading and the answer names the upload limit rather than a generic 413.
 */
const coverBody: RequestHandler = (req, res, next) => {
  express.raw({ type: 'image/jpeg', limit: MAX_UPLOAD_BYTES })(req, res, (error?: unknown) => {
    if ((error as { type?: string } | undefined)?.type === 'entity.too.large') return next(new HttpResponseError(413, { message: orderMessages.coverTooLarge }));
    next(error);
  });
};

/**
 * PUT /api/staff/orders/{orderId}/books/{bookNo}/cover (spec 9 imaging): a worker uploads the cover photo of a
 * graded book as `image/jpeg`, up to 50 MB. Anything that is not a JPEG (by its first bytes, whatever the
 * header says) is refused with 400. The step is checked against the order BEFORE the file is stored, so an
 * illegal upload leaves nothing behind; then the photo is stored at `comic/{certificationId}/cover-m.jpg`
 * and BookImaged records its size and SHA-256. A crash between the two leaves a file that the next upload
 * replaces (same key): the event is what says the book is imaged.
 */
export function uploadCoverRoute(deps: CommandServiceDeps): Router {
  return Router().put(UPLOAD_COVER_PATH, requireRole('worker'), coverBody, async (req, res) => {
    const orderId = orderIdParam(req);
    const bookNo = bookNoParam(req, orderId);
    const bytes: unknown = req.body;
    if (!Buffer.isBuffer(bytes) || !isJpeg(bytes)) throw new HttpResponseError(400, { message: orderMessages.coverNotJpeg });
    const command: OrderCommand = {
      type: 'ImageBook',
      bookNo,
      cover: { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
      ...staffOf(req, deps),
    };

    const { state } = await loadState(deps.store, orderStreamId(orderId), orderDecider);
    const [imaged] = orderDecider.decide(command, state);
    if (imaged?.type !== 'BookImaged') throw new Error('imaging decided no BookImaged');
    await deps.storage.put(coverStorageKey(imaged.data.certificationId), bytes);

    res.json(await runStaffStep(deps, orderId, command, staffContext(req, orderId, `cover:${bookNo}`)));
  });
}
