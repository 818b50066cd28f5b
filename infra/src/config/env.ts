/** Reads a required environment variable or stops with a message naming it. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set. See infra/ops/env.example.`);
    process.exit(2);
  }
  return value;
}

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
