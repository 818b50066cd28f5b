import type { Logger } from 'pino';
import type { Store as RateLimitStore } from 'express-rate-limit';
import type { AccessTokens, Clock, EndedSessions, EventStore, FileStorage, IdGenerator, Mailer, MarketingForms, PaymentGateway, SecretSource } from '@certus/infra';
import type { BotCheck } from '../bot-check/bot-check.ts';
import type { PasswordHasher } from '../members/password-hasher.ts';
import type { OidcProviderRegistry } from '../external-login/provider-registry.ts';
import type { ExternalTokens } from '../external-login/external-token.ts';
import type { LoginStateCookies } from '../external-login/login-state-cookie.ts';
import type { NewsletterLinks } from '../newsletter/newsletter-links.ts';
import type { InboxItems } from '../leads/inbox-items.ts';
import type { CatalogueSource } from '../catalogue/catalogue-source.ts';
import type { PostgresAttempts } from '../throttling/postgres-attempts.ts';
import type { PaymentProcess } from '../payments/payment-process.ts';

export interface CommandServiceConfig {
  /** Origin of the site, used in links sent by mail. */
  publicOrigin: string;
  refreshTokenTtlDays: number;
  passwordResetTtlMinutes: number;
  rateLimits: { tokenPerMinute: number; accountPerMinute: number };
}

/** Everything a command slice needs, passed in so tests can fix time, ids and secrets. */
export interface CommandServiceDeps {
  store: EventStore;
  clock: Clock;
  ids: IdGenerator;
  secrets: SecretSource;
  passwords: PasswordHasher;
  tokens: AccessTokens;
  /**
   * Sessions ended within the last token lifetime (fed by the log); a request that ends one records it
   * here too before it answers, so this process refuses the session's access tokens at once.
   */
  endedSessions: EndedSessions;
  /** Growing delays per account and per client address (sign-in, recover, resend, register), shared in PostgreSQL. */
  attempts: PostgresAttempts;
  /** Per-minute request counters for express-rate-limit, shared in PostgreSQL; one store per limiter. */
  rateLimitStore: (prefix: string) => RateLimitStore;
  mailer: Mailer;
  /** Stores cards and bank accounts and charges them (spec 3 Payment method); the test gateway by default. */
  payments: PaymentGateway;
  /**
   * Every charge goes through it: the intent recorded before the gateway is called, the answer and what it
   * paid for after (payments/payment-process.ts). Routes never call `payments.charge` themselves.
   */
  paymentProcess: PaymentProcess;
  /** Uploaded files (cover photos at imaging, spec 9); the query side serves the same place at /storage/. */
  storage: FileStorage;
  botCheck: BotCheck;
  /** External sign-in through OpenID Connect (spec 2.1 /auth/{provider}, 2.5 externaltoken). */
  externalLogin: {
    providers: OidcProviderRegistry;
    tokens: ExternalTokens;
    loginState: LoginStateCookies;
  };
  /** The newsletter's external marketing-forms service (spec 7.5); off unless MARKETING_FORMS_URL is set. */
  marketingForms: MarketingForms;
  /** Finds the address an unsubscribe link was mailed to (the newsletter read model). */
  newsletterLinks: NewsletterLinks;
  /** Finds the stream of a staff inbox item (the staff_inbox read model). */
  inboxItems: InboxItems;
  /** The published service catalogue: tiers, prices, rates, promos (spec 3 Submit data). */
  catalogue: CatalogueSource;
  logger: Logger;
  config: CommandServiceConfig;
  /** Stops what composing started (the session-end watch); call before closing the pool. */
  close(): Promise<void>;
}
