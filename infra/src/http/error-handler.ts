import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { DomainError, modelStateError, paymentMethodMessages, type DomainErrorKind } from '@certus/contracts';
import { WrongExpectedVersionError } from '../event-store/port.ts';
import { HttpResponseError, ValidationFailed } from './errors.ts';
import { PaymentGatewayError } from '../payments/port.ts';

const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No resource at ${req.method} ${req.path}.`, correlationId: req.correlationId });
};

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
    logger.error({ err: error, correlationId, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ message: 'An unexpected error occurred. Quote this reference to support.', correlationId });
  };
}
