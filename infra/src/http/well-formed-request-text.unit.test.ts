import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '@certus/contracts';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { createServiceApp } from './service-app.ts';
import { requestTextMessages } from './well-formed-request-text.ts';

/** The shared HTTP frame with one route that echoes its decoded parameter and query, as a hand-written route reads them. */
describe('the HTTP frame refuses request paths and queries that are not text', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const echo = Router()
      .get('/echo/:value', (req, res) => void res.json({ value: req.params.value, query: req.query }))
      .post('/echo/:value', (req, res) => void res.json({ value: req.params.value }));
    const app = createServiceApp({
      logger: pino({ level: 'silent' }),
      ids: sequentialIds(),
      tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
      publicOrigin: 'http://certus.test',
      routers: [echo],
    });
    server = await new Promise((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const call = async (path: string, method = 'GET') => {
    const response = await fetch(baseUrl + path, { method });
    return { status: response.status, body: await response.json() };
  };

  it.each([
    ['/echo/%ff%fe', 'bytes that are not UTF-8'],
    ['/echo/%E0%A4%A', 'a cut-off escape'],
    ['/echo/%ED%A0%80', 'an encoded surrogate half'],
    ['/echo/100%', 'a bare percent sign'],
    ['/no-such-route/%ff', 'bytes that are not UTF-8 on no route at all'],
  ])('given a path with %s (%s), when requested, then 400 saying the path does not decode, with the correlation id', async (path) => {
    for (const method of ['GET', 'POST']) {
      expect(await call(path, method)).toEqual({ status: 400, body: { message: requestTextMessages.undecodablePath, correlationId: expect.any(String) } });
    }
  });

  it('given a NUL in a path parameter (%00), when requested, then 400 saying so, and the route never sees it', async () => {
    expect(await call('/echo/ab%00cd')).toEqual({ status: 400, body: { message: requestTextMessages.nulInPath, correlationId: expect.any(String) } });
  });

  it.each([
    ['/echo/x?q=ab%00cd', 'model.q'],
    ['/echo/x?list=a&list=b%00', 'model.list'],
    ['/echo/x?a%00b=1', 'model.a\u0000b'],
  ])('given a NUL in the query (%s), when requested, then 400 in the modelState shape naming the parameter', async (path, key) => {
    expect(await call(path)).toEqual({ status: 400, body: { message: expect.any(String), modelState: { [key]: [textMessages.nul] } } });
  });

  it('given well-formed percent-encoded text, when requested, then the route gets it decoded', async () => {
    expect(await call('/echo/caf%C3%A9%20%F0%9F%98%80?q=%E6%9D%B1%E4%BA%AC')).toEqual({ status: 200, body: { value: 'café 😀', query: { q: '東京' } } });
  });

  it('given bytes that are not UTF-8 in the query, when requested, then the query parser has made them U+FFFD and the request goes on', async () => {
    expect(await call('/echo/x?q=%ff')).toEqual({ status: 200, body: { value: 'x', query: { q: '\ufffd' } } });
  });
});
