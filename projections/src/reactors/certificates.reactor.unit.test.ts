import { describe, expect, it } from 'vitest';
import { CertifiedLabel, ComicCertified } from '@certus/contracts';
import { BOOKS, encapsulated, labelOf, received } from '@certus/contracts/events/testing/order-lifecycle';
import { fakeEventStore } from '../testing/fake-event-store.ts';
import { recordedStream } from '../testing/recorded.ts';
import { certificateFor, certificatesReactor } from './certificates.reactor.ts';

const sealed = (bookNo: number, label = labelOf(bookNo)) => recordedStream('Order-25-LIFECYC', [encapsulated(bookNo, label)])[0]!;

describe('certificates reactor', () => {
  it('given a sealed book, then it is certified from grading on its Certificate stream with its label, at the sealing time', () => {
    const { streamId, commandId, event } = certificateFor(sealed(BOOKS.signed));
    // The label as the event reads it back (details defaulted when the fixture gives none).
    const label = CertifiedLabel.parse(labelOf(BOOKS.signed));
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
        month: label.details.month,
        keyComments: label.details.keyComments,
        artStoryCover: label.details.artStoryCover,
        personalCollection: label.details.personalCollection,
      },
    });
    expect(ComicCertified.parse(event)).toEqual(event); // a valid event as the contract reads it back
  });

  it('given a label with the details the grader read off the book, then the certificate carries them for the census', () => {
    const details = { month: 11, keyComments: '1st full appearance of Wolverine', artStoryCover: 'Story: Len Wein; Art: Herb Trimpe', personalCollection: 'Stan Lee' };
    const { event } = certificateFor(sealed(BOOKS.signed, { ...labelOf(BOOKS.signed), details }));
    expect(event.data).toMatchObject(details);
    expect(ComicCertified.parse(event).data).toMatchObject(details);
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
