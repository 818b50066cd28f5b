import { CertificateRegistryRecord, PUBLIC_RESOURCE_MAX_AGE_SECONDS, RegistryKeys, registryPaths } from '@certus/contracts';
import { api } from '../../../lib/api.ts';
import { registryRecordTag } from '../api/certificate-tags.ts';

/** The registry's reads the certificate page's panel makes (injected with its chunk: the page itself needs none). */
const registryApi = api.enhanceEndpoints({ addTagTypes: ['CertificateRegistry'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/registry/certificates/{id}: the certificate's entries with their proofs, and the head they are in. */
    getCertificateRegistryRecord: build.query<CertificateRegistryRecord, string>({
      // Asked of the server each time (the browser may keep the answer a minute): read again after a revocation, a
      // kept answer would still show the certificate in force.
      query: (certificationId) => ({ url: registryPaths.certificate(certificationId), cache: 'no-cache' }),
      responseSchema: import.meta.env.DEV ? CertificateRegistryRecord : undefined,
      keepUnusedDataFor: 60,
      // A worker's revocation reads it again (revocation/revocation-api.ts): the panel then says it is logged.
      providesTags: (_result, _error, id) => [registryRecordTag(id)],
    }),
    /** GET /api/registry/keys: the keys the registry signs with. */
    getRegistryKeys: build.query<RegistryKeys, void>({
      query: () => registryPaths.keys,
      responseSchema: import.meta.env.DEV ? RegistryKeys : undefined,
      keepUnusedDataFor: PUBLIC_RESOURCE_MAX_AGE_SECONDS,
    }),
  }),
});

export const { useGetCertificateRegistryRecordQuery, useGetRegistryKeysQuery } = registryApi;
