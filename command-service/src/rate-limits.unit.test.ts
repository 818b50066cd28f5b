import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { IncrementResponse, Store } from 'express-rate-limit';
import { describe, expect, it } from 'vitest';
import { perMinute } from './rate-limits.ts';

/** A store whose window, as it reckons it, ends at `resetTime` (another clock than the limiter's own). */
function storeEndingAt(resetTime: Date, totalHits: number): Store {
  return {
    increment: async (): Promise<IncrementResponse> => ({ totalHits, resetTime }),
    decrement: async () => undefined,
    resetKey: async () => undefined,
  };
}

async function oneRequest(store: Store, limit: number): Promise<Response> {
  const app = express();
  app.use(perMinute(store, limit));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    return await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

describe('the per-minute limit of an address', () => {
  it('given a window the store says ended a moment ago, when the limit is passed, then 429 says to retry in at least a second', async () => {
    const response = await oneRequest(storeEndingAt(new Date(Date.now() - 5_000), 11), 10);

    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await response.json()).message).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('given half a minute left in the window, when the limit is passed, then Retry-After says about that', async () => {
    const response = await oneRequest(storeEndingAt(new Date(Date.now() + 30_000), 11), 10);

    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(29);
    expect(Number(response.headers.get('retry-after'))).toBeLessThanOrEqual(30);
  });

  it('given hits under the limit, then the request goes through', async () => {
    expect((await oneRequest(storeEndingAt(new Date(Date.now() + 30_000), 3), 10)).status).toBe(200);
  });
});
