import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads a required environment variable or stops with a message naming it. A value still holding the template's
 * CHANGE_ME stops it too: a secret copied from infra/ops/env.example is one anybody can read (an operator following
 * the guide started a command service that signed access tokens with it, without a word).
 */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set. See infra/ops/env.example.`);
    process.exit(2);
  }
  if (holdsPlaceholder(value)) {
    console.error(`${name} still holds the template's CHANGE_ME: set it to a value of your own (see infra/ops/env.example).`);
    process.exit(2);
  }
  return value;
}

/** Whether a configured value is still infra/ops/env.example's placeholder (or holds it, as a URL's password). */
export const holdsPlaceholder = (value: string) => value.includes('CHANGE_ME');

export function numberEnv(name: string, fallback: number, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    console.error(`${name} must be a non-negative number, got "${raw}".`);
    process.exit(2);
  }
  return value;
}

/**
 * DATABASE_URL, or else the URL of the embedded PostgreSQL that a running `npm start` wrote into its data
 * folder, so that `npm run projections:rebuild` and `npm run migrate` work beside the embedded default too.
 */
export function databaseUrl(): string {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.CERTUS_DATA_DIR ?? path.join(REPO_ROOT, '.data'));
  const file = path.join(dataDir, EMBEDDED_DATABASE_URL_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  console.error('DATABASE_URL is not set and no embedded server is running (start one with npm start). See infra/ops/env.example.');
  process.exit(2);
}

export const EMBEDDED_DATABASE_URL_FILE = 'database-url';
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
