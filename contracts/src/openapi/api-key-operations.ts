import type { OperationRow } from './document.ts';
import { amazingSpiderMan300 } from './certificate-examples.ts';
import * as apiKeys from '../http/api-keys.ts';
import * as account from '../http/account.ts';
import * as population from '../http/population.ts';
import * as registry from '../http/registry.ts';
import * as registrySchemas from '../registry/registry-schemas.ts';

/**
 * The public API's operations (issue [5/7]): the member's API keys (bearer, like every account call), and the keyed
 * read-only endpoints under /api/v1/, which take an X-Api-Key instead of a token. Rows of document.ts's
 * `operations`; `documentApiKeyAccess` then gives the keyed ones what a row cannot say: the apiKey security
 * scheme, the quota headers, the 401 and 429 a key gets, and an example answer (checked against its schema by
 * api-key-operations.unit.test.ts).
 */

/** The contracts modules whose exported schemas become named components. */
export const apiKeySchemaModules: Record<string, unknown>[] = [apiKeys];

export const API_KEY_SCHEME = 'apiKey';
const MEMBER_TAG = 'API keys';
const KEYED_TAG = 'Public API (keyed)';

const keyed =
  ` Needs an API key in ${apiKeys.API_KEY_HEADER} (create one at /account/api); counts one call against the key's daily quota` +
  ' (RateLimit-Policy, RateLimit headers). Any origin may call it from a browser (CORS). Cache-Control: private, no-store.';

export const apiKeyOperations: OperationRow[] = [
  {
    method: 'get',
    path: apiKeys.apiKeyPaths.keys,
    operationId: 'listApiKeys',
    tag: MEMBER_TAG,
    summary: "The signed-in member's API keys, newest first, with their calls today",
    description: 'Revoked keys stay listed (revokedAt). Never a secret: only the prefix that tells keys apart. Calls today are counted per UTC day.',
    bearer: true,
    ok: { description: 'The keys, the daily quota of each and the number of active keys a member may hold.', schema: apiKeys.ApiKeyList },
  },
  {
    method: 'post',
    path: apiKeys.apiKeyPaths.keys,
    operationId: 'createApiKey',
    tag: MEMBER_TAG,
    summary: 'Create an API key; its secret is in this answer and never again',
    description:
      `Only the key's SHA-256 is kept. At most ${apiKeys.MAX_ACTIVE_API_KEYS} active keys a member. ` +
      'A retry with the same Idempotency-Key is refused (409): the secret of the first cannot be sent twice.',
    bearer: true,
    body: { schema: apiKeys.CreateApiKeyBody },
    ok: { description: 'The key, with its secret (send it as X-Api-Key).', schema: apiKeys.ApiKeyCreatedResponse },
    invalid: { description: `No name, or one longer than ${apiKeys.API_KEY_NAME_MAX} characters (model.name).` },
    errors: { 409: `${apiKeys.apiKeyMessages.tooManyKeys} Or: ${apiKeys.apiKeyMessages.alreadyCreated}` },
  },
  {
    method: 'post',
    path: '/api/userprofile/apikeys/{keyId}/rename',
    operationId: 'renameApiKey',
    tag: MEMBER_TAG,
    summary: 'Rename one of your API keys',
    bearer: true,
    params: apiKeys.ApiKeyIdParams,
    body: { schema: apiKeys.RenameApiKeyBody },
    ok: { description: `'${apiKeys.apiKeyMessages.renamed}'`, schema: account.CommandAccepted },
    invalid: { description: `No name, or one longer than ${apiKeys.API_KEY_NAME_MAX} characters (model.name).` },
    errors: { 404: apiKeys.apiKeyMessages.notFound, 409: apiKeys.apiKeyMessages.renameRevoked },
  },
  {
    method: 'post',
    path: '/api/userprofile/apikeys/{keyId}/revoke',
    operationId: 'revokeApiKey',
    tag: MEMBER_TAG,
    summary: 'Revoke one of your API keys: it answers no call from then on',
    bearer: true,
    params: apiKeys.ApiKeyIdParams,
    ok: { description: `'${apiKeys.apiKeyMessages.revoked}'`, schema: account.CommandAccepted },
    errors: { 404: apiKeys.apiKeyMessages.notFound, 409: 'The key was already revoked.' },
  },
  {
    method: 'get',
    path: apiKeys.keyedPaths.certificate,
    operationId: 'getKeyedCertificate',
    tag: KEYED_TAG,
    summary: 'A certificate as anyone may check it: the label and where the copy stands in its census',
    description: `The answer of the certificate page (/certificate/{id}); nothing about its owner, order or price.${keyed}`,
    params: apiKeys.KeyedCertificateParams,
    ok: { description: 'The certificate.', schema: population.CertificateView },
    errors: { 404: population.populationMessages.certificateNotFound },
  },
  {
    method: 'get',
    path: apiKeys.keyedPaths.bookCensus,
    operationId: 'getKeyedBookCensus',
    tag: KEYED_TAG,
    summary: "One book's census: its certified copies per grade, and per grade type",
    description: `The population report's book detail.${keyed}`,
    params: apiKeys.KeyedBookParams,
    query: apiKeys.BookCensusQuery,
    ok: { description: 'The census of the book.', schema: population.PopulationBookDetail },
    invalid: { description: `An asOf that is not a day from 1980-01-01 (model.asOf: '${population.populationMessages.asOfInvalid}'), or after today ('${population.populationMessages.asOfInFuture}').` },
    errors: { 404: population.populationMessages.bookNotFound },
  },
  {
    method: 'get',
    path: apiKeys.keyedPaths.registryCertificate,
    operationId: 'getKeyedRegistryCertificate',
    tag: KEYED_TAG,
    summary: "A certificate's entries in the registry, each with its inclusion proof in the latest head",
    description: `As GET /api/registry/certificates/{certificationId} (see docs/registry.md for checking a proof).${keyed}`,
    params: apiKeys.KeyedCertificateParams,
    ok: { description: 'The entries, their proofs and the head they are in.', schema: registry.CertificateRegistryRecord },
    errors: { 404: registry.registryMessages.notInRegistry, 503: registry.registryMessages.drift },
  },
  {
    method: 'get',
    path: apiKeys.keyedPaths.registryLatestHead,
    operationId: 'getKeyedRegistryLatestHead',
    tag: KEYED_TAG,
    summary: "The registry's latest signed tree head",
    description: `As GET /api/registry/heads/latest; check its signature with a key of GET /api/registry/keys.${keyed}`,
    ok: { description: 'The head.', schema: registrySchemas.SignedTreeHead },
    errors: { 404: registry.registryMessages.noHeadYet },
  },
  {
    method: 'get',
    path: apiKeys.keyedPaths.registryConsistency,
    operationId: 'getKeyedRegistryConsistency',
    tag: KEYED_TAG,
    summary: 'The consistency proof between two tree sizes: the later tree only appended to the earlier',
    description: `As GET /api/registry/consistency (RFC 9162 2.1.4).${keyed}`,
    query: registry.RegistryConsistencyQuery,
    ok: { description: 'The proof.', schema: registry.RegistryConsistency },
    invalid: { description: `A size that is not a whole number, or sizes out of order or beyond the latest head (model.second: '${registry.registryMessages.beyondHead}').` },
    errors: { 404: registry.registryMessages.noHeadYet, 503: registry.registryMessages.drift },
  },
];

