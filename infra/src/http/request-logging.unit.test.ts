import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Router } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { createServiceApp } from './service-app.ts';
import { PaymentGatewayError } from '../payments/port.ts';

const CARD = { type: 'CreditCard', name: 'Ann Reader', cardNumber: '4111111111111111', cardCode: '846', expireMonth: 12, expireYear: 2031 };

/** Runs one request through the shared HTTP frame with every log line kept, and returns the lines. */
async function logsOf(route: Router, body: unknown, headers: Record<string, string> = {}) {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const logger = pino({ level: 'trace' }, sink);
  const app = createServiceApp({
    logger,
    ids: sequentialIds(),
    tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
    publicOrigin: 'http://certus.test',
    routers: [route],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/userprofile/paymethod`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, answer: await response.text(), logs: lines.join('') };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('request logging of payment details', () => {
  it('given a card posted to a route that fails unexpectedly, when every log line is kept, then no line or answer holds the number or the code', async () => {
    const failing = Router().post('/api/userprofile/paymethod', () => {
      throw new Error('database unavailable');
    });
    const { status, answer, logs } = await logsOf(failing, CARD);
    expect(status).toBe(500);
    expect(logs).toContain('/api/userprofile/paymethod'); // the request line and the error were logged...
    expect(logs).toContain('database unavailable');
    for (const text of [logs, answer]) {
      expect(text).not.toContain(CARD.cardNumber); // ...but not the body
      expect(text).not.toContain('"846"');
      expect(text).not.toMatch(/cardCode|cardNumber/);
    }
  });

  it('given a request forwarded with an X-Forwarded-For and no trusted proxy, when logged, then the line names the socket address', async () => {
    const { logs } = await logsOf(Router().post('/api/userprofile/paymethod', (_req, res) => void res.json({})), {}, { 'x-forwarded-for': '203.0.113.9' });
    expect(logs).toContain('"clientAddress":"127.0.0.1"');
    expect(logs).not.toContain('203.0.113.9');
  });

  it('given a card posted when the gateway fails, then 502 and neither the logs nor the answer echo the card', async () => {
    const gatewayDown = Router().post('/api/userprofile/paymethod', () => {
      throw new PaymentGatewayError('The payment gateway could not process the charge.');
    });
    const { status, answer, logs } = await logsOf(gatewayDown, CARD);
    expect(status).toBe(502);
    expect(logs + answer).not.toContain(CARD.cardNumber);
    expect(logs + answer).not.toMatch(/cardCode|cardNumber/);
  });
});
