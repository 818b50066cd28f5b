import { z } from 'zod';
import type { OperationRow } from './document.ts';
import * as registry from '../http/registry.ts';
import * as registrySchemas from '../registry/registry-schemas.ts';
import { text } from '../rules/text.ts';
import { registryExamples } from './registry-examples.ts';

/**
 * The certificate registry's operations (issue [5/7]): rows of document.ts's `operations` (spread there).
 */

/** The contracts modules whose exported schemas become named components. */
export const registrySchemaModules: Record<string, unknown>[] = [registry, registrySchemas];

const publicRead = ' Public (no token): what it proves is checked with the registry key (GET /api/registry/keys), not with trust in this server.';
const headCache = ' Cache-Control: public, max-age=60.';
const format =
  'Entries, heads and proofs are those of contracts/src/registry: a leaf is SHA-256(0x00 || the entry\'s canonical JSON), a node SHA-256(0x01 || left || right) ' +
  '(RFC 9162 2.1); a head is signed with Ed25519 over the canonical JSON of {log, version, day, treeSize, rootHash, timestamp, keyId}.';

export const registryOperations: OperationRow[] = [
  {
    method: 'get',
    path: registry.registryPaths.heads,
    operationId: 'getRegistryHeads',
    tag: 'Registry',
    summary: "The registry's signed tree heads: each day's last, or every head of one day",
    description: `A head is signed when the log has grown and an hour has passed, and at least once a day (UTC).${publicRead}${headCache}`,
    query: registry.RegistryHeadsQuery,
    ok: { description: 'The heads, oldest first.', schema: registry.RegistryHeadList, examples: registryExamples.heads },
    invalid: { description: `A day that is not YYYY-MM-DD (model.day: '${registry.registryMessages.day}').` },
  },
  {
    method: 'get',
    path: registry.registryPaths.latestHead,
    operationId: 'getRegistryLatestHead',
    tag: 'Registry',
    summary: "The registry's latest signed tree head",
    description: `${format}${publicRead}${headCache}`,
    ok: { description: 'The head.', schema: registrySchemas.SignedTreeHead, examples: registryExamples.latestHead },
    errors: { 404: registry.registryMessages.noHeadYet },
  },
  {
    method: 'get',
    path: registry.registryPaths.keys,
    operationId: 'getRegistryKeys',
    tag: 'Registry',
    summary: 'The public keys the registry signs its heads with',
    description: 'By key id, as each head names its key. Keep a copy: a check is only as good as the key it is made with. Public; Cache-Control: public, max-age=300.',
    ok: { description: 'The keys.', schema: registry.RegistryKeys, examples: registryExamples.keys },
  },
  {
    method: 'get',
    path: '/api/registry/certificates/{certificationId}',
    operationId: 'getCertificateRegistryRecord',
    tag: 'Registry',
    summary: "A certificate's entries in the registry, each with its inclusion proof in the latest head",
    description:
      `Certified, and any re-certification or revocation after, oldest first. An entry logged after the latest head has no proof yet (null): it is in the next. ${format}` +
      ` Nothing about the certificate's owner is in the registry.${publicRead}${headCache}`,
    params: z.object({ certificationId: text().meta({ description: 'A certification number, e.g. 12-A1B2C3D-001 (any case).' }) }),
    ok: { description: 'The entries, their proofs and the head they are in.', schema: registry.CertificateRegistryRecord, examples: registryExamples.certificate },
    errors: { 404: registry.registryMessages.notInRegistry, 503: registry.registryMessages.drift },
  },
  {
    method: 'get',
    path: registry.registryPaths.consistency,
    operationId: 'getRegistryConsistency',
    tag: 'Registry',
    summary: 'The consistency proof between two tree sizes: the later tree only appended to the earlier',
    description: `RFC 9162 2.1.4, between two sizes up to the latest head's (with that head). Check it against two heads you kept.${publicRead}${headCache}`,
    query: registry.RegistryConsistencyQuery,
    ok: { description: 'The proof.', schema: registry.RegistryConsistency, examples: registryExamples.consistency },
    invalid: { description: `A size that is not a whole number (model.first, model.second), or sizes out of order or beyond the latest head (model.second: '${registry.registryMessages.beyondHead}').` },
    errors: { 404: registry.registryMessages.noHeadYet, 503: registry.registryMessages.drift },
  },
  {
    method: 'get',
    path: registry.registryPaths.export,
    operationId: 'getRegistryExport',
    tag: 'Registry',
    summary: 'The whole registry as its latest head counts it, for an offline check (npm run registry:verify -- <file>)',
    description:
      'JSON lines: a header (log, version, keys, every head up to the latest), then an entry a line in log order, each with its inclusion proof in the latest head. ' +
      `${format}${publicRead}${headCache}`,
    ok: { description: 'The export (application/x-ndjson), as a download.', mediaType: 'application/x-ndjson' },
    errors: { 404: registry.registryMessages.noHeadYet, 503: registry.registryMessages.drift },
  },
];
