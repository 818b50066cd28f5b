import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SecretSource } from '@certus/infra';

/**
 * The embedded default makes its signing keys once and keeps them in its data folder, so sessions
 * survive a restart. A deployment sets JWT_SECRET and ALTCHA_HMAC_KEY instead.
 */
export function persistedSecrets(dataDir: string, secrets: SecretSource): { jwtSecret: string; altchaHmacKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const created = { jwtSecret: secrets.token(48), altchaHmacKey: secrets.token(48) };
  writeFileSync(file, JSON.stringify(created, null, 2), { mode: 0o600 });
  return created;
}
