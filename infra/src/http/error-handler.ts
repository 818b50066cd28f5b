import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import pg from 'pg';
import type { Logger } from 'pino';
import { DomainError, modelStateError, paymentMethodMessages, type DomainErrorKind } from '@certus/contracts';
import { WrongExpectedVersionError } from '../event-store/port.ts';
import { HttpResponseError, ValidationFailed } from './errors.ts';
import { PaymentGatewayError, PaymentPendingError } from '../payments/port.ts';
import { requestTextMessages } from './well-formed-request-text.ts';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

const notFoundMessage = (method: string, path: string) => `No resource at ${method} ${path}.`;

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: notFoundMessage(req.method, req.path), correlationId: req.correlationId });
};

export const unstorableTextMessage = 'The request holds text that cannot be stored (a NUL character or text that is not valid Unicode).';

/**
 * PostgreSQL refused text for its encoding: a NUL or bytes that are not UTF-8 in a text value (22021), a \u0000
 * escape in jsonb (22P05), an unpaired surrogate escape in jsonb (22P02, the detail names the Unicode escape).
 * Only input can carry such text, so it is the caller's 400, not our 500.
 */
function isUnstorableText(error: unknown): error is pg.DatabaseError {
  if (!(error instanceof pg.DatabaseError)) return false;
  if (error.code === '22021' || error.code === '22P05') return true;
  return error.code === '22P02' && /unicode/i.test(error.detail ?? '');
}

/** The 4xx an error carries itself (http-errors as the router, body-parser, send and serve-static throw them). */
function clientErrorStatus(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const carried = typeof status === 'number' ? status : statusCode;
  return typeof carried === 'number' && Number.isInteger(carried) && carried >= 400 && carried < 500 ? carried : null;
}

/** The one place where failures become HTTP answers. Unexpected errors never show a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const correlationId = req.correlationId;
    if (error instanceof ValidationFailed) return void res.status(400).json(error.body);
    if (error instanceof HttpResponseError) {
      res.set(error.headers);
      return void res.status(error.status).json(error.body);
    }
    if (error instanceof DomainError) {
      const status = STATUS_OF_KIND[error.kind];
      if (status === 401) res.set('WWW-Authenticate', 'Bearer');
      const body = error.field
        ? modelStateError({ [error.field]: error.message })
        : { message: error.message, correlationId };
      return void res.status(status).json(body);
    }
    if (error instanceof WrongExpectedVersionError) {
      return void res.status(409).json({
        message: 'Someone else changed this at the same time. Reload and try again.',
        correlationId,
      });
    }
    if (error instanceof PaymentPendingError) {
      // Money may have moved and its record is not complete yet: the reconciler finishes it; the member must not pay again.
      logger.warn({ err: error.cause ?? error, paymentKey: error.paymentKey, correlationId, method: req.method, path: req.path }, 'payment left for the reconciler');
      return void res.status(503).set('Retry-After', '60').json({ message: paymentMethodMessages.paymentPending, correlationId });
    }
    if (error instanceof PaymentGatewayError) {
      // The gateway failed or could not be reached: nothing was stored or charged, and the caller may retry.
      logger.warn({ gatewayError: error.message, correlationId, method: req.method, path: req.path }, 'payment gateway failed');
      return void res.status(502).json({ message: paymentMethodMessages.gatewayUnavailable, correlationId });
    }
    // body-parser's own errors carry a status and a type
    const parserType = (error as { type?: string }).type;
    if (parserType === 'entity.too.large') {
      return void res.status(413).json({ message: 'The request body is too large.', correlationId });
    }
    if (parserType === 'entity.parse.failed') {
      return void res.status(400).json(modelStateError({}, 'The request body is not valid JSON.'));
    }
    if (isUnstorableText(error)) {
      // A request schema let such text through: answer as the bad input it is, and say so to whoever reads the logs.
      logger.warn({ pgCode: error.code, pgMessage: error.message, correlationId, method: req.method, path: req.path }, 'text the database cannot store passed validation');
      return void res.status(400).json({ message: unstorableTextMessage, correlationId });
    }
    const clientStatus = clientErrorStatus(error);
    if (clientStatus !== null) {
      // The router's "Failed to decode param" (a URIError), send's 403 for a path climbing out of its folder or
      // 404 for a dot file, body-parser's 415 for an unknown charset...: the caller's mistake, in our error body.
      const message =
        error instanceof URIError
          ? requestTextMessages.undecodablePath
          : clientStatus === 404
            ? notFoundMessage(req.method, req.path)
            : `${STATUS_CODES[clientStatus] ?? 'Bad Request'}.`;
      return void res.status(clientStatus).json({ message, correlationId });
    }
    logger.error({ err: error, correlationId, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ message: 'An unexpected error occurred. Quote this reference to support.', correlationId });
  };
}