// --- Example answers of the keyed operations (each must parse, unchanged, with its operation's schema) -----------

const hash = (digit: string) => digit.repeat(64);
const head: registrySchemas.SignedTreeHead = {
  day: '2026-03-01',
  treeSize: 2,
  rootHash: hash('a'),
  timestamp: '2026-03-01T18:00:00.000Z',
  keyId: 'registry-3f1c2b9a',
  signature: 'b'.repeat(128),
};

export const keyedExamples: Record<string, unknown> = {
  // The certificate the lookup's examples show (the demo's Amazing Spider-Man #300).
  getKeyedCertificate: amazingSpiderMan300,
  getKeyedBookCensus: {
    book: {
      bookId: '3928137f5a36b3f7',
      collectibleType: 'Comic',
      title: 'Amazing Spider-Man',
      issue: '300',
      year: 1988,
      month: 5,
      publisher: 'Marvel Comics',
      variant: '',
      keyComments: '1st full appearance of Venom',
      artStoryCover: 'Story: David Michelinie; Art & Cover: Todd McFarlane',
      copies: 12,
      grades: [
        { grade: 8, copies: 2 },
        { grade: 9.4, copies: 6 },
        { grade: 9.8, copies: 4 },
      ],
    },
    byGradeType: [
      { gradeType: 'Certified', copies: 10, grades: [{ grade: 8, copies: 2 }, { grade: 9.4, copies: 5 }, { grade: 9.8, copies: 3 }] },
      { gradeType: 'Verified', copies: 2, grades: [{ grade: 9.4, copies: 1 }, { grade: 9.8, copies: 1 }] },
    ],
    firstCertifiedAt: '2019-06-12T15:00:00.000Z',
    lastCertifiedAt: '2026-02-20T10:30:00.000Z',
    asOf: null,
    history: {
      months: ['2025-12', '2026-01', '2026-02'],
      totals: [10, 11, 12],
      grades: [
        { gradeType: 'Certified', grade: 8, copies: [2, 2, 2] },
        { gradeType: 'Certified', grade: 9.4, copies: [4, 5, 5] },
        { gradeType: 'Certified', grade: 9.8, copies: [2, 2, 3] },
        { gradeType: 'Verified', grade: 9.4, copies: [1, 1, 1] },
        { gradeType: 'Verified', grade: 9.8, copies: [1, 1, 1] },
      ],
    },
    velocity: {
      from: '2025-03-01',
      to: '2026-03-01',
      grades: [
        { gradeType: 'Certified', grade: 9.4, copies: 3, perMonth: 0.25 },
        { gradeType: 'Certified', grade: 9.8, copies: 1, perMonth: 0.083 },
      ],
    },
  } satisfies population.PopulationBookDetail,
  getKeyedRegistryCertificate: {
    certificationId: '19-DEMOA01-001',
    head,
    entries: [
      {
        entry: {
          seq: 0,
          kind: 'certified',
          certificationId: '19-DEMOA01-001',
          book: { collectibleType: 'Comic', title: 'Amazing Spider-Man', issue: '300', year: 1988, month: 5, publisher: 'Marvel Comics', variant: '' },
          grade: 9.4,
          category: 'Certified',
          label: { pedigree: null, keyComments: '1st full appearance of Venom', artStoryCover: 'Story: David Michelinie; Art & Cover: Todd McFarlane', signatures: [] },
          certifiedAt: '2019-06-12T15:00:00.000Z',
          loggedAt: '2026-03-01T17:59:00.000Z',
          previous: registrySchemas.NO_PREVIOUS_ENTRY,
        },
        proof: { leafIndex: 0, treeSize: 2, path: [hash('c')] },
      },
    ],
  } satisfies registry.CertificateRegistryRecord,
  getKeyedRegistryLatestHead: head,
  getKeyedRegistryConsistency: { first: 1, second: 2, head, proof: [hash('d')] } satisfies registry.RegistryConsistency,
};

