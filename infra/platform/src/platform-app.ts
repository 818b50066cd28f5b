import type pg from 'pg';
import type { Logger } from 'pino';
import type { Router } from 'express';
import { CERTIFICATE_MAX_AGE_SECONDS, FEATURED_MAX_AGE_SECONDS } from '@certus/contracts';
import { FolderFileStorage, createServiceApp, devToolsRouter, randomIds, storagePublicUrlFromEnv, type LongTransaction, type ReceivedMail } from '@certus/infra';
import { commandRouter, type CommandServiceDeps } from '@certus/command-service';
import { censusTitleNameReader, certificateReader, featuredMonthReader, homeContentReader, queryRouter, type ForumSsoConfig } from '@certus/query-service';
import { allProjections } from '@certus/projections';
import { censusTitleNames } from './census-title-names.ts';
import { homeFeatured } from './home-featured.ts';
import { homeContent } from './home-content.ts';
import { publicCertificates } from './public-certificates.ts';
import { staticSite } from './static-site.ts';

/** Command and query APIs behind one origin, as the embedded default serves them (and tests drive them). */
export function createPlatformApp(options: {
  logger: Logger;
  commands: CommandServiceDeps;
  pool: pg.Pool;
  /** The SMTP sink's mail, shown at /dev/mailbox (embedded default only; local requests only). */
  mailbox?: () => ReceivedMail[];
  /** Origins besides the site's whose pages may call the API (CORS_ORIGINS). */
  corsOrigins?: readonly string[];
  /** Serve the built React site too. */
  site?: boolean;
  /** The local OpenID provider of the embedded default, on the same origin (e.g. under /dev/oidc); local requests only. */
  devOidc?: { mountPath: string; router: Router };
  /** Draw each new certificate's slab ahead, until this aborts (query-service slabs/slab-predraw.ts). */
  predrawSlabs?: AbortSignal;
  /** Proxies whose X-Forwarded-For is believed; TRUSTED_PROXIES by default (infra/src/http/client-address.ts). */
  trustedProxies?: readonly string[];
  /** The forum of the single sign-on; read from the environment (FORUM_URL, ...) when not given, null for none. */
  forum?: ForumSsoConfig | null;
  /** Every 2xx JSON answer must be exactly what its operation's schema describes (CHECK_RESPONSES; on in tests). */
  checkResponses?: boolean;
  /** The certificate registry's public key, served for checking its heads (the embedded default's key). */
  registryKeys?: readonly { keyId: string; publicKey: string }[];
  /** Calls an API key may make in a UTC day (API_KEY_DAILY_QUOTA); the query side reads the variable when not given. */
  apiKeyDailyQuota?: number;
  /** Long transactions on the database, reported by /api/health. */
  longTransactions?: () => readonly LongTransaction[];
}) {
  return createServiceApp({
    logger: options.logger,
    ids: randomIds,
    tokens: options.commands.tokens,
    publicOrigin: options.commands.config.publicOrigin,
    corsOrigins: options.corsOrigins ?? [],
    checkResponses: options.checkResponses ?? false,
    ...(options.longTransactions ? { longTransactions: options.longTransactions } : {}),
    routers: [
      commandRouter(options.commands),
      // One process: the query side serves the very folder the command side stores covers in.
      queryRouter({
        pool: options.pool,
        // One clock for both sides (tests move it by hand).
        clock: options.commands.clock,
        // And one source of ids: the auditors' trail records its looks with the command side's (tests fix them).
        ids: options.commands.ids,
        // The audit reads take the order streams from the log the command side writes.
        eventStore: options.commands.store,
        publicOrigin: options.commands.config.publicOrigin,
        projectionNames: allProjections.map((p) => p.name),
        logger: options.logger,
        ...(options.registryKeys ? { registryKeys: options.registryKeys } : {}),
        ...(options.apiKeyDailyQuota !== undefined ? { apiKeyDailyQuota: options.apiKeyDailyQuota } : {}),
        ...(options.forum !== undefined ? { forum: options.forum } : {}),
        ...(options.predrawSlabs ? { predrawSlabs: { signal: options.predrawSlabs, onError: (error: unknown) => options.logger.warn({ err: error }, 'slab not drawn ahead') } } : {}),
        ...(options.commands.storage instanceof FolderFileStorage ? { storage: { dir: options.commands.storage.root } } : {}),
      }),
    ],
    fallbacks: options.site
      ? [
          staticSite(undefined, {
            publicOrigin: options.commands.config.publicOrigin,
            // The home page's featured comics go out with its HTML, read from the query side's read model.
            homeFeatured: homeFeatured({
              readMonth: featuredMonthReader(options.pool),
              clock: options.commands.clock,
              maxAgeMs: FEATURED_MAX_AGE_SECONDS * 1000,
              onError: (error) => options.logger.warn({ err: error }, 'home page sent without its featured comics'),
            }),
            // And its next event and banners, read the same way.
            homeContent: homeContent({
              read: homeContentReader(options.pool, options.commands.clock, storagePublicUrlFromEnv()),
              clock: options.commands.clock,
              onError: (error) => options.logger.warn({ err: error }, 'home page sent without its next event and banners'),
            }),
            // The certificate of /certificate/{id} goes out with its page, read from the same read model.
            certificates: publicCertificates({
              read: certificateReader(options.pool),
              clock: options.commands.clock,
              maxAgeMs: CERTIFICATE_MAX_AGE_SECONDS * 1000,
              onError: (error) => options.logger.warn({ err: error }, 'certificate page sent without its certificate'),
            }),
            // The name heading /census/{title}, read from the census read model.
            censusTitles: censusTitleNames({
              read: censusTitleNameReader(options.pool),
              clock: options.commands.clock,
              onError: (error) => options.logger.warn({ err: error }, 'census grid page sent without its title'),
            }),
            onShellError: (error) => options.logger.error({ err: error }, 'page sent without its server-drawn shell'),
          }),
        ]
      : [],
    // The dev mailbox and the demo sign-in, this machine only (see devToolsRouter).
    ownBodyRouters: options.mailbox || options.devOidc ? [devToolsRouter({ mailbox: options.mailbox, oidc: options.devOidc })] : [],
    ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
  });
}
