import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SecretSource } from '@certus/infra';

export interface EmbeddedSecrets {
  jwtSecret: string;
  altchaHmacKey: string;
  /** The certificate registry's Ed25519 signing key: a 32-byte seed in hexadecimal (a development key). */
  registrySigningKey: string;
}

/**
 * The embedded default makes its signing keys once and keeps them in its data folder, so sessions survive a
 * restart and the registry's heads stay under one key. A deployment sets JWT_SECRET, ALTCHA_HMAC_KEY and
 * REGISTRY_SIGNING_KEY instead. A folder made before a key existed gets it added, the others kept.
 */
export function persistedSecrets(dataDir: string, secrets: SecretSource): EmbeddedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept: Partial<EmbeddedSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const all: EmbeddedSecrets = {
    jwtSecret: kept.jwtSecret ?? secrets.token(48),
    altchaHmacKey: kept.altchaHmacKey ?? secrets.token(48),
    registrySigningKey: kept.registrySigningKey ?? Buffer.from(secrets.token(32), 'base64url').subarray(0, 32).toString('hex').padEnd(64, '0'),
  };
  if (Object.keys(all).some((key) => kept[key as keyof EmbeddedSecrets] === undefined)) writeFileSync(file, JSON.stringify(all, null, 2), { mode: 0o600 });
  return all;
}
