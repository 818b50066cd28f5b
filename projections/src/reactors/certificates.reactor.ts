import { BookEncapsulated, certificateStreamId, type CertificateEvent, type EventMetadata, type RecordedEvent } from '@certus/contracts';
import { ANY_VERSION, type EventStore } from '@certus/infra';
import type { Reactor } from './reactor.ts';

/** The command id of a book's certification: one certificate per certification id, whoever appends it first. */
export const certifyCommandId = (certificationId: string) => `certify:${certificationId}`;

/**
 * The certificate a sealed book gets (pure: a redelivery makes the same one): its label as encapsulated,
 * certified when it was sealed, from grading.
 */
export function certificateFor(recorded: RecordedEvent): { streamId: string; commandId: string; event: CertificateEvent } {
  const { data } = BookEncapsulated.parse({ type: recorded.type, data: recorded.data });
  const label = data.label;
  return {
    streamId: certificateStreamId(data.certificationId),
    commandId: certifyCommandId(data.certificationId),
    event: {
      type: 'ComicCertified',
      data: {
        certificationId: data.certificationId,
        orderId: data.orderId,
        memberId: label.memberId,
        collectibleType: label.collectibleType,
        category: label.category,
        grade: label.grade,
        title: label.title,
        issue: label.issue,
        year: label.year,
        publisher: label.publisher,
        variant: label.variant,
        certifiedAt: data.at,
        source: 'grading',
        pedigree: label.pedigree,
        tierCode: label.tierCode,
        tierLabel: label.tierLabel,
        graderNotes: label.graderNotes,
        signatures: label.signatures,
        hasCover: label.hasCover,
        // What the grader read off the book: the census files and searches by it.
        month: label.details.month,
        keyComments: label.details.keyComments,
        artStoryCover: label.details.artStoryCover,
        personalCollection: label.details.personalCollection,
      },
    },
  };
}

/**
 * certificates: a book sealed in its holder (BookEncapsulated) is certified under its certification id
 * (ComicCertified on `Certificate-{certificationId}`), which the member's comics, the reholder check and the
 * certificate read. Under the command id `certify:{certificationId}`, so a redelivery stores nothing new.
 */
export function certificatesReactor(store: EventStore): Reactor {
  return {
    name: 'certificates',
    handles: new Set(['BookEncapsulated']),
    async react(recorded) {
      const { streamId, commandId, event } = certificateFor(recorded);
      const metadata: EventMetadata = {
        correlationId: recorded.metadata.correlationId,
        causationId: recorded.eventId,
        commandId,
        actor: { userId: null, role: 'system' },
      };
      await store.append(streamId, ANY_VERSION, [{ type: event.type, data: event.data, metadata }], { commandId });
    },
  };
}
