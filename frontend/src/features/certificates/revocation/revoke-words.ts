import { REVOCATION_NOTE_MAX } from '@certus/contracts';

/**
 * What the worker's revoke action on the certificate page says (English, as every staff screen; lang="en" on the
 * French variant). The validation and the server's answers are the contracts' (revocationMessages), not copied here.
 */
export const revokeWords = {
  heading: 'Staff',
  intro: 'Revoke this certificate when the book can no longer be trusted. Its page, the population report and the registry will say it was revoked.',
  open: 'Revoke certificate',
  formHeading: (certificationId: string) => `Revoke certificate ${certificationId}`,
  reasonLabel: 'Reason (shown publicly on the certificate page)',
  noteLabel: 'Note for the record',
  noteDescription: `What was found. The note stays in the certificate’s record for audit and is never shown publicly (at most ${REVOCATION_NOTE_MAX.toLocaleString('en-US')} characters).`,
  confirm: 'Confirm revocation',
  cancel: 'Cancel',
  failedHeading: 'The certificate could not be revoked',
} as const;
