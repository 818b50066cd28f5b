import { z } from 'zod';
import { text } from '../rules/text.ts';
import { REVOCATION_REASON_TEXT, RevocationReason } from '../events/certificate-events.ts';

/**
 * Revoking a certificate (issue [5/7]): a worker who finds that a certified book can no longer be trusted (its
 * holder opened, restoration the grade does not disclose, a counterfeit, a certificate issued in error) revokes its
 * certificate from the certificate page. The rules both the browser and the server apply live here once.
 */

export const REVOCATION_NOTE_MAX = 1000;

export const revocationMessages = {
  revoked: 'Certificate revoked. Its page, the population report and the registry show it from now on.',
  reasonRequired: 'Choose why the certificate is revoked.',
  noteRequired: 'Write down what was found: the note stays in the certificate’s record for audit (it is not shown publicly).',
  noteTooLong: `The note must be at most ${REVOCATION_NOTE_MAX.toLocaleString('en-US')} characters long.`,
  alreadyRevoked: (revokedAt: string) => `This certificate was already revoked (${revokedAt.slice(0, 10)}).`,
} as const;

/** POST /api/staff/certificates/{certificationId}/revoke */
export const RevokeCertificateBody = z.object({
  reason: z.enum(RevocationReason.options, { error: revocationMessages.reasonRequired }).meta({ description: 'Why (the certificate page shows its public words).' }),
  note: text({ error: revocationMessages.noteRequired })
    .trim()
    .min(1, revocationMessages.noteRequired)
    .max(REVOCATION_NOTE_MAX, revocationMessages.noteTooLong)
    .meta({ description: 'What the worker found, for the record (never shown publicly).' }),
});
export type RevokeCertificateBody = z.input<typeof RevokeCertificateBody>;

export const revocationPaths = {
  /** The OpenAPI / Express template. */
  revoke: '/api/staff/certificates/{certificationId}/revoke',
  revokeOf: (certificationId: string) => `/api/staff/certificates/${encodeURIComponent(certificationId)}/revoke`,
} as const;

/** What a certificate's readers say of a revoked one: the day (UTC) and the reason. */
export const CertificateRevocation = z.object({ revokedOn: z.iso.date(), reason: RevocationReason, reasonText: z.string() });
export type CertificateRevocation = z.infer<typeof CertificateRevocation>;

/** A revocation as readers show it, from a read model's day (or instant: its UTC day) and reason. */
export function certificateRevocation(revokedOn: string, reason: string): CertificateRevocation {
  const known = RevocationReason.parse(reason);
  return { revokedOn: revokedOn.slice(0, 10), reason: known, reasonText: REVOCATION_REASON_TEXT[known] };
}
