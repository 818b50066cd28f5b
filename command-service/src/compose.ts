import type pg from 'pg';
import type { Logger } from 'pino';
import {
  AccessTokens,
  EndedSessions,
  ensureSessionEndIndex,
  watchSessionEnds,
  PostgresEventStore,
  createSmtpMailer,
  cryptoSecrets,
  randomIds,
  systemClock,
  TestPaymentGateway,
  PostgresTestGatewayLedger,
  FolderFileStorage,
  storageDirFromEnv,
  marketingFormsFrom,
  noMarketingForms,
  type Clock,
  type EventStore,
  type Mailer,
  type MarketingForms,
  type PaymentGateway,
  type FileStorage,
  type PlatformConfig,
} from '@certus/infra';
import { createAltchaBotCheck, ensureSchema as ensureBotCheckSchema, type AltchaBotCheckOptions } from './bot-check/bot-check.ts';
import { ensureThrottlingSchema } from './throttling/schema.ts';
import { PostgresAttempts } from './throttling/postgres-attempts.ts';
import { PostgresRateLimitStore } from './throttling/postgres-rate-limit-store.ts';
import { throttlePolicies, type ThrottlePolicyOverrides } from './throttling/throttle-policies.ts';
import { argon2Passwords } from './members/password-hasher.ts';
import { createOidcProviderRegistry } from './external-login/provider-registry.ts';
import { ExternalTokens } from './external-login/external-token.ts';
import { LoginStateCookies } from './external-login/login-state-cookie.ts';
import type { OidcProviderConfig } from './external-login/oidc-providers-config.ts';
import type { CommandServiceDeps } from './shared/deps.ts';
import { newsletterLinksIn } from './newsletter/newsletter-links.ts';
import { inboxItemsIn } from './leads/inbox-items.ts';
import { startCatalogue } from './catalogue/start-catalogue.ts';
import type { Catalogue } from '@certus/contracts';
import { PaymentProcess } from './payments/payment-process.ts';
import { purposeRecorders } from './payments/purpose-recorders.ts';

/** Wires the command side from configuration: the real store, SMTP, argon2id, ALTCHA, OpenID providers, system clock. */
export async function composeCommandService(options: {
  config: PlatformConfig & { jwtSecret: string; altchaHmacKey: string; smtpUrl: string };
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  mailer?: Mailer;
  /** External sign-in providers (OIDC_PROVIDERS, see oidcProvidersFromEnv); none by default. */
  oidcProviders?: OidcProviderConfig[];
  /** Tests move time by hand; everything else runs on the system clock. */
  clock?: Clock;
  /** A real gateway adapter; the built-in test gateway (documented test cards) by default. */
  payments?: PaymentGateway;
  /** Where uploaded files go; the folder of storageDirFromEnv() (STORAGE_DIR, else the data folder's storage/) by default. */
  storage?: FileStorage;
  /** The newsletter's marketing-forms service; from MARKETING_FORMS_URL (config) by default, off when unset. */
  marketingForms?: MarketingForms;
  /** The catalogue to publish at start-up when newer than the published one; contracts/catalogue/catalogue.json by default. */
  catalogue?: Catalogue;
  /** Changes to the sign-in, recover, resend and register throttles (tests raise the per-address budgets). */
  throttlePolicies?: ThrottlePolicyOverrides;
  /**
   * How much work a bot-check challenge asks of its solver; the defaults of bot-check.ts otherwise. Tests that
   * register hundreds of members through the real check ask little: the check is the same, only cheaper to pass.
   */
  botCheckWork?: Pick<AltchaBotCheckOptions, 'cost' | 'counterRange'>;
}): Promise<CommandServiceDeps> {
  const { config, pool, store, logger } = options;
  const clock = options.clock ?? systemClock;
  await ensureBotCheckSchema(pool);
  await ensureThrottlingSchema(pool);
  await ensureSessionEndIndex(pool);
  const endedSessions = new EndedSessions(clock, config.accessTokenTtlSeconds * 1000);
  // Before the first request: tokens are never checked against a list that has not been read yet.
  const sessionEndWatch = await watchSessionEnds({ pool, store, ended: endedSessions, clock, logger });
  const catalogue = await startCatalogue({ store, clock, logger, ...(options.catalogue ? { catalogue: options.catalogue } : {}) });
  const payments = options.payments ?? new TestPaymentGateway(clock, randomIds, await PostgresTestGatewayLedger.create(pool));
  const deps: Omit<CommandServiceDeps, 'paymentProcess'> & { paymentProcess?: PaymentProcess } = {
    store,
    clock,
    ids: randomIds,
    secrets: cryptoSecrets,
    passwords: argon2Passwords(),
    tokens: new AccessTokens(config.jwtSecret, clock, config.accessTokenTtlSeconds, endedSessions),
    endedSessions,
    attempts: new PostgresAttempts(pool, clock, throttlePolicies(options.throttlePolicies)),
    rateLimitStore: (prefix) => new PostgresRateLimitStore(pool, clock, prefix),
    mailer: options.mailer ?? createSmtpMailer(config.smtpUrl, config.mailFrom),
    payments,
    storage: options.storage ?? new FolderFileStorage(storageDirFromEnv()),
    botCheck: createAltchaBotCheck({ hmacKey: config.altchaHmacKey, pool, clock, ...options.botCheckWork }),
    externalLogin: {
      providers: createOidcProviderRegistry(options.oidcProviders ?? [], logger),
      tokens: new ExternalTokens(config.jwtSecret, clock, randomIds),
      loginState: new LoginStateCookies(config.jwtSecret, clock, config.publicOrigin),
    },
    marketingForms: options.marketingForms ?? marketingFormsFrom(config.marketingFormsUrl) ?? noMarketingForms,
    newsletterLinks: newsletterLinksIn(pool),
    inboxItems: inboxItemsIn(pool),
    catalogue,
    logger,
    config: {
      publicOrigin: config.publicOrigin,
      refreshTokenTtlDays: config.refreshTokenTtlDays,
      passwordResetTtlMinutes: config.passwordResetTtlMinutes,
      rateLimits: config.rateLimits,
    },
    close: () => sessionEndWatch.stop(),
  };
  // The recorders of what payments pay for need the whole of deps, and deps holds the process: tied here.
  const complete = deps as CommandServiceDeps;
  complete.paymentProcess = new PaymentProcess({ store, gateway: payments, clock, logger }, purposeRecorders(complete));
  return complete;
}
