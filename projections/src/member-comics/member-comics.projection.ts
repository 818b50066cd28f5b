import { CERTIFICATE_EVENT_TYPES, REVOCATION_COLUMNS, certificationIdOf, rowPerCertificate } from '../certificates/row-per-certificate.ts';
import { documentProjection } from '../runner/document-projection.ts';

export const evolveMemberComicRow = rowPerCertificate((d) => ({
  certification_id: d.certificationId,
  member_id: d.memberId,
  order_id: d.orderId,
  collectible_type: d.collectibleType,
  title: d.title,
  issue: d.issue,
  year: d.year,
  publisher: d.publisher,
  variant: d.variant,
  pedigree: d.pedigree,
  grade: d.grade,
  category: d.category,
  tier_code: d.tierCode,
  tier_label: d.tierLabel,
  signatures: d.signatures,
  grader_notes: d.graderNotes,
  has_cover: d.hasCover,
  certified_at: d.certifiedAt,
  source: d.source,
  search_text: [d.certificationId, d.title, d.issue, d.publisher, d.variant].filter(Boolean).join(' ').toLowerCase(),
}));

/**
 * member_comics: the member's graded comics (spec 2.2 /account/comics, 3 Comic (account)), one row per
 * certified book with its label, from ComicCertified: graded online ('grading', appended by the certificates
 * reactor at encapsulation) or brought over from earlier records ('import', which may lack label details:
 * the event's defaults fill them). certified_comics keeps serving the reholder check by id.
 */
export const memberComicsProjection = documentProjection({
  name: 'member-comics',
  table: 'member_comics',
  keyColumn: 'certification_id',
  columns: [
    'certification_id', 'member_id', 'order_id', 'collectible_type', 'title', 'issue', 'year', 'publisher', 'variant', 'pedigree', 'grade', 'category',
    'tier_code', 'tier_label', 'signatures', 'grader_notes', 'has_cover', 'certified_at', 'source', 'search_text',
    ...REVOCATION_COLUMNS,
  ],
  keyOf: certificationIdOf,
  eventTypes: CERTIFICATE_EVENT_TYPES,
  evolve: evolveMemberComicRow,
});
