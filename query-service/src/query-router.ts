import { Router } from 'express';
import type pg from 'pg';
import { userProfileRoute } from './user-profile/user-profile.ts';
import { DEFAULT_API_KEY_DAILY_QUOTA, type SiteConfigResponse } from '@certus/contracts';
import { PostgresEventStore, numberEnv, randomIds, storageDirFromEnv, systemClock, type Clock, type EventStore, type IdGenerator, type Logger } from '@certus/infra';
import { siteConfigFromEnv, siteConfigRoute } from './site/site-config.ts';
import { addressLookupsRoute } from './address-book/address-lookups.ts';
import { awaitWrittenAt } from './consistency/await-written-at.ts';
import { rewardsRoutes } from './rewards/rewards-routes.ts';
import { newsletterStatusRoute } from './newsletter/newsletter-status.ts';
import { forumSsoFromEnv, forumSsoRoutes, type ForumSsoConfig } from './forum-sso/forum-sso.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { reholderComicRoute } from './certificates/reholder-comic.ts';
import { orderLifecycleRoutes } from './orders/order-routes.ts';
import { createTrackerFeed, type TrackerHub } from './orders/tracker-hub.ts';
import { readTrackerView } from './orders/order-tracker.ts';
import { poolListenConnector } from './notifications/channel-listener.ts';
import { storageRoute } from './storage/storage-route.ts';
import { storagePublicUrlFromEnv } from './storage/cover-url.ts';
import { populationRoutes } from './population/population-router.ts';
import { CensusAnswerCache, readCensusGeneration } from './population/census-answer-cache.ts';
import { certificateLookupRoutes } from './comics/certificate-lookup.ts';
import { SlabImages } from './slabs/slab-images.ts';
import { slabRoutes } from './slabs/slab-routes.ts';
import { predrawNewSlabs } from './slabs/slab-predraw.ts';
import { contentRoutes } from './content/content-routes.ts';
import { storeRoutes } from './stores/store-routes.ts';
import { landingReadRoutes } from './leads/landing-reads.ts';
// Issue [3/7] (tat): turnaround, submission templates, the shipping test screen.
import { catalogueReader } from './catalogue/catalogue-view.ts';
import { turnaroundRoutes } from './turnaround/turnaround-routes.ts';
import { submissionTemplateReads } from './submission-templates/submission-template-reads.ts';
import { shippingTestRoute } from './shipping-test/shipping-test-route.ts';
// Issue [4/7]: the auditors' reads of an order's history and past moments, finding orders, their own trail.
import { auditRoutes } from './audit/audit-routes.ts';
import { ledgerAndCustodyRoutes } from './audit/ledger-and-custody-routes.ts';
import { recordAuditedReads } from './audit/record-audited-reads.ts';
import { auditSearchRoutes } from './audit/audit-search-routes.ts';
import { auditTrailRoutes } from './audit/audit-trail-routes.ts';
import { RegistryReader, type RegistryKeyInfo } from './registry/registry-reader.ts';
import { registryReads, registryRoutes } from './registry/registry-routes.ts';
// Issue [5/7] (public API): the keyed endpoints and the member's keys.
import { apiKeyRouters } from './api-keys/index.ts';

export interface QueryServiceDeps {
  /** The read-model tables, and the event log on the same database (the audit reads). */
  pool: pg.Pool;
  /**
   * The event log, read by the audit routes (an order's history and past moments are the log itself, not a read
   * model), and written with one kind of event only: AuditRecordOpened, the auditors' trail, recorded by the read
   * an auditor makes (audit/record-audited-reads.ts). One on the pool when not given; the embedded platform passes
   * the command side's, tests their own.
   */
  eventStore?: EventStore;
  /** Where the ids of what the query side records come from (the auditors' trail's view ids); random when not given. */
  ids?: IdGenerator;
  /** Run-time settings of the site; read from the environment when not given. */
  site?: SiteConfigResponse;
  /** The projections whose checkpoints a read-your-writes GET waits for; all of them when not given. */
  projectionNames?: readonly string[];
  /** The forum of the single sign-on (spec 2.4); read from the environment when not given, null for none. */
  forum?: ForumSsoConfig | null;
  /**
   * The live tracker feed (one LISTEN connection per process). When not given, one is made on the pool: it
   * holds its connection only while a tracker stream is open, so it needs no closing; a process that wants
   * to end open streams at shutdown passes its own and closes it (main.ts).
   */
  trackerHub?: TrackerHub;
  /** The storage folder served read-only at /storage, and where covers are addressed; from the environment when not given. */
  storage?: { dir?: string; publicUrl?: string };
  /** What "now" is (the population search's year bound); the system clock when not given. */
  clock?: Clock;
  /** The site's origin (PUBLIC_ORIGIN): a slab's QR code opens the certificate page there. From the environment when not given. */
  publicOrigin?: string;
  /**
   * Draw each new certificate's slab as soon as the census has it (slabs/slab-predraw.ts), until the signal
   * aborts: the services' processes ask for it; tests that build routers do not.
   */
  predrawSlabs?: { signal: AbortSignal; onError?: (error: unknown) => void };
  /** The certificate registry's public key(s), served at /api/registry/keys for checking its heads; none when not given. */
  registryKeys?: readonly RegistryKeyInfo[];
  /** Where the registry's read errors (a drift from its signed root) are told. */
  logger?: Logger;
  /** Calls an API key may make in a UTC day on the keyed endpoints; API_KEY_DAILY_QUOTA (default 1,000) when not given. */
  apiKeyDailyQuota?: number;
  /**
   * Where census search answers are kept between reads of the same census (population/census-answer-cache.ts);
   * one per router when not given, null for none (a benchmark's cold figure).
   */
  censusAnswers?: CensusAnswerCache | null;
}

