import { DEFAULT_API_KEY_DAILY_QUOTA } from '@certus/contracts';
import { numberEnv } from './env.ts';

/** Settings shared by every entry point; see infra/ops/env.example for each variable. */
export interface PlatformConfig {
  port: number;
  publicOrigin: string;
  /** Origins besides publicOrigin whose pages may call the API from a browser (CORS_ORIGINS); none when left out. */
  corsOrigins?: readonly string[];
  databaseUrl: string | undefined;
  natsUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string | undefined;
  altchaHmacKey: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
  rateLimits: { tokenPerMinute: number; accountPerMinute: number };
  /** The newsletter's external marketing-forms endpoint (spec 7.5); off when unset. */
  marketingFormsUrl?: string | undefined;
  /**
   * How long a payment must stand still before the payment reconciler takes it for abandoned by its request
   * and finishes it (PAYMENT_RECONCILE_AFTER_SECONDS): longer than any gateway call can take.
   */
  paymentReconcileAfterSeconds: number;
  /** The staff mailbox told of every lead, dealer and call-back request and problem report (STAFF_MAIL_TO). */
  staffMailTo: string;
  /**
   * CHECK_RESPONSES=1: every 2xx JSON answer is checked against its operation's schema in contracts, and one that
   * breaks it becomes a 500 (infra/src/http/response-contract.ts). For tests: it parses every answer again.
   */
  checkResponses: boolean;
  /** The certificate registry's signing key (REGISTRY_SIGNING_KEY, a 32-byte Ed25519 seed in hex): the head signer's. */
  registrySigningKey: string | undefined;
  /** The id each head names its key by (REGISTRY_KEY_ID). Default: `registry-` and the start of the public key. */
  registryKeyId: string | undefined;
  /** The registry's public key (REGISTRY_PUBLIC_KEY, 32 bytes in hex), for the query service; else the signing key's. */
  registryPublicKey: string | undefined;
  /** A grown registry gets a new signed head once this many seconds have passed since the last (REGISTRY_HEAD_INTERVAL_SECONDS). */
  registryHeadIntervalSeconds: number;
  /** Calls an API key may make on the keyed endpoints (/api/v1/...) in a UTC day (API_KEY_DAILY_QUOTA). */
  apiKeyDailyQuota: number;
}

/** The staff mailbox when STAFF_MAIL_TO is not set: in the embedded default its mail shows in /dev/mailbox. */
export const DEFAULT_STAFF_MAIL_TO = 'staff-inbox@certus.test';

/**
 * @param portVariable the variable naming this process's port: PORT for the embedded default,
 *   COMMAND_PORT / QUERY_PORT for the distributed services (so one shared env file can serve them all).
 */
export function loadPlatformConfig(defaultPort: number, env: NodeJS.ProcessEnv = process.env, portVariable = 'PORT'): PlatformConfig {
  const port = numberEnv(portVariable, defaultPort, env);
  return {
    port,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    corsOrigins: corsOriginsEnv(env),
    databaseUrl: env.DATABASE_URL || undefined,
    natsUrl: env.NATS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Certus <no-reply@certus.test>',
    jwtSecret: env.JWT_SECRET || undefined,
    altchaHmacKey: env.ALTCHA_HMAC_KEY || undefined,
    accessTokenTtlSeconds: numberEnv('ACCESS_TOKEN_TTL_SECONDS', 900, env),
    refreshTokenTtlDays: numberEnv('REFRESH_TOKEN_TTL_DAYS', 30, env),
    passwordResetTtlMinutes: numberEnv('PASSWORD_RESET_TTL_MINUTES', 60, env),
    rateLimits: {
      tokenPerMinute: numberEnv('RATE_LIMIT_TOKEN_PER_MINUTE', 30, env),
      accountPerMinute: numberEnv('RATE_LIMIT_ACCOUNT_PER_MINUTE', 60, env),
    },
    marketingFormsUrl: env.MARKETING_FORMS_URL || undefined,
    paymentReconcileAfterSeconds: numberEnv('PAYMENT_RECONCILE_AFTER_SECONDS', 120, env),
    staffMailTo: env.STAFF_MAIL_TO || DEFAULT_STAFF_MAIL_TO,
    checkResponses: env.CHECK_RESPONSES === '1',
    registrySigningKey: env.REGISTRY_SIGNING_KEY || undefined,
    registryKeyId: env.REGISTRY_KEY_ID || undefined,
    registryPublicKey: env.REGISTRY_PUBLIC_KEY || undefined,
    registryHeadIntervalSeconds: numberEnv('REGISTRY_HEAD_INTERVAL_SECONDS', 3600, env),
    apiKeyDailyQuota: numberEnv('API_KEY_DAILY_QUOTA', DEFAULT_API_KEY_DAILY_QUOTA, env),
  };
}

/**
 * CORS_ORIGINS: a comma list of origins (scheme, host, port: `https://admin.example.com`), as a browser sends
 * them in Origin, written the way browsers do (lower case, no default port). A trailing slash is dropped; an
 * entry with a path, a query or no http(s) scheme is refused: it could never equal an Origin header.
 */
export function parseCorsOrigins(raw: string | undefined): string[] {
  const entries = (raw ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries.map((entry) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const originOnly = url !== undefined && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !originOnly) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme://host[:port], e.g. https://admin.example.com).`);
    }
    return url.origin;
  });
}

function corsOriginsEnv(env: NodeJS.ProcessEnv): string[] {
  try {
    return parseCorsOrigins(env.CORS_ORIGINS);
  } catch (error) {
    console.error(`${(error as Error).message} See infra/ops/env.example.`);
    process.exit(2);
  }
}
