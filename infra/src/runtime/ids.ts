import { randomBytes, randomUUID } from 'node:crypto';

/** Ids are passed in so that tests can predict them. */
export interface IdGenerator {
  uuid(): string;
}
export const randomIds: IdGenerator = { uuid: () => randomUUID() };

/** Deterministic ids for tests: uuid-shaped, counting up. */
export function sequentialIds(prefix = '00000000'): IdGenerator {
  let n = 0;
  return { uuid: () => `${prefix}-0000-4000-8000-${(++n).toString(16).padStart(12, '0')}` };
}

/** Secrets (activation codes, refresh tokens) come from here: base64url of cryptographically random bytes. */
export interface SecretSource {
  token(bytes: number): string;
}
export const cryptoSecrets: SecretSource = { token: (bytes) => randomBytes(bytes).toString('base64url') };

/** Predictable secrets for tests. */
export function sequentialSecrets(prefix = 'secret'): SecretSource {
  let n = 0;
  return { token: (bytes) => `${prefix}${++n}`.padEnd(Math.ceil((bytes * 4) / 3), 'x') };
}
