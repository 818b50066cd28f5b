import { describe, expect, it } from 'vitest';
import { ComicCertified } from '@certus/contracts';
import { BOOKS, encapsulated, labelOf, received } from '@certus/contracts/events/testing/order-lifecycle';
import { fakeEventStore } from '../testing/fake-event-store.ts';
import { recordedStream } from '../testing/recorded.ts';
import { certificateFor, certificatesReactor } from './certificates.reactor.ts';

const sealed = (bookNo: number) => recordedStream('Order-25-LIFECYC', [encapsulated(bookNo)])[0]!;

describe('certificates reactor', () => {
  it('given a sealed book, then it is certified from grading on its Certificate stream with its label, at the sealing time', () => {
    const { streamId, commandId, event } = certificateFor(sealed(BOOKS.signed));
    const label = labelOf(BOOKS.signed);
    expect(streamId).toBe('Certificate-25-LIFECYC-002');
    expect(commandId).toBe('certify:25-LIFECYC-002');
    expect(event).toEqual({
      type: 'ComicCertified',
      data: {
        certificationId: '25-LIFECYC-002',
        orderId: '25-LIFECYC',
        memberId: label.memberId,
        collectibleType: label.collectibleType,
        category: 'Verified',
        grade: 8,
        title: 'Incredible Hulk',
        issue: '181',
        year: 1974,
        publisher: 'Marvel',
        variant: 'Newsstand Edition',
        certifiedAt: '2025-05-12T14:00:00.000Z',
        source: 'grading',
        pedigree: 'Pacific Coast',
        tierCode: 'NWP',
        tierLabel: 'Vintage',
        graderNotes: 'Light spine stress.',
        signatures: label.signatures,
        hasCover: true,
      },
    });
    expect(ComicCertified.parse(event)).toEqual(event); // a valid event as the contract reads it back
  });

  it('given the same sealing delivered twice, when the reactor reacts, then one certificate is appended, caused by the sealing', async () => {
    const { store, appended } = fakeEventStore();
    const reactor = certificatesReactor(store);
    const event = sealed(BOOKS.pressed);
    await reactor.react(event);
    await reactor.react(event);
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ streamId: 'Certificate-25-LIFECYC-001', commandId: 'certify:25-LIFECYC-001' });
    expect(appended[0]!.events[0]!.metadata).toEqual({ correlationId: event.metadata.correlationId, causationId: event.eventId, commandId: 'certify:25-LIFECYC-001', actor: { userId: null, role: 'system' } });
  });

  it('reacts to sealings only', () => {
    const reactor = certificatesReactor(fakeEventStore().store);
    expect([...reactor.handles]).toEqual(['BookEncapsulated']);
    expect(reactor.handles.has(received().type)).toBe(false);
  });
});
