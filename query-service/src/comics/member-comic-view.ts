import { certificateRevocation, type MemberComic } from '@certus/contracts';
import { memberComicOf } from '@certus/contracts/orders/order-views';
import { coverUrlFor } from '../storage/cover-url.ts';

/** A `member_comics` row as pg reads it (numeric as a string, timestamps as dates). */
export interface MemberComicRow {
  certification_id: string;
  order_id: string;
  collectible_type: MemberComic['collectibleType'];
  title: string;
  issue: string;
  year: number;
  publisher: string;
  variant: string;
  pedigree: string | null;
  grade: string | number;
  category: MemberComic['category'];
  tier_code: string | null;
  tier_label: string | null;
  signatures: MemberComic['signatures'];
  grader_notes: string;
  certified_at: Date | string;
  revoked_at: Date | string | null;
  revocation_reason: string | null;
}

export const MEMBER_COMIC_COLUMNS =
  'certification_id, order_id, collectible_type, title, issue, year, publisher, variant, pedigree, grade, category, tier_code, tier_label, signatures, grader_notes, certified_at, revoked_at, revocation_reason';

/** The row read back as the certificate it was projected from, then shown as every comic is (order-views.ts), with its revocation. */
export function memberComicOfRow(row: MemberComicRow, storagePublicUrl: string): MemberComic {
  const comic = memberComicOf(
    {
      certificationId: row.certification_id,
      orderId: row.order_id,
      collectibleType: row.collectible_type,
      title: row.title,
      issue: row.issue,
      year: row.year,
      publisher: row.publisher,
      variant: row.variant,
      pedigree: row.pedigree,
      grade: Number(row.grade),
      category: row.category,
      tierCode: row.tier_code,
      tierLabel: row.tier_label,
      signatures: row.signatures,
      graderNotes: row.grader_notes,
      certifiedAt: new Date(row.certified_at).toISOString(),
    },
    coverUrlFor(row.certification_id, storagePublicUrl),
  );
  const revokedAt = row.revoked_at === null ? null : new Date(row.revoked_at).toISOString();
  return { ...comic, revocation: revokedAt && row.revocation_reason ? certificateRevocation(revokedAt, row.revocation_reason) : null };
}
