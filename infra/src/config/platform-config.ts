import { numberEnv } from './env.ts';

/** Settings shared by every entry point; see infra/ops/env.example for each variable. */
export interface PlatformConfig {
  port: number;
  publicOrigin: string;
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
}

/**
 * @param portVariable the variable naming this process's port: PORT for the embedded default,
 *   COMMAND_PORT / QUERY_PORT for the distributed services (so one shared env file can serve them all).
 */
export function loadPlatformConfig(defaultPort: number, env: NodeJS.ProcessEnv = process.env, portVariable = 'PORT'): PlatformConfig {
  const port = numberEnv(portVariable, defaultPort, env);
  return {
    port,
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
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
  };
}
