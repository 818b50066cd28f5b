import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { frontDoorMessages } from '@certus/contracts';
import { createLogger, freePort, randomIds } from '@certus/infra';
import { UpstreamPool } from '@certus/platform/upstream-pool';
import { upstreamProxy } from '@certus/platform/upstream-proxy';

/**
 * npm run start:web in front of several instances of a service (issue [7/7]): requests spread over them, a stopped
 * one is passed over, a command that may have run is never sent twice, and with none up the caller gets the
 * contracts' error with a correlation id.
 */
interface Instance {
  name: string;
  url: URL;
  seen: { method: string; body: string; correlationId: string | undefined; forwardedFor: string | undefined }[];
  close: () => Promise<void>;
}

/** An instance that answers with its name; `flaky` breaks off (destroys the socket) on /api/flaky. */
async function startInstance(name: string, flaky = false): Promise<Instance> {
  const seen: Instance['seen'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ method: req.method!, body, correlationId: req.headers['x-correlation-id'] as string | undefined, forwardedFor: req.headers['x-forwarded-for'] as string | undefined });
      if (flaky && req.url === '/api/flaky') return void req.socket.destroy();
      if (req.url === '/api/stream') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: first\n\n');
        return; // left open: the caller reads the first event while the stream goes on
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ instance: name, method: req.method, body }));
    });
  });
  server.keepAliveTimeout = 50;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    name,
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    seen,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

describe('the web front before several instances of a service (real sockets)', () => {
  let a: Instance;
  let b: Instance;
  let stoppedUrl: URL;
  const fronts: http.Server[] = [];

  beforeAll(async () => {
    a = await startInstance('a', true);
    b = await startInstance('b');
    stoppedUrl = new URL(`http://127.0.0.1:${await freePort()}`); // nothing listens there
  });
  afterEach(() => {
    a.seen.length = 0;
    b.seen.length = 0;
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), ...fronts.map((f) => new Promise((r) => { f.closeAllConnections(); f.close(r); }))]);
  });

  async function front(urls: URL[]): Promise<string> {
    const pool = new UpstreamPool('command', urls);
    const app = express().use(upstreamProxy(pool, { ids: randomIds, logger: createLogger('web-test', 'silent') }));
    const server = await new Promise<http.Server>((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)); });
    fronts.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('given two instances, when requests come, then they take turns, each seeing the caller and one correlation id', async () => {
    const base = await front([a.url, b.url]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(((await (await fetch(`${base}/api/thing`, { headers: { 'x-correlation-id': `turn-${i}` } })).json()) as { instance: string }).instance);
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect([...a.seen, ...b.seen].map((s) => s.correlationId).sort()).toEqual(['turn-0', 'turn-1', 'turn-2', 'turn-3']);
    expect(a.seen[0]!.forwardedFor).toBe('127.0.0.1');
  });

  it('given a stopped instance first, when a command with a body comes, then the next instance gets it, once, whole', async () => {
    const base = await front([stoppedUrl, a.url]);
    const response = await fetch(`${base}/api/orders/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"cart":1}' });
    expect(await response.json()).toEqual({ instance: 'a', method: 'POST', body: '{"cart":1}' });
    expect(a.seen).toHaveLength(1);
  });

  it('given an instance that takes a request and breaks off, then a GET is asked of the next and a command is answered 502, never sent twice', async () => {
    const read = await fetch(`${await front([a.url, b.url])}/api/flaky`);
    expect(await read.json()).toMatchObject({ instance: 'b', method: 'GET' });
    const command = await fetch(`${await front([a.url, b.url])}/api/flaky`, { method: 'POST', body: 'x' });
    expect(command.status).toBe(502);
    expect(await command.json()).toEqual({ message: frontDoorMessages.noAnswer, correlationId: command.headers.get('x-correlation-id') });
    expect([...a.seen, ...b.seen].filter((s) => s.method === 'POST')).toEqual([expect.objectContaining({ body: 'x' })]);
    expect(b.seen.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('given no instance up, then the caller gets 503 with the contracts\' error body and a correlation id', async () => {
    const base = await front([stoppedUrl]);
    const response = await fetch(`${base}/api/orders/submit`, { method: 'POST', body: '{}', headers: { 'x-correlation-id': 'caller-42' } });
    expect(response.status).toBe(503);
    expect(response.headers.get('x-correlation-id')).toBe('caller-42');
    expect(await response.json()).toEqual({ message: frontDoorMessages.unavailable, correlationId: 'caller-42' });
  });

  it('given a live stream, then its first event reaches the caller while the stream stays open', async () => {
    const base = await front([a.url]);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/stream`, { signal: controller.signal });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    expect(new TextDecoder().decode(value)).toBe('data: first\n\n');
    controller.abort();
  });
});
