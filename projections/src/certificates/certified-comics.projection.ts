import { documentProjection } from '../runner/document-projection.ts';
import { CERTIFICATE_EVENT_TYPES, REVOCATION_COLUMNS, certificationIdOf, rowPerCertificate } from './row-per-certificate.ts';

export const evolveCertifiedComicRow = rowPerCertificate((d) => ({
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
}));

/** certified_comics: one row per certified book, found by its certification id (the builder's reholder check). */
export const certifiedComicsProjection = documentProjection({
  name: 'certified-comics',
  table: 'certified_comics',
  keyColumn: 'certification_id',
  columns: [
    'certification_id', 'order_id', 'member_id', 'collectible_type', 'category', 'grade', 'title', 'issue', 'year', 'publisher', 'variant', 'certified_at', 'source',
    ...REVOCATION_COLUMNS,
  ],
  keyOf: certificationIdOf,
  eventTypes: CERTIFICATE_EVENT_TYPES,
  evolve: evolveCertifiedComicRow,
});
