import { z } from 'zod';
import { CollectibleType } from '../catalogue/catalogue.ts';
import { COMIC_ID_PATTERN } from '../rules/identifiers.ts';

/**
 * A book was certified (stream `Certificate-{certificationId}`): the grade a member's comic, magazine or manga
 * left grading with. Recorded by the staff grading workflow ('grading'), or brought over from the records of
 * before online submission ('import'). The builder's reholder check (GET /api/comics/{id}/{type}) reads it.
 */
export const CertificateCategory = z.enum(['Verified', 'Authentic', 'Certified', 'Raw Grade']);
export type CertificateCategory = z.infer<typeof CertificateCategory>;

export const ComicCertified = z.object({
  type: z.literal('ComicCertified'),
  data: z.object({
    /** The comic (certification) id, canonical: `12-A1B2C3D-001` or `12-A1B2C3D-MN-001`. */
    certificationId: z.string().regex(new RegExp(COMIC_ID_PATTERN)),
    orderId: z.string(),
    memberId: z.string(),
    collectibleType: CollectibleType,
    category: CertificateCategory,
    /** On the 0.5 to 10 scale; raw-grade books carry the grade they were given too. */
    grade: z.number().min(0).max(10),
    title: z.string(),
    issue: z.string(),
    year: z.number().int(),
    publisher: z.string(),
    variant: z.string(),
    certifiedAt: z.iso.datetime(),
    source: z.enum(['grading', 'import']),
    // Label details (spec 3 Comic (account)); imports of before online submission may lack them.
    pedigree: z.string().nullable().default(null),
    tierCode: z.string().nullable().default(null),
    tierLabel: z.string().nullable().default(null),
    graderNotes: z.string().default(''),
    signatures: z.array(z.object({ type: z.enum(['ASP', 'VSP', 'VSPP']), name: z.string() })).default([]),
    /** A cover photo is stored at comic/{certificationId}/cover-m.jpg (spec 9). */
    hasCover: z.boolean().default(false),
    // Label details recorded at grading (the census files and searches by them); imports may lack them.
    month: z.number().int().min(1).max(12).nullable().default(null),
    keyComments: z.string().default(''),
    artStoryCover: z.string().default(''),
    personalCollection: z.string().default(''),
  }),
});

/**
 * Why a certificate was revoked: what a grader finds after a book left grading that means its certificate can no
 * longer be trusted. Shown on the certificate page and logged in the registry (REVOCATION_REASON_TEXT).
 */
export const RevocationReason = z.enum(['holder-tampered', 'undisclosed-restoration', 'counterfeit-book', 'issued-in-error']);
export type RevocationReason = z.infer<typeof RevocationReason>;

/** The public words for each reason (the certificate page, the registry, the staff form). */
export const REVOCATION_REASON_TEXT: Record<RevocationReason, string> = {
  'holder-tampered': 'The holder was opened or tampered with after grading.',
  'undisclosed-restoration': 'Restoration was found that the grade does not disclose.',
  'counterfeit-book': 'The book was found to be a counterfeit or a reproduction.',
  'issued-in-error': 'The certificate was issued in error.',
};

/**
 * A certificate was revoked by staff (issue [5/7]): the copy leaves the census from that day (the census as of an
 * earlier day still counts it), the registry logs the revocation, and the certificate page says so. `note` is the
 * staff member's record of what was found, kept in the log for audit and never shown publicly. A certificate
 * certified again after its revocation is in force again.
 */
export const CertificateRevoked = z.object({
  type: z.literal('CertificateRevoked'),
  data: z.object({
    certificationId: z.string().regex(new RegExp(COMIC_ID_PATTERN)),
    reason: RevocationReason,
    note: z.string(),
    revokedBy: z.string(),
    revokedAt: z.iso.datetime(),
  }),
});

export const CertificateEvent = z.discriminatedUnion('type', [ComicCertified, CertificateRevoked]);
export type CertificateEvent = z.infer<typeof CertificateEvent>;
export type ComicCertifiedData = z.infer<typeof ComicCertified>['data'];
export type CertificateRevokedData = z.infer<typeof CertificateRevoked>['data'];
export const certificateEventTypes = CertificateEvent.options.map((o) => o.shape.type.value);
export const certificateStreamId = (certificationId: string) => `Certificate-${certificationId}`;
