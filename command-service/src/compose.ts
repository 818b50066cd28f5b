import type pg from 'pg';
import type { Logger } from 'pino';
import { AccessTokens, PostgresEventStore, createSmtpMailer, cryptoSecrets, randomIds, systemClock, type Mailer, type PlatformConfig } from '@certus/infra';
import { createAltchaBotCheck, ensureSchema as ensureBotCheckSchema } from './bot-check/bot-check.ts';
import { argon2Passwords } from './members/password-hasher.ts';
import type { CommandServiceDeps } from './shared/deps.ts';

/** Wires the command side from configuration: the real store, SMTP, argon2id, ALTCHA, system clock. */
export async function composeCommandService(options: {
  config: PlatformConfig & { jwtSecret: string; altchaHmacKey: string; smtpUrl: string };
  pool: pg.Pool;
  store: PostgresEventStore;
  logger: Logger;
  mailer?: Mailer;
}): Promise<CommandServiceDeps> {
  const { config, pool, store, logger } = options;
  await ensureBotCheckSchema(pool);
  return {
    store,
    clock: systemClock,
    ids: randomIds,
    secrets: cryptoSecrets,
    passwords: argon2Passwords(),
    tokens: new AccessTokens(config.jwtSecret, systemClock, config.accessTokenTtlSeconds),
    mailer: options.mailer ?? createSmtpMailer(config.smtpUrl, config.mailFrom),
    botCheck: createAltchaBotCheck({ hmacKey: config.altchaHmacKey, pool, clock: systemClock }),
    logger,
    config: {
      publicOrigin: config.publicOrigin,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      passwordResetTtlMinutes: config.passwordResetTtlMinutes,
      rateLimits: config.rateLimits,
    },
  };
}
