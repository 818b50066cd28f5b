import { CertificateEvent, certificateEventTypes, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(certificateEventTypes);

/** certified_comics: one row per certified book, found by its certification id (the builder's reholder check). */
export const certifiedComicsProjection = documentProjection({
  name: 'certified-comics',
  table: 'certified_comics',
  keyColumn: 'certification_id',
  columns: [
    'certification_id', 'order_id', 'member_id', 'collectible_type', 'category', 'grade', 'title', 'issue', 'year', 'publisher', 'variant', 'certified_at', 'source',
  ],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { certificationId: string }).certificationId : undefined),
  evolve: evolveCertifiedComicRow,
});

export function evolveCertifiedComicRow(_row: Row | null, recorded: RecordedEvent): Row | null {
  const event = CertificateEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'ComicCertified': {
      const d = event.data;
      return {
        certification_id: d.certificationId,
        order_id: d.orderId,
        member_id: d.memberId,
        collectible_type: d.collectibleType,
        category: d.category,
        grade: d.grade,
        title: d.title,
        issue: d.issue,
        year: d.year,
        publisher: d.publisher,
        variant: d.variant,
        certified_at: d.certifiedAt,
        source: d.source,
      };
    }
    default: {
      const unknown: never = event.type;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}
