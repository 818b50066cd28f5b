import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@certus/contracts';
import { memberOrderEntryFor } from './member-orders.reactor.ts';
import { anOrderSubmitted } from '@certus/contracts/events/testing/order-submitted';

describe('member-orders reactor', () => {
  it('given a submitted order, then it joins its member order list under the command id the submit request uses', () => {
    const event: RecordedEvent = {
      type: 'OrderSubmitted',
      data: anOrderSubmitted({ rewardsAppliedCents: 0, payment: { status: 'NotRequired', amountCents: 0, transactionId: null } }),
      eventId: '22222222-2222-4222-8222-222222222222',
      streamId: 'Order-25-ABCDEFG',
      streamVersion: 1,
      globalPosition: '7',
      txId: '7',
      recordedAt: '2025-05-03T12:00:00.000Z',
      metadata: { correlationId: 'c', causationId: 'c', actor: { userId: 'm-1', role: 'authenticated' } },
    };
    expect(memberOrderEntryFor(event)).toEqual({
      commandId: 'member-order:25-ABCDEFG',
      event: { type: 'MemberOrderRecorded', data: { memberId: 'm-1', orderId: '25-ABCDEFG', submittedAt: '2025-05-03T12:00:00.000Z' } },
    });
  });
});
