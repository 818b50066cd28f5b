import { apiKeyPrefixOf } from '@certus/contracts';
import type { SecretSource } from '@certus/infra';
import { sha256 } from '../shared/hashing.ts';

/** 32 random bytes: 256 bits, so a key cannot be guessed, and its SHA-256 alone is safe to keep (no salt needed). */
const SECRET_BYTES = 32;

export interface NewApiKeySecret {
  /** `ck_` and eight characters of the key id: shown on the account page so keys can be told apart. */
  prefix: string;
  /** The whole key, sent once in the answer to its creation and never kept. */
  secret: string;
  /** What is kept (in the event, and the api_keys read model), by which a call's key is found. */
  secretHash: string;
}

/** A new key's secret from the injected secret source (tests predict it), with its visible prefix and its hash. */
export function newApiKeySecret(keyId: string, secrets: SecretSource): NewApiKeySecret {
  const prefix = apiKeyPrefixOf(keyId);
  const secret = `${prefix}_${secrets.token(SECRET_BYTES)}`;
  return { prefix, secret, secretHash: sha256(secret) };
}
