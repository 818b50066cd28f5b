import { describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import pg from 'pg';
import { pino } from 'pino';
import { DomainError, paymentMethodMessages } from '@certus/contracts';
import { WrongExpectedVersionError } from '../event-store/port.ts';
import { errorHandler, unstorableTextMessage } from './error-handler.ts';
import { ValidationFailed } from './errors.ts';
import { PaymentGatewayError } from '../payments/port.ts';
import { requestTextMessages } from './well-formed-request-text.ts';

/** A PostgreSQL error as pg raises it. */
function databaseError(code: string, message: string, detail?: string) {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  if (detail) error.detail = detail;
  return error;
}

/** An error as http-errors makes them (the router, body-parser, send and serve-static throw these). */
const httpError = (status: number, message: string) => Object.assign(new Error(message), { status, statusCode: status, expose: status < 500 });

function answer(error: unknown) {
  const res = { statusCode: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    status: (code: number) => ((res.statusCode = code), response),
    json: (body: unknown) => ((res.body = body), response),
    set: (h: Record<string, string> | string, v?: string) => (typeof h === 'string' ? (res.headers[h] = v!) : Object.assign(res.headers, h), response),
  } as unknown as Response;
  const logger = pino({ level: 'silent' });
  const logged = vi.spyOn(logger, 'error');
  const warned = vi.spyOn(logger, 'warn');
  errorHandler(logger)(error, { correlationId: 'corr-1', method: 'POST', path: '/x' } as Request, response, () => undefined);
  return { ...res, logged: logged.mock.calls.length, warned: warned.mock.calls.length };
}

describe('error handler', () => {
  it('given an unexpected error, when answering, then 500 with the correlation id, no stack, and the error logged', () => {
    const result = answer(new Error('connection reset by peer at secret/path.ts:12'));
    expect(result.statusCode).toBe(500);
    expect(result.body).toEqual({ message: expect.stringContaining('unexpected'), correlationId: 'corr-1' });
    expect(JSON.stringify(result.body)).not.toContain('secret/path');
    expect(result.logged).toBe(1);
  });

  it('given a stale expected version, when answering, then 409', () => {
    expect(answer(new WrongExpectedVersionError('Member-1', 2, 3)).statusCode).toBe(409);
  });

  it('given a domain error on a field, when answering, then 400 in the modelState shape', () => {
    expect(answer(new DomainError('invalid', 'Incorrect password.', 'oldPassword'))).toMatchObject({
      statusCode: 400,
      body: { message: 'The request is invalid.', modelState: { 'model.oldPassword': ['Incorrect password.'] } },
    });
  });

  it('given a validation failure, when answering, then its body as is', () => {
    const body = { message: 'The request is invalid.', modelState: { 'model.email': ['x'] } };
    expect(answer(new ValidationFailed(body))).toMatchObject({ statusCode: 400, body });
  });

  it('given a payment gateway failure, when answering, then 502 saying nothing was charged, without the gateway internals', () => {
    const result = answer(new PaymentGatewayError('upstream timeout at 10.0.0.7:443'));
    expect(result.statusCode).toBe(502);
    expect(result.body).toEqual({ message: paymentMethodMessages.gatewayUnavailable, correlationId: 'corr-1' });
  });

  it('given a missing login, when answering, then 401 with a Bearer challenge', () => {
    expect(answer(new DomainError('unauthorized', 'no'))).toMatchObject({ statusCode: 401, headers: { 'WWW-Authenticate': 'Bearer' } });
  });

  it('given the router failing to decode a path parameter (a URIError with status 400), when answering, then 400 saying the path does not decode, not 500', () => {
    const decodeFailure = Object.assign(new URIError("Failed to decode param '%ff%fe'"), { status: 400 });
    expect(answer(decodeFailure)).toMatchObject({ statusCode: 400, body: { message: requestTextMessages.undecodablePath, correlationId: 'corr-1' }, logged: 0 });
  });

  it("given the static file server's 403 for a path out of its folder, when answering, then 403 with the error body, not 500", () => {
    expect(answer(httpError(403, 'Forbidden'))).toMatchObject({ statusCode: 403, body: { message: 'Forbidden.', correlationId: 'corr-1' }, logged: 0 });
  });

  it("given the static file server's 404 for a dot file, when answering, then 404 naming the path", () => {
    expect(answer(httpError(404, 'Not Found'))).toMatchObject({ statusCode: 404, body: { message: 'No resource at POST /x.', correlationId: 'corr-1' } });
  });

  it('given an error carrying a 5xx status, when answering, then 500 as any unexpected error, and logged', () => {
    expect(answer(httpError(503, 'stream not readable'))).toMatchObject({ statusCode: 500, logged: 1 });
  });

  it.each([
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00', undefined],
    ['22P05', 'unsupported Unicode escape sequence', '\\u0000 cannot be converted to text.'],
    ['22P02', 'invalid input syntax for type json', 'Unicode low surrogate must follow a high surrogate.'],
  ])('given PostgreSQL refusing text for its encoding (%s), when answering, then 400 with the error body and a warning, not 500', (code, message, detail) => {
    expect(answer(databaseError(code, message, detail))).toMatchObject({ statusCode: 400, body: { message: unstorableTextMessage, correlationId: 'corr-1' }, logged: 0, warned: 1 });
  });

  it('given another invalid-input error of PostgreSQL (22P02 for a bad uuid: our own bug), when answering, then 500 and logged', () => {
    expect(answer(databaseError('22P02', 'invalid input syntax for type uuid: "x"'))).toMatchObject({ statusCode: 500, logged: 1 });
  });
});