/** The keyed operations: those under /api/v1/. */
export const keyedOperations = apiKeyOperations.filter((row) => row.path.startsWith(apiKeys.KEYED_API_PREFIX));

type Json = Record<string, any>;
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
const integerHeader = (description: string) => ({ description, schema: { type: 'integer', minimum: 1 } });
const stringHeader = (description: string) => ({ description, schema: { type: 'string' } });
const quotaHeaders = {
  'RateLimit-Policy': stringHeader('The quota: `"daily"; q=<calls a UTC day>; w=86400` (draft-ietf-httpapi-ratelimit-headers).'),
  RateLimit: stringHeader('Where the key stands: `"daily"; r=<calls left today>; t=<seconds to the next UTC midnight>`.'),
};

/**
 * The keyed operations' access, added to the generated document: the apiKey scheme, each keyed operation's
 * security, quota headers and example, its 401 (no key, a malformed, unknown or revoked one) and its 429.
 */
export function documentApiKeyAccess<T extends object>(document: T): T {
  const doc = document as Json;
  doc.components ??= {};
  doc.components.securitySchemes ??= {};
  doc.components.securitySchemes[API_KEY_SCHEME] = {
    type: 'apiKey',
    in: 'header',
    name: apiKeys.API_KEY_HEADER,
    description: 'An API key created at /account/api (ck_...). Shown once at creation; only its SHA-256 is kept.',
  };
  for (const row of keyedOperations) {
    const operation = doc.paths?.[row.path]?.[row.method] as Json | undefined;
    if (!operation) continue;
    operation.security = [{ [API_KEY_SCHEME]: [] }];
    const ok = operation.responses['200'];
    ok.headers = { ...quotaHeaders };
    if (ok.content?.['application/json']) ok.content['application/json'].example = keyedExamples[row.operationId];
    operation.responses['401'] = {
      description: `No key (${apiKeys.apiKeyMessages.keyMissing}), a malformed one, an unknown one, or a revoked one: each with its own message.`,
      headers: { 'WWW-Authenticate': stringHeader(`ApiKey header="${apiKeys.API_KEY_HEADER}"`) },
      content: errorContent,
    };
    operation.responses['429'] = {
      description: "The key has made its day's calls (UTC). Retry-After: the seconds to the next UTC midnight.",
      headers: { 'Retry-After': integerHeader('Seconds to the next UTC midnight, at least 1.'), ...quotaHeaders },
      content: errorContent,
    };
  }
  return document;
}
