import { z } from 'zod';
import { text } from '../rules/text.ts';
import { asOfFilter } from './population-query.ts';

/**
 * Self-service API keys (issue [5/7], public API): a member creates, renames and revokes keys at /account/api, and
 * a program sends one in the X-Api-Key header to the keyed read-only endpoints under /api/v1/. The rules both the
 * browser and the server apply (name length, active keys per member, the key's shape) live here once.
 */

export const API_KEY_NAME_MAX = 60;
/** Active (not revoked) keys a member may hold at once. */
export const MAX_ACTIVE_API_KEYS = 10;
/** Calls a key may make in a UTC day unless the deployment says otherwise (API_KEY_DAILY_QUOTA). */
export const DEFAULT_API_KEY_DAILY_QUOTA = 1000;
/** The header the keyed endpoints read the key from. */
export const API_KEY_HEADER = 'X-Api-Key';
/** Every keyed endpoint lies under this prefix (CORS lets any origin call them: infra/src/http/security-headers.ts). */
export const KEYED_API_PREFIX = '/api/v1/';

export const apiKeyMessages = {
  created: 'API key created. Copy its secret now: you will not see it again.',
  renamed: 'API key renamed.',
  revoked: 'API key revoked: it answers no call from now on.',
  nameRequired: 'Give the key a name (what it is for).',
  nameTooLong: `The name must be at most ${API_KEY_NAME_MAX} characters long.`,
  tooManyKeys: `You already have ${MAX_ACTIVE_API_KEYS} active API keys: revoke one you no longer use before creating another.`,
  notFound: 'There is no such API key among yours.',
  alreadyCreated: 'This API key was already created, and its secret is shown only once: create another key.',
  alreadyRevoked: (revokedAt: string) => `This API key was already revoked (${revokedAt.slice(0, 10)}).`,
  renameRevoked: 'A revoked API key cannot be renamed.',
  // The keyed endpoints' 401 and 429 (the error shape of contracts/src/http/errors.ts).
  keyMissing: `This endpoint needs an API key in the ${API_KEY_HEADER} header. Create one at /account/api.`,
  keyMalformed: `The ${API_KEY_HEADER} header does not hold a Certus API key (ck_..., as shown once when the key was created).`,
  keyUnknown: 'This API key is not known. Check that it was copied whole, or create a new one at /account/api.',
  keyRevoked: 'This API key was revoked. Create a new one at /account/api.',
  quotaExceeded: (quota: number) => `This API key has made its ${quota} calls for today (UTC). The count starts again at midnight UTC: see Retry-After.`,
} as const;

/** A key's name: what it is for, as the member wrote it (trimmed). */
export const ApiKeyName = text({ error: apiKeyMessages.nameRequired })
  .trim()
  .min(1, apiKeyMessages.nameRequired)
  .max(API_KEY_NAME_MAX, apiKeyMessages.nameTooLong);

/** Whether a name (already trimmed) is one a key may carry: for the decider, which gets names past the schema. */
export const isApiKeyName = (name: string) => name.length >= 1 && name.length <= API_KEY_NAME_MAX && name === name.trim();

/** POST /api/userprofile/apikeys */
export const CreateApiKeyBody = z.object({ name: ApiKeyName });
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBody>;
/** POST /api/userprofile/apikeys/{keyId}/rename */
export const RenameApiKeyBody = z.object({ name: ApiKeyName });
export type RenameApiKeyBody = z.input<typeof RenameApiKeyBody>;
export const ApiKeyIdParams = z.object({ keyId: text().min(1).max(64).meta({ description: 'The key id (GET /api/userprofile/apikeys).' }) });

/**
 * The key a program sends: `ck_`, eight characters of the key's id (its visible prefix), `_`, and 43 of a
 * base64url secret (32 random bytes). Anything else is refused before any lookup.
 */
export const API_KEY_PATTERN = /^ck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;
/** The visible part of a key: `ck_` and eight characters of its id. */
export const apiKeyPrefixOf = (keyId: string) => `ck_${keyId.replace(/-/g, '').slice(-8).toLowerCase()}`;

/** The answer to a created key: the only time its secret is ever sent. */
export const ApiKeyCreatedResponse = z.object({
  message: z.string(),
  position: z.string().optional(),
  keyId: z.string(),
  name: z.string(),
  prefix: z.string(),
  /** The whole key, to send in X-Api-Key. Shown once: only its SHA-256 is kept. */
  secret: z.string(),
});
export type ApiKeyCreatedResponse = z.infer<typeof ApiKeyCreatedResponse>;

/** One of the member's keys, as the account page lists it (never its secret). */
export const ApiKeyView = z.object({
  keyId: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.iso.datetime(),
  /** When it was revoked; null while it is active. */
  revokedAt: z.iso.datetime().nullable(),
  /** Calls it made today (UTC), out of the daily quota. */
  callsToday: z.number().int(),
});
export type ApiKeyView = z.infer<typeof ApiKeyView>;

/** GET /api/userprofile/apikeys: the member's keys, newest first, with the deployment's quota and key limit. */
export const ApiKeyList = z.object({
  keys: z.array(ApiKeyView),
  dailyQuota: z.number().int(),
  maxActiveKeys: z.number().int(),
});
export type ApiKeyList = z.infer<typeof ApiKeyList>;

/** GET /api/v1/census/books/{bookId}?asOf=YYYY-MM-DD: the population report's census date, under the API's own name. */
export const BookCensusQuery = z.object({
  asOf: asOfFilter.meta({ description: 'The census as it stood at the end of that UTC day (YYYY-MM-DD, from 1980-01-01, not after today). Left out: as it stands now.' }),
});
export type BookCensusQuery = z.infer<typeof BookCensusQuery>;

export const apiKeyPaths = {
  /** GET (query side) lists, POST (command side) creates. */
  keys: '/api/userprofile/apikeys',
  rename: (keyId: string) => `/api/userprofile/apikeys/${encodeURIComponent(keyId)}/rename`,
  revoke: (keyId: string) => `/api/userprofile/apikeys/${encodeURIComponent(keyId)}/revoke`,
} as const;

/** The keyed endpoints (read-only, served by the query service), as OpenAPI templates. */
export const keyedPaths = {
  certificate: '/api/v1/certificates/{certificationId}',
  bookCensus: '/api/v1/census/books/{bookId}',
  registryCertificate: '/api/v1/registry/certificates/{certificationId}',
  registryLatestHead: '/api/v1/registry/heads/latest',
  registryConsistency: '/api/v1/registry/consistency',
} as const;

/** GET /api/v1/certificates/{certificationId} and /api/v1/registry/certificates/{certificationId} */
export const KeyedCertificateParams = z.object({
  certificationId: text().min(1).max(40).meta({ description: 'A certification number, e.g. 19-DEMOA01-001 (any case, with or without dashes).' }),
});
/** GET /api/v1/census/books/{bookId} */
export const KeyedBookParams = z.object({
  bookId: text().min(1).max(64).meta({ description: 'A census book id (the bookId of a certificate, or of a population report row).' }),
});
