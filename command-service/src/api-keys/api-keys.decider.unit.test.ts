import { describe, expect, it } from 'vitest';
import { API_KEY_NAME_MAX, MAX_ACTIVE_API_KEYS, apiKeyMessages, type ApiKeyEvent } from '@certus/contracts';
import { sequentialSecrets } from '@certus/infra';
import { deciderSpec } from '../shared/decider-spec.ts';
import { sha256 } from '../shared/hashing.ts';
import { apiKeysDecider, type ApiKeysCommand } from './api-keys.decider.ts';
import { newApiKeySecret } from './api-key-secret.ts';

const spec = deciderSpec(apiKeysDecider);
const NOW = '2026-11-21T10:00:00.000Z';
const LATER = '2026-11-21T11:30:00.000Z';
const memberId = 'm-1';

const created = (keyId: string, name = 'Price tracker'): ApiKeyEvent => ({
  type: 'ApiKeyCreated',
  data: { keyId, memberId, name, prefix: `ck_${keyId}`, secretHash: `hash-of-${keyId}`, createdAt: NOW },
});
const revoked = (keyId: string, at = LATER): ApiKeyEvent => ({ type: 'ApiKeyRevoked', data: { keyId, memberId, revokedAt: at } });
const create = (keyId: string, name = 'Price tracker'): ApiKeysCommand => ({
  type: 'CreateApiKey',
  memberId,
  keyId,
  name,
  prefix: `ck_${keyId}`,
  secretHash: `hash-of-${keyId}`,
  now: NOW,
});
const keys = (count: number) => Array.from({ length: count }, (_, i) => created(`k-${i + 1}`));

describe('API keys decider', () => {
  it('given no keys, when a key is created, then it is recorded with its prefix and hash (never a secret)', () => {
    spec.given([]).when(create('k-1')).then([created('k-1')]);
  });

  it(`given ${MAX_ACTIVE_API_KEYS} active keys, when another is created, then it is refused with the limit`, () => {
    spec.given(keys(MAX_ACTIVE_API_KEYS)).when(create('k-new')).thenThrows(apiKeyMessages.tooManyKeys);
  });

  it(`given ${MAX_ACTIVE_API_KEYS} keys of which one is revoked, when another is created, then it is (revoked keys do not count)`, () => {
    spec
      .given([...keys(MAX_ACTIVE_API_KEYS), revoked('k-3')])
      .when(create('k-new'))
      .then([created('k-new')]);
  });

  it('given a key, when the same id is created again (a retried request), then it is refused: the secret was shown once', () => {
    spec.given([created('k-1')]).when(create('k-1')).thenThrows(apiKeyMessages.alreadyCreated);
  });

  it(`given names, when creating, then 1 to ${API_KEY_NAME_MAX} characters are taken and others refused`, () => {
    spec.given([]).when(create('k-1', 'x')).then([created('k-1', 'x')]);
    spec.given([]).when(create('k-1', 'x'.repeat(API_KEY_NAME_MAX))).then([created('k-1', 'x'.repeat(API_KEY_NAME_MAX))]);
    spec.given([]).when(create('k-1', '')).thenThrows(apiKeyMessages.nameRequired);
    spec.given([]).when(create('k-1', 'x'.repeat(API_KEY_NAME_MAX + 1))).thenThrows(apiKeyMessages.nameTooLong);
  });

  it('given a key, when it is renamed, then the new name is recorded; the same name again records nothing', () => {
    spec
      .given([created('k-1')])
      .when({ type: 'RenameApiKey', memberId, keyId: 'k-1', name: 'Shop sync', now: LATER })
      .then([{ type: 'ApiKeyRenamed', data: { keyId: 'k-1', memberId, name: 'Shop sync', renamedAt: LATER } }]);
    spec.given([created('k-1')]).when({ type: 'RenameApiKey', memberId, keyId: 'k-1', name: 'Price tracker', now: LATER }).then([]);
  });

  it('given a revoked key, when it is renamed, then it is refused', () => {
    spec.given([created('k-1'), revoked('k-1')]).when({ type: 'RenameApiKey', memberId, keyId: 'k-1', name: 'Shop sync', now: LATER }).thenThrows(apiKeyMessages.renameRevoked);
  });

  it('given an active key, when it is revoked, then the revocation is recorded', () => {
    spec.given([created('k-1')]).when({ type: 'RevokeApiKey', memberId, keyId: 'k-1', now: LATER }).then([revoked('k-1')]);
  });

  it('given a revoked key, when it is revoked again, then it is refused with the day it was revoked', () => {
    spec
      .given([created('k-1'), revoked('k-1')])
      .when({ type: 'RevokeApiKey', memberId, keyId: 'k-1', now: '2026-11-22T09:00:00.000Z' })
      .thenThrows('This API key was already revoked (2026-11-21).');
  });

  it("given keys, when an id not among them is renamed or revoked (another member's, or none), then it is not found", () => {
    spec.given([created('k-1')]).when({ type: 'RevokeApiKey', memberId, keyId: 'k-2', now: LATER }).thenThrows(apiKeyMessages.notFound);
    spec.given([]).when({ type: 'RenameApiKey', memberId, keyId: 'k-2', name: 'x', now: LATER }).thenThrows(apiKeyMessages.notFound);
  });
});

describe('a new key secret', () => {
  it('given a key id and the secret source, then the key is its prefix and 43 characters of secret, and only its SHA-256 is kept', () => {
    const made = newApiKeySecret('00000000-0000-4000-8000-0000000000a1', sequentialSecrets('s'));
    expect(made.prefix).toBe('ck_000000a1');
    expect(made.secret).toMatch(/^ck_000000a1_s1x{41}$/);
    expect(made.secretHash).toBe(sha256(made.secret));
    expect(made.secretHash).not.toContain(made.secret.slice(12));
  });
});
