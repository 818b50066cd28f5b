import { CommandAccepted, revocationPaths, type RevokeCertificateBody } from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { certificateTag, registryRecordTag } from '../api/certificate-tags.ts';

export interface RevokeCertificateArgs {
  certificationId: string;
  body: RevokeCertificateBody;
  /** One per confirmed revocation: a request sent again (after a token refresh) is recorded once. */
  idempotencyKey: string;
}

/**
 * The worker's revocation of a certificate (issue [5/7]), injected with the staff action's chunk: no visitor loads it.
 * The answer carries the position its event reached (lib/api.ts sends it with the next reads), so the certificate and
 * its registry record, read again, include the revocation. A 409 (revoked meanwhile by someone else) reads them
 * again too: the page then shows the revocation it was refused for.
 */
const revocationApi = api.enhanceEndpoints({ addTagTypes: ['Certificate', 'CertificateRegistry'] }).injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/staff/certificates/{certificationId}/revoke */
    revokeCertificate: build.mutation<CommandAccepted, RevokeCertificateArgs>({
      query: ({ certificationId, body, idempotencyKey }) => ({
        url: revocationPaths.revokeOf(certificationId),
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      responseSchema: import.meta.env.DEV ? CommandAccepted : undefined,
      invalidatesTags: (result, error, { certificationId }) =>
        result || (error && 'status' in error && error.status === 409) ? [certificateTag(certificationId), registryRecordTag(certificationId)] : [],
    }),
  }),
});

export const { useRevokeCertificateMutation } = revocationApi;
