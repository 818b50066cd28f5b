import { createHash } from 'node:crypto';
import express, { Router, type RequestHandler } from 'express';
import { MAX_UPLOAD_BYTES, checkJpegStructure, orderMessages, orderStreamId, type JpegProblem } from '@certus/contracts';
import { HttpResponseError, coverStorageKey, requireRole } from '@certus/infra';
import type { CommandServiceDeps } from '../../shared/deps.ts';
import { loadState } from '../../shared/command-handler.ts';
import { orderDecider, type OrderCommand } from '../order.decider.ts';
import { STAFF_ORDER_PATH, bookNoParam, orderIdParam, runStaffStep, staffContext, staffOf } from './staff-step.ts';

export const UPLOAD_COVER_PATH = `${STAFF_ORDER_PATH}/books/:bookNo/cover`;

/** What staff read when the file is not a whole JPEG (contracts/src/rules/jpeg-structure.ts has the rule). */
const COVER_PROBLEM_MESSAGES: Record<JpegProblem, string> = {
  'not-jpeg': orderMessages.coverNotJpeg,
  truncated: orderMessages.coverDamaged,
  malformed: orderMessages.coverDamaged,
  'no-image': orderMessages.coverDamaged,
  'bad-dimensions': orderMessages.coverSize,
  'trailing-data': orderMessages.coverTrailingData,
};

/** The refusal of a cover upload's bytes, or null for a whole JPEG. */
export function coverProblem(bytes: unknown): string | null {
  if (!Buffer.isBuffer(bytes)) return orderMessages.coverNotJpeg;
  const check = checkJpegStructure(bytes);
  return check.ok ? null : COVER_PROBLEM_MESSAGES[check.problem];
}

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
 * graded book as `image/jpeg`, up to 50 MB. Anything that is not a whole JPEG (by its structure, whatever the
 * header says: checkJpegStructure) is refused with 400. The step is checked against the order BEFORE the file
 * is stored, so an illegal upload leaves nothing behind; then the photo is stored at
 * `comic/{certificationId}/cover-m.jpg` and BookImaged records its size and SHA-256.
 *
 * Photographed again before encapsulation, the new photo replaces the file and BookCoverReplaced records it
 * (the same photo again records nothing); once encapsulated, the photo is the certificate's and a new one is
 * refused (409). Should the step fail after the file was replaced (a concurrent step made it illegal), the
 * photo it replaced is put back. A crash between storing and recording leaves a file that the next upload
 * replaces (same key): the events say which photo the book has, by its digest.
 */
export function uploadCoverRoute(deps: CommandServiceDeps): Router {
  return Router().put(UPLOAD_COVER_PATH, requireRole('worker'), coverBody, async (req, res) => {
    const orderId = orderIdParam(req);
    const bookNo = bookNoParam(req, orderId);
    const bytes: unknown = req.body;
    const problem = coverProblem(bytes);
    if (problem || !Buffer.isBuffer(bytes)) throw new HttpResponseError(400, { message: problem ?? orderMessages.coverNotJpeg });
    const command: OrderCommand = {
      type: 'ImageBook',
      bookNo,
      cover: { bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') },
      ...staffOf(req, deps),
    };

    const { state } = await loadState(deps.store, orderStreamId(orderId), orderDecider);
    orderDecider.decide(command, state); // refusals (409, 404) before anything is stored
    if (state.status === 'None') throw new Error(`order ${orderId} vanished while imaging`);
    const book = state.progress.books.find((b) => b.bookNo === bookNo)!;
    const key = coverStorageKey(book.certificationId);
    const replaced = book.step === 'Imaged' ? await deps.storage.read(key) : null;
    // Stored even when it is the photo already recorded (a retry): that also mends a file a crash left behind.
    await deps.storage.put(key, bytes);
    try {
      res.json(await runStaffStep(deps, orderId, command, staffContext(req, orderId, `cover:${bookNo}:${command.cover.sha256}`)));
    } catch (error) {
      if (replaced) await deps.storage.put(key, replaced);
      throw error;
    }
  });
}
