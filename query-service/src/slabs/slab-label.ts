import { createHash } from 'node:crypto';
import { displayYear, type CertificateView, type ComicCategory } from '@certus/contracts';

/**
 * What a slab prints: the certificate's label and the address of its public page, nothing else. Built from the
 * certificate read model (population_copies, written from ComicCertified), which holds no member, order or
 * price; the type lists each field so nothing else can slip into the image.
 */
export interface SlabLabel {
  certificationId: string;
  collectibleType: CertificateView['collectibleType'];
  title: string;
  issue: string;
  year: number;
  /** '' when the year is unknown. */
  displayYear: string;
  month: number | null;
  publisher: string;
  variant: string;
  keyComments: string;
  grade: number;
  category: ComicCategory;
  /** The pedigree (spec 3 Comic grading notes: collection), when it has one. */
  pedigree: string | null;
  /** Verified signatures, as the label names them. */
  signatures: { type: 'ASP' | 'VSP' | 'VSPP'; name: string }[];
  /** The public certificate page the QR code opens: PUBLIC_ORIGIN/certificate/{id}. */
  certificateUrl: string;
}

/** The population_copies columns a slab reads (and only those). */
export const SLAB_LABEL_COLUMNS =
  'certification_id, collectible_type, title, issue, year, month, publisher, variant, key_comments, grade, grade_type, collection, signatures, has_cover';

export interface SlabLabelRow {
  certification_id: string;
  collectible_type: SlabLabel['collectibleType'];
  title: string;
  issue: string;
  year: number;
  month: number | null;
  publisher: string;
  variant: string;
  key_comments: string;
  grade: string | number;
  grade_type: ComicCategory;
  collection: string | null;
  signatures: SlabLabel['signatures'] | null;
  has_cover: boolean;
}

/** The address of a certificate's public page (spec 2.1 /certificate/{id}) on the site's own origin. */
export const certificateUrlFor = (publicOrigin: string, certificationId: string) =>
  `${publicOrigin.replace(/\/+$/, '')}/certificate/${encodeURIComponent(certificationId)}`;

export function slabLabelOfRow(row: SlabLabelRow, publicOrigin: string): SlabLabel {
  return {
    certificationId: row.certification_id,
    collectibleType: row.collectible_type,
    title: row.title,
    issue: row.issue,
    year: row.year,
    displayYear: displayYear(row.year),
    month: row.month,
    publisher: row.publisher,
    variant: row.variant,
    keyComments: row.key_comments,
    grade: Number(row.grade),
    category: row.grade_type,
    pedigree: row.collection,
    signatures: (row.signatures ?? []).map(({ type, name }) => ({ type, name })),
    certificateUrl: certificateUrlFor(publicOrigin, row.certification_id),
  };
}

/**
 * Bump when the drawing changes: it is part of every cache key, so images drawn by an older builder are
 * neither served from the disk cache nor kept by browsers (their ETag no longer matches).
 */
export const SLAB_RENDERER_VERSION = 1;

/**
 * The identity of one drawing: the label, the cover photo's SHA-256 (or none: the drawn cover) and the
 * builder's version. Two requests with the same key get the same bytes.
 */
export function slabKey(label: SlabLabel, coverSha256: string | null): string {
  const fields = JSON.stringify([SLAB_RENDERER_VERSION, coverSha256, label]);
  return createHash('sha256').update(fields).digest('hex').slice(0, 32);
}
