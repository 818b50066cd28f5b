import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Router } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { createServiceApp } from './service-app.ts';

const SECRET = 'a-test-secret-that-is-long-enough-123';

/** The shared HTTP frame with one route, every log line kept (parsed), at `level`. */
async function withApp(route: Router, level: string, run: (baseUrl: string, tokens: AccessTokens) => Promise<void>) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const tokens = new AccessTokens(SECRET, new ManualClock(new Date()), 900);
  const app = createServiceApp({ logger: pino({ level }, sink), ids: sequentialIds(), tokens, publicOrigin: 'http://certus.test', routers: [route] });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, tokens);
  } finally {
    server.closeAllConnections(); // fetch keeps its connections alive for seconds
    await new Promise((resolve) => server.close(resolve));
  }
  return lines;
}

const requestLines = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request completed' || l.msg === 'request errored');

describe('the request log', () => {
  it('given a signed-in request with a query, when answered, then one info line names method, path without the query, status, time, user and correlation id', async () => {
    const route = Router().get('/api/things', (_req, res) => void res.status(201).json({ ok: true }));
    const lines = await withApp(route, 'info', async (baseUrl, tokens) => {
      const token = await tokens.issue({ userId: 'm-7', email: 'ann@example.test', role: 'authenticated', sessionId: 's-1', displayName: 'Ann' });
      await fetch(`${baseUrl}/api/things?email=ann@example.test`, { headers: { authorization: `Bearer ${token}`, 'x-correlation-id': 'corr-1' } });
    });
    const [line, ...others] = requestLines(lines);
    expect(others).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request completed', correlationId: 'corr-1', userId: 'm-7', clientAddress: '127.0.0.1', req: { method: 'GET', url: '/api/things' }, res: { statusCode: 201 } });
    expect(line!.responseTime).toEqual(expect.any(Number));
    expect(JSON.stringify(lines)).not.toContain('ann@example.test');
  });

  it('given a route that fails, when answered 500, then its line is an error line', async () => {
    const route = Router().get('/api/broken', () => {
      throw new Error('boom');
    });
    const lines = await withApp(route, 'info', async (baseUrl) => void (await fetch(`${baseUrl}/api/broken`)));
    expect(requestLines(lines)).toEqual([expect.objectContaining({ level: 50, msg: 'request errored', res: { statusCode: 500 } })]);
  });

  it('given the health check or a log level above info, when answered, then no request line is written', async () => {
    const route = Router().get('/api/things', (_req, res) => void res.json({}));
    const health = await withApp(route, 'info', async (baseUrl) => void (await fetch(`${baseUrl}/api/health`)));
    const quiet = await withApp(route, 'warn', async (baseUrl) => void (await fetch(`${baseUrl}/api/things`)));
    expect(requestLines(health)).toEqual([]);
    expect(requestLines(quiet)).toEqual([]);
  });

  it('given a client that goes away before the answer, when the connection closes, then a warning says the request was aborted', async () => {
    let answered: () => void = () => undefined;
    const route = Router().get('/api/slow', (_req, res) => void new Promise<void>((resolve) => (answered = resolve)).then(() => res.json({})));
    const lines = await withApp(route, 'info', async (baseUrl) => {
      const gone = new AbortController();
      const request = fetch(`${baseUrl}/api/slow`, { signal: gone.signal }).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      gone.abort();
      await request;
      await new Promise((resolve) => setTimeout(resolve, 100));
      answered();
    });
    expect(lines.filter((l) => l.msg === 'request aborted')).toEqual([expect.objectContaining({ level: 40, req: { method: 'GET', url: '/api/slow' } })]);
    expect(requestLines(lines)).toEqual([]);
  });
});
