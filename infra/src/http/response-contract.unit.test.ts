import type { AddressInfo } from 'node:net';
import express, { Router, type Express } from 'express';
import { pino } from 'pino';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import type { OperationRow } from '@certus/contracts/openapi/document';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { checkResponsesAgainstContracts, responseContracts } from './response-contract.ts';
import { createServiceApp } from './service-app.ts';

const silent = pino({ level: 'silent' });

const Order = z.object({ orderId: z.string(), total: z.number().int(), note: z.string().optional() });
const OpenOrders = z.array(z.object({ orderId: z.string() }));
const row = (method: OperationRow['method'], path: string, operationId: string, schema: z.ZodType, mediaType?: string): OperationRow => ({
  method,
  path,
  operationId,
  tag: 'Orders',
  summary: operationId,
  ok: { description: operationId, schema, ...(mediaType ? { mediaType } : {}) },
});
const TABLE = [
  row('get', '/api/orders/{id}', 'getOrder', Order),
  row('get', '/api/orders/open', 'getOpenOrders', OpenOrders),
  row('get', '/api/orders/{id}/invoice.csv', 'getInvoiceCsv', z.string(), 'text/csv'),
];

async function answerOf(app: Express, path: string) {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    return { status: response.status, body: await response.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** An app with the check on the test table, whose routes answer `answers[path]` with `status`. */
function appAnswering(answers: Record<string, unknown>, status = 200) {
  const app = express();
  app.use(checkResponsesAgainstContracts(silent, responseContracts(TABLE)));
  app.get(/.*/, (req, res) => {
    const answer = answers[req.path];
    if (typeof answer === 'string') return void res.status(status).type('application/json').send(answer);
    res.status(status).json(answer);
  });
  return app;
}

describe('checking answers against their contracts (CHECK_RESPONSES)', () => {
  it('given an answer that is exactly what its schema describes, when sent, then it goes out untouched', async () => {
    const answer = await answerOf(appAnswering({ '/api/orders/12-A1B2C3D': { orderId: '12-A1B2C3D', total: 2700 } }), '/api/orders/12-A1B2C3D');
    expect(answer).toEqual({ status: 200, body: '{"orderId":"12-A1B2C3D","total":2700}' });
  });

  it('given an answer with a field its contract does not name, when sent, then a 500 names the operation and the field', async () => {
    const answer = await answerOf(
      appAnswering({ '/api/orders/12-A1B2C3D': { orderId: '12-A1B2C3D', total: 2700, memberEmail: 'ada@example.com' } }),
      '/api/orders/12-A1B2C3D',
    );
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body).message).toMatch(/^The answer of getOrder breaks its contract: parsing changes the answer .*: memberEmail$/);
  });

  it('given an answer missing a field or with one of the wrong type, when sent, then a 500 says which', async () => {
    const missing = await answerOf(appAnswering({ '/api/orders/1': { orderId: '1' } }), '/api/orders/1');
    const wrongType = await answerOf(appAnswering({ '/api/orders/1': { orderId: '1', total: '27.00' } }), '/api/orders/1');
    expect(missing.status).toBe(500);
    expect(JSON.parse(missing.body).message).toContain('total:');
    expect(wrongType.status).toBe(500);
    expect(JSON.parse(wrongType.body).message).toContain('total:');
  });

  it('given JSON sent as prebuilt text, when it breaks its contract, then it is caught like res.json', async () => {
    const answer = await answerOf(appAnswering({ '/api/orders/open': '[{"orderId":1}]' }), '/api/orders/open');
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body).message).toMatch(/^The answer of getOpenOrders breaks/);
  });

  it('given a path both a template and a literal path match, when answered, then the literal path\'s contract applies', async () => {
    const answer = await answerOf(appAnswering({ '/api/orders/open': [{ orderId: '12-A1B2C3D' }] }), '/api/orders/open');
    expect(answer.status).toBe(200);
  });

  it('given an error answer, a file answer or a path not in the table, when sent, then none is checked', async () => {
    const error = await answerOf(appAnswering({ '/api/orders/1': { message: 'Not found.' } }, 404), '/api/orders/1');
    const csv = await answerOf(appAnswering({ '/api/orders/1/invoice.csv': { any: 'thing' } }), '/api/orders/1/invoice.csv');
    const unknown = await answerOf(appAnswering({ '/api/elsewhere': { any: 'thing' } }), '/api/elsewhere');
    expect([error.status, csv.status, unknown.status]).toEqual([404, 200, 200]);
  });

  it('given the service frame with checkResponses, when a route of the real operations table answers beside its contract, then it is a 500', async () => {
    const route = Router().get('/api/popreport/titles/:slug', (req, res) => void res.json({ slug: req.params.slug, title: 'Amazing Spider-Man', copies: 3 }));
    const frame = (checkResponses: boolean) =>
      createServiceApp({
        logger: silent,
        ids: sequentialIds(),
        tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
        publicOrigin: 'http://certus.test',
        routers: [route],
        checkResponses,
      });
    expect((await answerOf(frame(true), '/api/popreport/titles/amazing-spider-man')).status).toBe(500);
    expect((await answerOf(frame(false), '/api/popreport/titles/amazing-spider-man')).status).toBe(200);
  });
});