export function trackerHubFor(pool: pg.Pool, onError?: (error: unknown) => void): TrackerHub {
  return createTrackerFeed({ readView: (orderId) => readTrackerView(pool, orderId, null), connect: poolListenConnector(pool), ...(onError ? { onError } : {}) });
}

/** Every GET endpoint of spec section 7 that exists so far. */
export function queryRouter(deps: QueryServiceDeps): Router {
  const router = Router();
  router.use(awaitWrittenAt(deps.pool, deps.projectionNames ? { projectionNames: deps.projectionNames } : {}));
  router.use(userProfileRoute(deps.pool));
  router.use(siteConfigRoute(deps.site ?? siteConfigFromEnv()));
  router.use(rewardsRoutes(deps.pool));
  router.use(newsletterStatusRoute(deps.pool));
  router.use(forumSsoRoutes(deps.forum === undefined ? forumSsoFromEnv() : deps.forum));
  router.use(addressLookupsRoute());
  router.use(catalogueRoutes(deps.pool));
  const storagePublicUrl = deps.storage?.publicUrl ?? storagePublicUrlFromEnv();
  const storageDir = deps.storage?.dir ?? storageDirFromEnv();
  const publicOrigin = deps.publicOrigin ?? (process.env.PUBLIC_ORIGIN || 'http://localhost:8080');
  // The slab images first: GET /api/comics/{id}/{type} (reholder) would take slab.svg for a collectible type.
  const slabs = new SlabImages(deps.pool, storageDir, publicOrigin);
  router.use(slabRoutes(slabs));
  if (deps.predrawSlabs) {
    const { signal, onError } = deps.predrawSlabs;
    void predrawNewSlabs({ pool: deps.pool, slabs, clock: deps.clock ?? systemClock, signal, ...(onError ? { onError } : {}) });
  }
  // GET /api/comics/{id}/{type} (reholder) passes search/featured/user on; /api/comics/{id} comes after the lists.
  router.use(reholderComicRoute(deps.pool));
  router.use(orderLifecycleRoutes(deps.pool, { trackerHub: deps.trackerHub ?? trackerHubFor(deps.pool), storagePublicUrl }));
  router.use(
    populationRoutes(deps.pool, {
      clock: deps.clock ?? systemClock,
      storagePublicUrl,
      censusAnswers: deps.censusAnswers === undefined ? new CensusAnswerCache(() => readCensusGeneration(deps.pool)) : deps.censusAnswers,
    }),
  );
  router.use(certificateLookupRoutes(deps.pool, storagePublicUrl));
  router.use(contentRoutes(deps.pool, { clock: deps.clock ?? systemClock, storagePublicUrl }));
  router.use(landingReadRoutes(deps.pool));
  router.use(storageRoute(storageDir));
  router.use(storeRoutes(deps.pool, { clock: deps.clock ?? systemClock }));
  // Issue [3/7] (tat)
  const tatCatalogue = catalogueReader(deps.pool);
  router.use(turnaroundRoutes(deps.pool, { clock: deps.clock ?? systemClock, currentCatalogue: tatCatalogue }));
  router.use(submissionTemplateReads(deps.pool));
  router.use(shippingTestRoute(tatCatalogue));
  // Issue [4/7]
  const eventStore = deps.eventStore ?? new PostgresEventStore(deps.pool, deps.clock ?? systemClock, randomIds);
  // Every /api/audit router goes after this: an auditor's read is recorded in the trail before it answers.
  router.use(recordAuditedReads({ store: eventStore, clock: deps.clock ?? systemClock, ids: deps.ids ?? randomIds }));
  router.use(auditRoutes({ store: eventStore, pool: deps.pool, clock: deps.clock ?? systemClock, storagePublicUrl }));
  // The fee ledger, the books' custody (auditors', and the member's own) and the auditors' exports.
  router.use(ledgerAndCustodyRoutes({ store: eventStore, pool: deps.pool }));
  router.use(auditSearchRoutes(deps.pool));
  router.use(auditTrailRoutes(deps.pool));
  // Issue [5/7]: the certificate registry.
  const registryReader = new RegistryReader(deps.pool, deps.registryKeys ?? []);
  router.use(registryRoutes(registryReader, deps.logger));
  // Issue [5/7] (public API): the keyed endpoints (/api/v1/...) and GET /api/userprofile/apikeys.
  const apiKeyDailyQuota = deps.apiKeyDailyQuota ?? numberEnv('API_KEY_DAILY_QUOTA', DEFAULT_API_KEY_DAILY_QUOTA);
  for (const apiKeyRouter of apiKeyRouters({ pool: deps.pool, clock: deps.clock ?? systemClock, dailyQuota: apiKeyDailyQuota, registry: registryReads(registryReader, deps.logger), storagePublicUrl })) {
    router.use(apiKeyRouter);
  }
  return router;
}
