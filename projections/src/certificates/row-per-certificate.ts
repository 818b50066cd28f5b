import { CertificateEvent, certificateEventTypes, type ComicCertifiedData, type RecordedEvent } from '@certus/contracts';
import type { Row } from '../runner/document-projection.ts';

// The certificate read models (certified_comics, member_comics) keep one row per certification id, written
// whole from the book's ComicCertified: they differ only in the columns they keep.

const CONSUMED = new Set<string>(certificateEventTypes);

/** The row a certificate event writes, or undefined for any other event. */
export const certificationIdOf = (event: RecordedEvent): string | undefined =>
  CONSUMED.has(event.type) ? (event.data as { certificationId: string }).certificationId : undefined;

/** An evolve that writes the row `rowOf` makes of the certified book (the row before is not needed: it is replaced whole). */
export function rowPerCertificate(rowOf: (certified: ComicCertifiedData) => Row): (row: Row | null, recorded: RecordedEvent) => Row | null {
  return (_row, recorded) => {
    const event = CertificateEvent.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'ComicCertified':
        return rowOf(event.data);
      default: {
        const unknown: never = event.type;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  };
}
