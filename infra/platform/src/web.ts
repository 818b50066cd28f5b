import express from 'express';
import { CERTIFICATE_MAX_AGE_SECONDS, FEATURED_MAX_AGE_SECONDS } from '@certus/contracts';
import { apiSideOf, createLogger, numberEnv, randomIds, securityHeaders, systemClock } from '@certus/infra';
import { POOLED_BASE_URL, UpstreamPool, failoverFetch, upstreamUrls } from './upstream-pool.ts';
import { upstreamProxy } from './upstream-proxy.ts';
import { featuredOverHttp, homeFeatured } from './home-featured.ts';
import { certificateOverHttp, publicCertificates } from './public-certificates.ts';
import { censusTitleNameOverHttp, censusTitleNames } from './census-title-names.ts';
import { homeContent, homeContentOverHttp } from './home-content.ts';
import { staticSite } from './static-site.ts';

/**
 * npm run start:web: the site in distributed mode, for when nginx (infra/ops/nginx.conf) is not in front.
 * Commands (POST/PUT/DELETE, and the bot-check challenge, API docs and external sign-in) go to the command service,
 * queries (GET) to the query service: so the staff steps (POST /api/staff/..., the cover upload PUT
 * /api/staff/orders/{id}/books/{n}/cover) and paying a balance (POST /api/orders/transaction) are commands,
 * while the staff queue (GET /api/staff/orders), the live tracker (GET /api/stream/...) and the stored files
 * (GET /storage/...) are answered by the query service. Bodies are passed through unread (the cover upload's
 * 50 MB limit is the command service's to enforce), and responses unbuffered (server-sent events).
 * COMMAND_URL and QUERY_URL each name one instance or a comma list: requests go to them in turn, one that is down
 * is passed over (upstream-proxy.ts says when a request is sent again), and none up answers 503 in the contracts'
 * error shape with a correlation id.
 */
const logger = createLogger('web');
const port = numberEnv('WEB_PORT', 8080);
let commands: UpstreamPool;
let queries: UpstreamPool;
try {
  commands = new UpstreamPool('command', upstreamUrls('COMMAND_URL', process.env.COMMAND_URL, 'http://127.0.0.1:8081'));
  queries = new UpstreamPool('query', upstreamUrls('QUERY_URL', process.env.QUERY_URL, 'http://127.0.0.1:8082'));
} catch (error) {
  logger.fatal((error as Error).message);
  process.exit(2);
}
const toCommands = upstreamProxy(commands, { ids: randomIds, logger });
const toQueries = upstreamProxy(queries, { ids: randomIds, logger });
// The front's own reads (a page's server-drawn content) go to the query instances in turn too.
const queryUrl = POOLED_BASE_URL;
const queryFetch = failoverFetch(queries);

const app = express();
app.disable('x-powered-by');
// Not mounted on a path: a mount would strip the prefix from the URL the services see.
app.use((req, res, next) => {
  const path = req.path;
  // The storage folder is served (read-only) by the query service; writes to it are refused there.
  if (path.startsWith('/storage/')) return toQueries(req, res, next);
  if (!path.startsWith('/api/') && path !== '/token') return next();
  return (apiSideOf(req.method, path) === 'query' ? toQueries : toCommands)(req, res, next);
});
// The services' own headers (HSTS only for an https PUBLIC_ORIGIN, Permissions-Policy) on the site's pages too.
app.use(securityHeaders(process.env.PUBLIC_ORIGIN ?? ''));
app.use(
  staticSite(undefined, {
    publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    // The home page's featured comics go out with its HTML, asked of the query service's public API.
    homeFeatured: homeFeatured({
      readMonth: featuredOverHttp(queryUrl, queryFetch),
      clock: systemClock,
      maxAgeMs: FEATURED_MAX_AGE_SECONDS * 1000,
      onError: (error) => logger.warn({ err: error }, 'home page sent without its featured comics'),
    }),
    // And its next event and banners.
    homeContent: homeContent({
      read: homeContentOverHttp(queryUrl, queryFetch),
      clock: systemClock,
      onError: (error) => logger.warn({ err: error }, 'home page sent without its next event and banners'),
    }),
    // The certificate of /certificate/{id} goes out with its page, asked of the query service's public lookup.
    certificates: publicCertificates({
      read: certificateOverHttp(queryUrl, queryFetch),
      clock: systemClock,
      maxAgeMs: CERTIFICATE_MAX_AGE_SECONDS * 1000,
      onError: (error) => logger.warn({ err: error }, 'certificate page sent without its certificate'),
    }),
    // The name heading /census/{title}, asked of the query service's public title name.
    censusTitles: censusTitleNames({
      read: censusTitleNameOverHttp(queryUrl, queryFetch),
      clock: systemClock,
      onError: (error) => logger.warn({ err: error }, 'census grid page sent without its title'),
    }),
    onShellError: (error) => logger.error({ err: error }, 'page sent without its server-drawn shell'),
  }),
);
app.listen(port, (error?: Error) => {
  if (!error) return logger.info({ port, commandInstances: commands.urls.map((u) => u.origin), queryInstances: queries.urls.map((u) => u.origin) }, 'web front listening');
  logger.fatal({ err: error, port }, 'web front cannot listen');
  process.exit(1);
});
