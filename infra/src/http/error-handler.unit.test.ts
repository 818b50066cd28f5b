import { describe, expect, it, vi } from 'vitest';
import type { Request, Response } from 'express';
import { pino } from 'pino';
import { DomainError, paymentMethodMessages } from '@certus/contracts';
import { WrongExpectedVersionError } from '../event-store/port.ts';
import { errorHandler } from './error-handler.ts';
import { ValidationFailed } from './errors.ts';
import { PaymentGatewayError } from '../payments/port.ts';

function answer(error: unknown) {
  const res = { statusCode: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    status: (code: number) => ((res.statusCode = code), response),
    json: (body: unknown) => ((res.body = body), response),
    set: (h: Record<string, string> | string, v?: string) => (typeof h === 'string' ? (res.headers[h] = v!) : Object.assign(res.headers, h), response),
  } as unknown as Response;
  const logger = pino({ level: 'silent' });
  const logged = vi.spyOn(logger, 'error');
  errorHandler(logger)(error, { correlationId: 'corr-1', method: 'POST', path: '/x' } as Request, response, () => undefined);
  return { ...res, logged: logged.mock.calls.length };
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
});
