import { randomBytes } from 'node:crypto';
import jpeg from 'jpeg-js';
import { expect } from 'vitest';
import { OrderSubmitted, orderStreamId, type Catalogue, type ComicLine, type OrderSubmittedData } from '@certus/contracts';
import { aLine, aSubmitOrderBody } from '@certus/contracts/pricing/test-support';
import type { ChargeRequest, PaymentGateway, RefundRequest } from '@certus/infra';
import type { MemberWithAddressAndCard } from '../../../../tests/support/member-setup.ts';
import { startTestPlatform } from '../../../../tests/support/test-platform.ts';

/** Helpers of the order lifecycle's API tests: a worker, a submitted order, staff steps and uploads over HTTP. */

export type Platform = Awaited<ReturnType<typeof startTestPlatform>>;
export interface Worker {
  memberId: string;
  token: string;
}

let workers = 0;
/** A signed-in worker: an access token with the worker role, as the token endpoint issues it to staff. */
export async function aWorker(platform: Platform): Promise<Worker> {
  const memberId = `worker-${++workers}-${Date.now()}`;
  const token = await platform.deps.tokens.issue({ userId: memberId, email: `${memberId}@certus.test`, role: 'worker', sessionId: `session-${memberId}`, displayName: 'Wendy Worker' });
  return { memberId, token };
}

/** What an order API test file shares: the platform (real PostgreSQL, test gateway), its catalogue and a worker. */
export interface OrderJourneyPlatform {
  platform: Platform;
  catalogue: Catalogue;
  worker: Worker;
}

export async function startOrderJourneyPlatform(): Promise<OrderJourneyPlatform> {
  const platform = await startTestPlatform();
  return { platform, catalogue: await platform.deps.catalogue.current(), worker: await aWorker(platform) };
}

interface GatewayRequests {
  charge: ChargeRequest;
  refund: RefundRequest;
}
/** Keeps each request the gateway is asked to carry out in `into` (and still carries it out): what was charged or refunded. */
export function recordGatewayRequests<Operation extends keyof GatewayRequests>(gateway: PaymentGateway, operation: Operation, into: GatewayRequests[Operation][]): void {
  const carryOut = gateway[operation].bind(gateway) as (request: GatewayRequests[Operation]) => ReturnType<PaymentGateway[Operation]>;
  gateway[operation] = (async (request: GatewayRequests[Operation]) => {
    into.push(request);
    return carryOut(request);
  }) as PaymentGateway[Operation];
}

export const VSP_SIGNATURE = { id: 'sig-vsp-1', type: 'VSP' as const, name: 'Herb Trimpe', date: null, location: null };

/**
 * The lines of the test order (4 books): Amazing Spider-Man to press (MN), Incredible Hulk with a VSP
 * signature (NW), two copies of Saga (MN). Tier groups MN (books 1, 3, 4) and NW (book 2).
 */
export function fourBooks(): ComicLine[] {
  const line = (overrides: Partial<ComicLine>) => aLine({ isCustomTitle: true, ...overrides });
  return [
    line({ uniqueId: 'asm', title: 'Amazing Spider-Man', issue: '300', year: 1988, publisher: 'Marvel', insuredCents: 10_000, tierId: 'MN', press: 1 }),
    line({ uniqueId: 'hulk', title: 'Incredible Hulk', issue: '181', year: 1974, publisher: 'Marvel', insuredCents: 30_000, tierId: 'NW', signatures: [VSP_SIGNATURE] }),
    line({ uniqueId: 'saga', title: 'Saga', issue: '1', year: 2012, publisher: 'Image', insuredCents: 5_000, tierId: 'MN', quantity: 2 }),
  ];
}

let keys = 0;
export async function http(platform: Platform, method: string, path: string, token: string | undefined, json?: unknown, extraHeaders: Record<string, string> = {}) {
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(platform.baseUrl + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The member submits the 4 books (mail-in, shipped back to their address), paid by their card. */
export async function aSubmittedOrder(platform: Platform, member: MemberWithAddressAndCard, catalogue: Catalogue, overrides: Parameters<typeof aSubmitOrderBody>[2] = {}): Promise<OrderSubmittedData> {
  const body = aSubmitOrderBody(catalogue, { comics: fourBooks(), addressId: member.addressId, payMethodId: member.payMethodId }, overrides);
  const response = await fetch(`${platform.baseUrl}/api/orders/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}`, 'idempotency-key': `lifecycle-${Date.now()}-${++keys}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const { orderId } = (await response.json()) as { orderId: string };
  return storedOrder(platform, orderId);
}

export async function storedOrder(platform: Platform, orderId: string): Promise<OrderSubmittedData> {
  const [first] = await platform.store.readStream(orderStreamId(orderId));
  return OrderSubmitted.parse({ type: first!.type, data: first!.data }).data;
}

export async function eventTypes(platform: Platform, orderId: string): Promise<string[]> {
  return (await platform.store.readStream(orderStreamId(orderId))).map((e) => e.type);
}

/** A staff step: POST /api/staff/orders/{orderId}/{step} as the worker. */
export const staffStep = (platform: Platform, worker: Worker | { token: string | undefined }, orderId: string, step: string, json: unknown = {}) =>
  http(platform, 'POST', `/api/staff/orders/${orderId}/${step}`, worker.token, json);

/**
 * A real JPEG of about `size` bytes, different at each call: a 16x16 photo of noise (encoded by jpeg-js), grown
 * to the size with comment segments, which any JPEG may carry.
 */
export function aJpeg(size = 4_096): Buffer {
  const photo = jpeg.encode({ width: 16, height: 16, data: randomBytes(16 * 16 * 4) }, 75).data;
  const comments: Buffer[] = [];
  for (let missing = size - photo.length; missing > 4; ) {
    const body = Math.min(missing - 4, 65_533);
    comments.push(Buffer.concat([Buffer.from([0xff, 0xfe, (body + 2) >> 8, (body + 2) & 0xff]), randomBytes(body)]));
    missing -= body + 4;
  }
  return Buffer.concat([photo.subarray(0, 2), ...comments, photo.subarray(2)]);
}

export async function uploadCover(platform: Platform, token: string | undefined, orderId: string, bookNo: number | string, bytes: Buffer, contentType = 'image/jpeg') {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${platform.baseUrl}/api/staff/orders/${orderId}/books/${bookNo}/cover`, { method: 'PUT', headers, body: new Uint8Array(bytes) });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** Received with every book, and line 1 (the Hulk, $300 on NW) found worth $500: moved to HV, a balance to pay. */
export async function anOrderWithABalance(platform: Platform, worker: Worker, member: MemberWithAddressAndCard, catalogue: Catalogue) {
  const order = await aSubmittedOrder(platform, member, catalogue);
  const receive = await staffStep(platform, worker, order.orderId, 'receive', { books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })) });
  expect(receive.status).toBe(200);
  const corrected = await staffStep(platform, worker, order.orderId, 'declared-value', { lineIndex: 1, insuredCents: 50_000, tierId: 'HV', reason: 'A recent sale puts it at $500.' });
  expect(corrected.status).toBe(200);
  expect(corrected.body.balanceCents).toBeGreaterThan(0);
  return { order, balanceCents: corrected.body.balanceCents as number };
}
