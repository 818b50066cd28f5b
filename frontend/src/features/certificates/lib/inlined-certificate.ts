import { INLINED_CERTIFICATE_ELEMENT_ID, type CertificateLookup } from '@certus/contracts';
import { useInlinedJson } from '../../../lib/inlined-data.ts';

/**
 * The certificate the server wrote into the HTML of /certificate/{id} (infra/platform/src/static-site.ts), when
 * it is the one this page shows: the page draws it at once, as the server drew it, while it asks the API (which
 * adds the owner's part for the owner). Null when the page came without it, or with another one (a later
 * certificate opened in the same visit). Not parsed again, for the reason lib/inlined-featured.ts gives.
 */
export function useInlinedCertificate(certificationId: string | null): CertificateLookup | null {
  const lookup = useInlinedJson(INLINED_CERTIFICATE_ELEMENT_ID) as Partial<CertificateLookup> | null;
  const certificate = lookup && typeof lookup === 'object' ? lookup.certificate : undefined;
  if (!certificationId || certificate?.certificationId !== certificationId) return null;
  return { certificate, owner: null };
}
