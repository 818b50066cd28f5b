import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEvent, MAX_UPLOAD_BYTES, NO_LABEL_DETAILS, labelDetailsMessages, orderMessages, orderStreamId, type Catalogue, type OrderEvent } from '@certus/contracts';
import { aMemberWithAddressAndCard } from '../../../../tests/support/member-setup.ts';
import type { RefundRequest } from '@certus/infra';
import {
  VSP_SIGNATURE,
  aJpeg,
  aSubmittedOrder,
  eventTypes,
  http,
  recordGatewayRequests,
  staffStep,
  startOrderJourneyPlatform,
  uploadCover,
  type Platform,
  type Worker,
} from '../testing/order-journeys.ts';

const allArrived = { books: [1, 2, 3, 4].map((bookNo) => ({ bookNo, arrived: true })) };

async function orderEvents(platform: Platform, orderId: string): Promise<OrderEvent[]> {
  return (await platform.store.readStream(orderStreamId(orderId))).map((e) => DomainEvent.parse({ type: e.type, data: e.data }) as OrderEvent);
}

describe('staff order workflow over HTTP (real PostgreSQL, file storage, test gateway)', () => {
  let platform: Platform;
  let catalogue: Catalogue;
  let worker: Worker;
  const refunds: RefundRequest[] = [];

  beforeAll(async () => {
    ({ platform, catalogue, worker } = await startOrderJourneyPlatform());
    recordGatewayRequests(platform.deps.payments, 'refund', refunds);
  }, 60_000);
  afterAll(async () => {
    await platform?.stop();
  });

  it('given a submitted order, when a worker takes it through every step, then each answers its status and the order ends completed', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-walk');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const id = order.orderId;
    const step = async (name: string, json: unknown = {}) => {
      const answer = await staffStep(platform, worker, id, name, json);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body).toMatchObject({ orderId: id, position: expect.stringMatching(/^\d+\.\d+$/) });
      return answer.body as { status: string; balanceCents: number };
    };

    expect(await step('receive', { ...allArrived, note: 'Box in good shape.' })).toMatchObject({ status: 'Processing', balanceCents: 0 });
    // The Hulk ($300 on NW) is worth $500: it moves to HV and the difference is owed.
    const corrected = await step('declared-value', { lineIndex: 1, insuredCents: 50_000, tierId: 'HV', reason: 'A recent sale puts it at $500.' });
    expect(corrected.status).toBe('Invoicing');
    expect(corrected.balanceCents).toBeGreaterThan(0);
    for (const bookNo of [1, 2, 3, 4]) await step(`books/${bookNo}/pregrade`, { note: bookNo === 1 ? 'Spine roll: press.' : '' });
    await step('books/1/press');
    await step('books/1/grade', { grade: 9.4, category: 'Certified', graderNotes: 'Pressed well.' });
    await step('books/2/grade', {
      grade: 8,
      category: 'Verified',
      signatures: [{ signatureId: VSP_SIGNATURE.id, verdict: 'Verified' }],
      labelDetails: { month: 11, keyComments: '  1st full appearance of Wolverine ', artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe' },
    });
    await step('books/3/grade', { grade: 9.8, category: 'Certified' });
    await step('books/4/grade', { grade: 9.6, category: 'Certified' });
    for (const bookNo of [1, 2, 3, 4]) {
      const upload = await uploadCover(platform, worker.token, id, bookNo, aJpeg());
      expect(upload.status).toBe(200);
      await step(`books/${bookNo}/encapsulate`);
    }
    // The Hulk went through with its new tier's group: its old one (NW, only the Hulk) is gone, HV is QC-approved.
    expect(order.tiers.map((t) => t.id)).toEqual(['MN', 'NW']);
    expect((await staffStep(platform, worker, id, 'tiers/NW/qc')).status).toBe(404);
    for (const tierId of ['MN', 'HV']) await step(`tiers/${tierId}/qc`);

    const owed = await staffStep(platform, worker, id, 'ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });
    expect(owed.status).toBe(409);
    expect(owed.body.message).toMatch(new RegExp(`^Order ${id} has a balance of \\$[\\d.,]+ to pay first\\.$`));
    const paid = await http(platform, 'POST', '/api/orders/transaction', member.token, { orderId: id, userId: member.memberId, authPaymentId: member.payMethodId, amountCents: corrected.balanceCents });
    expect(paid.status).toBe(200);

    expect(await step('ship', { carrier: 'UPS', trackingNumber: '1Z999AA10123456784' })).toMatchObject({ status: 'Shipping', balanceCents: 0 });
    expect(await step('complete')).toMatchObject({ status: 'Completed' });

    expect(await eventTypes(platform, id)).toEqual([
      'OrderSubmitted',
      'OrderReceived',
      'DeclaredValueCorrected',
      ...Array(4).fill('BookPreGraded'),
      'BookPressed',
      ...Array(4).fill('BookGraded'),
      ...Array(4).fill(['BookImaged', 'BookEncapsulated']).flat(),
      'TierQcApproved',
      'TierQcApproved',
      'BalancePaid',
      'OrderShipped',
      'OrderCompleted',
    ]);
    const events = await orderEvents(platform, id);
    const sealed = events.find((e) => e.type === 'BookEncapsulated' && e.data.bookNo === 2);
    expect(sealed?.data).toMatchObject({
      certificationId: `${id}-002`,
      by: worker.memberId,
      label: {
        title: 'Incredible Hulk',
        tierCode: 'HV',
        tierLabel: 'High Value',
        grade: 8,
        category: 'Verified',
        signatures: [{ type: 'VSP', name: 'Herb Trimpe' }],
        hasCover: true,
        memberId: member.memberId,
        // Trimmed, and the field left out is empty.
        details: { month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein; Art & Cover: Herb Trimpe', personalCollection: '' },
      },
    });
    // A grade sent without label details records none.
    const sealedSaga = events.find((e): e is Extract<OrderEvent, { type: 'BookEncapsulated' }> => e.type === 'BookEncapsulated' && e.data.bookNo === 3);
    expect(sealedSaga?.data.label.details).toEqual(NO_LABEL_DETAILS);
    const recorded = await platform.store.readStream(orderStreamId(id));
    expect(recorded[1]!.metadata.actor).toEqual({ userId: worker.memberId, role: 'worker' });
  });

  it('given a member (not a worker), when they call a staff step, then 403; without a token, 401', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-403');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const asMember = await staffStep(platform, { token: member.token }, order.orderId, 'receive', allArrived);
    expect(asMember.status).toBe(403);
    expect((await uploadCover(platform, member.token, order.orderId, 1, aJpeg())).status).toBe(403);
    expect((await staffStep(platform, { token: member.token }, order.orderId, 'cancel', { reason: 'Mine.' })).status).toBe(403);
    expect((await staffStep(platform, { token: undefined }, order.orderId, 'receive', allArrived)).status).toBe(401);
    expect(await eventTypes(platform, order.orderId)).toEqual(['OrderSubmitted']);
  });

  it('given a received order, when a book is graded before it is pre-graded, then 409 with the reason and nothing is recorded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-409');
    const order = await aSubmittedOrder(platform, member, catalogue);
    expect((await staffStep(platform, worker, order.orderId, 'receive', allArrived)).status).toBe(200);
    const answer = await staffStep(platform, worker, order.orderId, 'books/3/grade', { grade: 9.4, category: 'Certified' });
    expect(answer).toMatchObject({ status: 409, body: { message: 'Book 3 has not been pre-graded yet.' } });
    expect(await eventTypes(platform, order.orderId)).toEqual(['OrderSubmitted', 'OrderReceived']);
  });

  it('given unknown orders, books and tiers or a bad body, then 404 or 400', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-404');
    const order = await aSubmittedOrder(platform, member, catalogue);
    expect((await staffStep(platform, worker, '99-NOSUCH1', 'receive', allArrived)).status).toBe(404);
    expect((await staffStep(platform, worker, 'not-an-order', 'receive', allArrived)).status).toBe(404);
    expect((await staffStep(platform, worker, order.orderId, 'receive', { books: [] })).status).toBe(400);
    expect((await staffStep(platform, worker, order.orderId, 'receive', allArrived)).status).toBe(200);
    expect(await staffStep(platform, worker, order.orderId, 'books/9/pregrade')).toMatchObject({ status: 404, body: { message: `Book 9 is not part of order ${order.orderId}.` } });
    expect((await staffStep(platform, worker, order.orderId, 'books/abc/pregrade')).status).toBe(404);
    expect((await staffStep(platform, worker, order.orderId, 'books/0/pregrade')).status).toBe(404);
    expect((await staffStep(platform, worker, order.orderId, 'tiers/ZZ/qc')).status).toBe(404);
    expect((await staffStep(platform, worker, order.orderId, 'books/1/grade', { grade: 11, category: 'Certified' })).status).toBe(400);
    const badDetails = await staffStep(platform, worker, order.orderId, 'books/1/grade', {
      grade: 9.4,
      category: 'Certified',
      labelDetails: { month: 13, keyComments: 'x'.repeat(301), artStoryCover: 42, personalCollection: 'y'.repeat(201) },
    });
    expect(badDetails).toMatchObject({
      status: 400,
      body: {
        modelState: {
          'model.labelDetails.month': [labelDetailsMessages.month],
          'model.labelDetails.keyComments': [labelDetailsMessages.keyComments],
          'model.labelDetails.artStoryCover': [labelDetailsMessages.artStoryCover],
          'model.labelDetails.personalCollection': [labelDetailsMessages.personalCollection],
        },
      },
    });
    expect((await staffStep(platform, worker, order.orderId, 'ship', { carrier: 'Pigeon', trackingNumber: '12345' })).status).toBe(400);
  });

  it('given a graded book, when its cover is uploaded, then the JPEG is stored under its certification id and BookImaged records its size and digest', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cover');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const id = order.orderId;
    for (const [name, json] of [['receive', allArrived], ['books/3/pregrade', {}], ['books/3/grade', { grade: 9.8, category: 'Certified' }]] as const) {
      expect((await staffStep(platform, worker, id, name, json)).status).toBe(200);
    }
    const photo = aJpeg(100_000);
    const answer = await uploadCover(platform, worker.token, id, 3, photo);
    expect(answer).toMatchObject({ status: 200, body: { orderId: id, status: 'Processing' } });
    const file = path.join(platform.storageDir, 'comic', `${id}-003`, 'cover-m.jpg');
    expect(await readFile(file)).toEqual(photo);
    const imaged = (await orderEvents(platform, id)).at(-1)!;
    expect(imaged).toMatchObject({
      type: 'BookImaged',
      data: { bookNo: 3, certificationId: `${id}-003`, cover: { contentType: 'image/jpeg', bytes: photo.length, sha256: createHash('sha256').update(photo).digest('hex') } },
    });
  });

  it('given an imaged book, when it is photographed again, then the new photo replaces the file and BookCoverReplaced records it; the same photo again records nothing', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cover-again');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const id = order.orderId;
    for (const [name, json] of [['receive', allArrived], ['books/3/pregrade', {}], ['books/3/grade', { grade: 9.8, category: 'Certified' }]] as const) {
      expect((await staffStep(platform, worker, id, name, json)).status).toBe(200);
    }
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    const file = path.join(platform.storageDir, 'comic', `${id}-003`, 'cover-m.jpg');
    const blurred = aJpeg();
    const sharp = aJpeg(8_000);
    expect((await uploadCover(platform, worker.token, id, 3, blurred)).status).toBe(200);

    const again = await uploadCover(platform, worker.token, id, 3, sharp);
    expect(again).toMatchObject({ status: 200, body: { orderId: id, status: 'Processing' } });
    expect(await readFile(file)).toEqual(sharp);
    expect((await orderEvents(platform, id)).at(-1)).toMatchObject({
      type: 'BookCoverReplaced',
      data: { bookNo: 3, certificationId: `${id}-003`, cover: { contentType: 'image/jpeg', bytes: sharp.length, sha256: digest(sharp) }, replacedSha256: digest(blurred), by: worker.memberId },
    });

    const typesBefore = await eventTypes(platform, id);
    expect((await uploadCover(platform, worker.token, id, 3, sharp)).status).toBe(200);
    expect(await eventTypes(platform, id)).toEqual(typesBefore);
  });

  it('given an encapsulated book, when a new cover is uploaded, then 409 and the certified photo stays', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cover-sealed');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const id = order.orderId;
    for (const [name, json] of [['receive', allArrived], ['books/3/pregrade', {}], ['books/3/grade', { grade: 9.8, category: 'Certified' }]] as const) {
      expect((await staffStep(platform, worker, id, name, json)).status).toBe(200);
    }
    const certified = aJpeg();
    expect((await uploadCover(platform, worker.token, id, 3, certified)).status).toBe(200);
    expect((await staffStep(platform, worker, id, 'books/3/encapsulate')).status).toBe(200);

    const late = await uploadCover(platform, worker.token, id, 3, aJpeg());
    expect(late).toMatchObject({ status: 409, body: { message: 'Book 3 is encapsulated: its cover photo is the one certified and can no longer be replaced.' } });
    expect(await readFile(path.join(platform.storageDir, 'comic', `${id}-003`, 'cover-m.jpg'))).toEqual(certified);
    expect((await eventTypes(platform, id)).at(-1)).toBe('BookEncapsulated');
  });

  it('given a JPEG cut short, JPEG-looking bytes, or a photo with an archive appended, then 400 says what is wrong and nothing is stored', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cover-broken');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const id = order.orderId;
    for (const [name, json] of [['receive', allArrived], ['books/3/pregrade', {}], ['books/3/grade', { grade: 9.8, category: 'Certified' }]] as const) {
      expect((await staffStep(platform, worker, id, name, json)).status).toBe(200);
    }
    const photo = aJpeg();
    const firstBytesOnly = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4_096, 0x41), Buffer.from([0xff, 0xd9])]);
    expect(await uploadCover(platform, worker.token, id, 3, photo.subarray(0, photo.length - 100))).toEqual({ status: 400, body: { message: orderMessages.coverDamaged } });
    expect(await uploadCover(platform, worker.token, id, 3, firstBytesOnly)).toEqual({ status: 400, body: { message: orderMessages.coverDamaged } });
    const withArchive = Buffer.concat([photo, Buffer.from('PK\x03\x04'), Buffer.alloc(10_000, 1)]);
    expect(await uploadCover(platform, worker.token, id, 3, withArchive)).toEqual({ status: 400, body: { message: orderMessages.coverTrailingData } });
    await expect(stat(path.join(platform.storageDir, 'comic', `${id}-003`))).rejects.toMatchObject({ code: 'ENOENT' });
    expect((await eventTypes(platform, id)).at(-1)).toBe('BookGraded');
  });

  it('given an upload that is not a JPEG, too large, or for a book not graded, then it is refused and nothing is stored', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cover-refused');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const id = order.orderId;
    expect((await staffStep(platform, worker, id, 'receive', allArrived)).status).toBe(200);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect(await uploadCover(platform, worker.token, id, 1, png)).toEqual({ status: 400, body: { message: orderMessages.coverNotJpeg } });
    expect(await uploadCover(platform, worker.token, id, 1, png, 'image/png')).toEqual({ status: 400, body: { message: orderMessages.coverNotJpeg } });
    const tooLarge = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 0xff);
    expect(await uploadCover(platform, worker.token, id, 1, tooLarge)).toEqual({ status: 413, body: { message: orderMessages.coverTooLarge } });
    const early = await uploadCover(platform, worker.token, id, 1, aJpeg());
    expect(early).toMatchObject({ status: 409, body: { message: 'Book 1 has not been graded yet.' } });
    await expect(stat(path.join(platform.storageDir, 'comic', `${id}-001`))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await eventTypes(platform, id)).toEqual(['OrderSubmitted', 'OrderReceived']);
  });

  it('given a declared value the line tier no longer covers and no tier named, then 400 names the tiers that fit', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-value');
    const order = await aSubmittedOrder(platform, member, catalogue);
    expect((await staffStep(platform, worker, order.orderId, 'receive', allArrived)).status).toBe(200);
    const answer = await staffStep(platform, worker, order.orderId, 'declared-value', { lineIndex: 1, insuredCents: 50_000, reason: 'Worth more.' });
    expect(answer).toMatchObject({ status: 400, body: { message: 'Tier NW does not fit a book of $500.00 from 1974: tiers that fit: HV.' } });
  });

  it('given a submitted order paid at submit, when a worker cancels it, then it is cancelled owing the charge, which is refunded under order-cancel:{orderId} and recorded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cancel');
    const order = await aSubmittedOrder(platform, member, catalogue);
    const answer = await staffStep(platform, worker, order.orderId, 'cancel', { reason: 'Member asked to cancel.' });
    expect(answer).toMatchObject({ status: 200, body: { orderId: order.orderId, status: 'Cancelled', balanceCents: 0 } });
    const refund = refunds.find((r) => r.idempotencyKey === `order-cancel:${order.orderId}`);
    expect(refund).toEqual({ transactionId: order.payment.transactionId, amountCents: order.grandTotalCents, idempotencyKey: `order-cancel:${order.orderId}` });
    // The cancellation is recorded with the refund it owes before the gateway is asked; the refund after it.
    const [cancelled, refunded] = (await orderEvents(platform, order.orderId)).slice(-2);
    const due = { refundKey: `order-cancel:${order.orderId}`, transactionId: order.payment.transactionId, amountCents: order.grandTotalCents };
    expect(cancelled).toMatchObject({ type: 'OrderCancelled', data: { reason: 'Member asked to cancel.', refund: null, refundsDue: [due], by: worker.memberId } });
    expect(refunded).toMatchObject({ type: 'OrderRefundIssued', data: { ...due, refundId: expect.stringMatching(/^test_refund_/) } });

    const again = await staffStep(platform, worker, order.orderId, 'cancel', { reason: 'Again.' });
    expect(again).toMatchObject({ status: 409, body: { message: `Order ${order.orderId} is cancelled.` } });
    expect(refunds.filter((r) => r.transactionId === order.payment.transactionId)).toHaveLength(1);
  });

  it('given a graded book, when the order is cancelled, then 409 and nothing is refunded', async () => {
    const member = await aMemberWithAddressAndCard(platform, undefined, 'staff-cancel-late');
    const order = await aSubmittedOrder(platform, member, catalogue);
    for (const [name, json] of [['receive', allArrived], ['books/3/pregrade', {}], ['books/3/grade', { grade: 9.4, category: 'Certified' }]] as const) {
      expect((await staffStep(platform, worker, order.orderId, name, json)).status).toBe(200);
    }
    const answer = await staffStep(platform, worker, order.orderId, 'cancel', { reason: 'Too late.' });
    expect(answer).toMatchObject({ status: 409, body: { message: `Order ${order.orderId} cannot be cancelled: book 3 has already been graded.` } });
    expect(refunds.some((r) => r.transactionId === order.payment.transactionId)).toBe(false);
  });
});
