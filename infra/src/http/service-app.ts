import express, { type Router } from 'express';
import type { Logger } from 'pino';
import type { IdGenerator } from '../runtime/ids.ts';
import { correlationId } from './correlation.ts';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { refuseMalformedRequestText } from './well-formed-request-text.ts';
import { readBearer } from './auth-middleware.ts';
import { apiCors, securityHeaders } from './security-headers.ts';
import { responseCompression } from './response-compression.ts';
import { checkResponsesAgainstContracts } from './response-contract.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { LongTransaction } from '../db/long-transactions.ts';
import { trustProxySetting, trustedProxiesFromEnv, type TrustedProxies } from './client-address.ts';
import { requestLog } from './request-log.ts';
import './request-context.ts';

export interface ServiceAppOptions {
  logger: Logger;
  ids: IdGenerator;
  tokens: AccessTokens;
  /** The site's origin: CORS lets pages of it call the API from a browser; https here means HSTS on every answer. */
  publicOrigin: string;
  /** Other origins whose pages may call the API (CORS_ORIGINS), besides publicOrigin. */
  corsOrigins?: readonly string[];
  routers: Router[];
  /** Mounted after the API routers and before the 404 handler (the SPA's static files, the dev mailbox). */
  fallbacks?: Router[];
  /** Mounted before the body parsers, for apps that read their own request bodies (the dev OpenID provider). */
  ownBodyRouters?: Router[];
  bodyLimit?: string;
  /** Proxies whose X-Forwarded-For is believed; TRUSTED_PROXIES by default (see client-address.ts). */
  trustedProxies?: TrustedProxies;
  /** CHECK_RESPONSES: every 2xx JSON answer must be exactly what its operation's schema describes (response-contract.ts). */
  checkResponses?: boolean;
  /** Long transactions on the database, reported by /api/health (db/long-transactions.ts); none reported when not given. */
  longTransactions?: () => readonly LongTransaction[];
}

/** The HTTP frame every service shares: security headers, compression, CORS, body limits, correlation ids, logs, errors (see security-headers.ts). */
export function createServiceApp(options: ServiceAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(options.trustedProxies ?? trustedProxiesFromEnv()));
  app.use(correlationId(options.ids));
  app.use(requestLog(options.logger));
  app.use(securityHeaders(options.publicOrigin));
  app.use(responseCompression());
  app.use(apiCors([options.publicOrigin, ...(options.corsOrigins ?? [])]));
  for (const router of options.ownBodyRouters ?? []) app.use(router);
  app.use(refuseMalformedRequestText);
  const limit = options.bodyLimit ?? '100kb';
  app.use(express.json({ limit }));
  app.use(express.urlencoded({ extended: false, limit }));
  app.use(readBearer(options.tokens));
  app.get('/api/health', (_req, res) => {
    const long = options.longTransactions?.() ?? [];
    res.json(long.length > 0 ? { status: 'ok', longTransactions: long } : { status: 'ok' });
  });
  if (options.checkResponses) app.use(checkResponsesAgainstContracts(options.logger));
  for (const router of options.routers) app.use(router);
  for (const router of options.fallbacks ?? []) app.use(router);
  app.use(notFoundHandler);
  app.use(errorHandler(options.logger));
  return app;
}
