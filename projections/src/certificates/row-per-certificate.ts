import { CertificateEvent, certificateEventTypes, type ComicCertifiedData, type RecordedEvent } from '@certus/contracts';
import type { Row } from '../runner/document-projection.ts';

// The certificate read models (certified_comics, member_comics) keep one row per certification id, written
// whole from the book's ComicCertified (in force again if it had been revoked), marked by a CertificateRevoked:
// they differ only in the columns they keep.

const CONSUMED = new Set<string>(certificateEventTypes);

/** The certificate events, the only ones a row per certificate reads (Projection.eventTypes). */
export const CERTIFICATE_EVENT_TYPES: readonly string[] = [...CONSUMED];

/** The row a certificate event writes, or undefined for any other event. */
export const certificationIdOf = (event: RecordedEvent): string | undefined =>
  CONSUMED.has(event.type) ? (event.data as { certificationId: string }).certificationId : undefined;

/** The columns every certificate row ends with: when and why it was revoked (null while in force). */
export const REVOCATION_COLUMNS = ['revoked_at', 'revocation_reason'];

/**
 * An evolve that writes the row `rowOf` makes of the certified book (the row before is not needed: it is replaced
 * whole), and marks it revoked.
 */
export function rowPerCertificate(rowOf: (certified: ComicCertifiedData) => Row): (row: Row | null, recorded: RecordedEvent) => Row | null {
  return (row, recorded) => {
    const event = CertificateEvent.parse({ type: recorded.type, data: recorded.data });
    switch (event.type) {
      case 'ComicCertified':
        return { ...rowOf(event.data), revoked_at: null, revocation_reason: null };
      case 'CertificateRevoked':
        return row && { ...row, revoked_at: event.data.revokedAt, revocation_reason: event.data.reason };
      default: {
        const unknown: never = event;
        throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
      }
    }
  };
}
