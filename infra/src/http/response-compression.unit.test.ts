import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Router } from 'express';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { createServiceApp } from './service-app.ts';

/** A JSON answer well over the 1 kB threshold, like a page of the population report. */
const BIG = { rows: Array.from({ length: 200 }, (_, i) => ({ title: 'Amazing Spider-Man', issue: String(i), grade: 9.8 })) };

let server: http.Server | undefined;
let releaseStream: () => void = () => undefined;

afterEach(
  () =>
    new Promise<void>((resolve) => {
      releaseStream();
      if (!server) return resolve();
      server.close(() => resolve());
      server.closeAllConnections();
      server = undefined;
    }),
);

/** A server-sent events route that sends one event, then holds the stream open until the test lets it go on. */
function anEventStream(path: string) {
  const released = new Promise<void>((resolve) => (releaseStream = resolve));
  return Router().get(path, async (_req, res) => {
    res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.flushHeaders();
    res.write(`event: tracker\ndata: ${JSON.stringify({ status: 'Received' })}\n\n`);
    await released;
    res.end('event: tracker\ndata: {"status":"Shipped"}\n\n');
  });
}

async function serve(): Promise<string> {
  const app = createServiceApp({
    logger: pino({ level: 'silent' }),
    ids: sequentialIds(),
    tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
    publicOrigin: 'http://localhost:8080',
    routers: [
      Router()
        .get('/api/big', (_req, res) => void res.json(BIG))
        .get('/api/small', (_req, res) => void res.json({ ok: true })),
      anEventStream('/api/stream/orders/25-OWNORD1/tracker'),
    ],
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server!.once('listening', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** A GET on a raw socket (fetch would decode the body and hide what was sent). */
function get(url: string, headers: Record<string, string>): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(url, { headers }, resolve).on('error', reject));
}

async function bodyOf(response: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The first chunk of a stream, or 'nothing' if none came within the wait (a compressor holding it back). */
function firstChunk(response: http.IncomingMessage, waitMs: number): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('nothing'), waitMs);
    response.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString('utf8'));
    });
  });
}

describe('compression of API answers', () => {
  it('given a client that accepts brotli and gzip, when it asks for a large JSON answer, then it gets brotli, varied on Accept-Encoding', async () => {
    const base = await serve();
    const response = await get(`${base}/api/big`, { 'Accept-Encoding': 'gzip, deflate, br' });
    const body = await bodyOf(response);

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(BIG);
    expect(body.length).toBeLessThan(JSON.stringify(BIG).length / 5);
  });

  it('given a client that accepts gzip only, when it asks for a large JSON answer, then it gets gzip', async () => {
    const base = await serve();
    const response = await get(`${base}/api/big`, { 'Accept-Encoding': 'gzip' });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(await bodyOf(response)).toString('utf8'))).toEqual(BIG);
  });

  it('given a client that accepts no encoding, or an answer under 1 kB, then the answer is sent as is', async () => {
    const base = await serve();
    const plain = await get(`${base}/api/big`, {});
    const small = await get(`${base}/api/small`, { 'Accept-Encoding': 'br, gzip' });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse((await bodyOf(plain)).toString('utf8'))).toEqual(BIG);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('given the live tracker stream and a client that accepts brotli, when the first event is written, then it arrives at once, uncompressed, while the stream stays open', async () => {
    const base = await serve();
    const response = await get(`${base}/api/stream/orders/25-OWNORD1/tracker`, { 'Accept-Encoding': 'gzip, deflate, br' });

    expect(response.headers['content-encoding']).toBeUndefined();
    // Generous: a compressor would hold the event until the stream ends, which only the test can allow.
    expect(await firstChunk(response, 3000)).toContain('data: {"status":"Received"}');
    releaseStream();
    expect((await bodyOf(response)).toString('utf8')).toContain('"Shipped"');
  });
});
