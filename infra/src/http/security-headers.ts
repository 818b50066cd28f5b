import type { RequestHandler } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import { API_KEY_HEADER, KEYED_API_PREFIX } from '@certus/contracts';
import { MEMBER_PAGE_SCRIPT_HASH } from './member-page-script.ts';

/**
 * Browser features the site may use: none of the powerful ones, except geolocation for itself (the store
 * locator will ask for it) and fullscreen for itself (photos). Embedded frames get nothing. Only features
 * browsers know are listed: an unknown one makes Chromium print a console warning on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** One year, subdomains included: helmet's default value, now sent only where it means something. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * When to send Strict-Transport-Security (RFC 6797: never over plain http). Always when the site's public
 * origin is https: browsers reach it over TLS only (a TLS proxy in front may talk plain http to us, and a
 * browser ignores the header on an http answer anyway, 8.1). Otherwise only on a request that came over TLS
 * (`req.secure`: a TLS socket, or X-Forwarded-Proto https from a proxy Express trusts). So the embedded
 * default on http://localhost never pins localhost to https for a year, for every port on it.
 */
export function sendsHsts(publicOrigin: string, requestIsSecure: boolean): boolean {
  return requestIsSecure || publicOrigin.toLowerCase().startsWith('https:');
}

/**
 * The third-party scripts the site loads, only when the deployment configures them (GET /api/site/config
 * hands the same settings to the browser): a tag manager for the analytics dataLayer (ANALYTICS_SCRIPT_URL)
 * and the forum's clear-session script fetched at logout (FORUM_CLEAR_SESSION_URL). Unset, the site loads
 * no script but its own, and the policy says so.
 */
export interface ConfiguredScripts {
  analyticsScriptUrl?: string | null;
  forumClearSessionUrl?: string | null;
}

export function configuredScriptsFromEnv(env: NodeJS.ProcessEnv = process.env): ConfiguredScripts {
  return { analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || null, forumClearSessionUrl: env.FORUM_CLEAR_SESSION_URL || null };
}

const originOf = (url: string | null | undefined): string | null => (url && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) ? new URL(url).origin : null);

/**
 * The Content-Security-Policy directives beyond helmet's defaults: a blob: worker for the bot check, and in
 * script-src the hash of the member pages' one inline script and the origins of the configured scripts. A tag manager also fetches and sends beacons to its own
 * origin (connect-src, img-src); the forum's script only has to run.
 */
export function contentSecurityDirectives(scripts: ConfiguredScripts): Record<string, string[]> {
  const analytics = originOf(scripts.analyticsScriptUrl);
  const forum = originOf(scripts.forumClearSessionUrl);
  const scriptOrigins = [...new Set([analytics, forum].filter((o): o is string => o !== null))];
  return {
    // the bot-check widget solves its puzzle in a web worker created from a blob
    'worker-src': ["'self'", 'blob:'],
    // the script that names the tab's member on a page drawn for them (member-page-script.ts), by its hash
    'script-src': ["'self'", MEMBER_PAGE_SCRIPT_HASH, ...scriptOrigins],
    ...(analytics ? { 'connect-src': ["'self'", analytics], 'img-src': ["'self'", 'data:', analytics] } : {}),
  };
}

/**
 * The site's built files (frontend/dist/assets: scripts, styles, pictures, fonts, each named by its hash): never a
 * page nor a worker, so a page's policies (CSP, Permissions-Policy, framing, opener) mean nothing on them.
 */
const BUILT_FILE_PATH = /^\/assets\//;

/**
 * What a built file carries instead of a page's set: no sniffing (a script is run as what it says it is), no
 * reading from another origin, no referrer from the module scripts' own imports. About 900 bytes fewer per file,
 * uncompressed over HTTP/1.1: 26 kB of a phone's first visit of the home page, which fetches 29 scripts.
 */
const BUILT_FILE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Referrer-Policy': 'no-referrer',
} as const;

/**
 * The headers every answer carries: helmet's set (CSP with a blob: worker for the bot check and the configured
 * scripts' origins) without its unconditional HSTS, HSTS by `sendsHsts`, and the Permissions-Policy above; the
 * site's built files carry only the few that mean something on them (BUILT_FILE_HEADERS), and HSTS.
 */
export function securityHeaders(publicOrigin: string, scripts: ConfiguredScripts = configuredScriptsFromEnv()): RequestHandler[] {
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: contentSecurityDirectives(scripts),
    },
    strictTransportSecurity: false,
  });
  return [
    (req, res, next) => {
      if (sendsHsts(publicOrigin, req.secure)) res.setHeader('Strict-Transport-Security', HSTS_VALUE);
      if (BUILT_FILE_PATH.test(req.path)) {
        for (const [name, value] of Object.entries(BUILT_FILE_HEADERS)) res.setHeader(name, value);
        return next();
      }
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      pageHeaders(req, res, next);
    },
  ];
}

/**
 * CORS for the API: a browser page on one of `origins` (the site's own origin, plus CORS_ORIGINS) may call
 * it; any other Origin gets no Access-Control-Allow-Origin at all (its browser then keeps the answer from
 * it). The answer names the origin it allows and says `Vary: Origin`, so no cache serves one origin's answer
 * to another.
 */
export function apiCors(origins: readonly string[]): RequestHandler {
  const siteCors = cors({
    // A list (not a function): cors then answers Vary: Origin to every origin, allowed or not.
    origin: [...origins],
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Correlation-Id', 'Idempotency-Key'],
    exposedHeaders: ['X-Correlation-Id'],
  });
  return (req, res, next) => (req.path.startsWith(KEYED_API_PREFIX) ? keyedApiCors(req, res, next) : siteCors(req, res, next));
}

/**
 * CORS for the keyed API (/api/v1/...): any page may call it, since what lets a call in is the X-Api-Key it sends,
 * never a cookie or the browser's session (no credentials). Its quota headers are readable by the page.
 */
const keyedApiCors = cors({
  origin: '*',
  credentials: false,
  methods: ['GET', 'HEAD'],
  allowedHeaders: [API_KEY_HEADER, 'X-Correlation-Id'],
  exposedHeaders: ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Correlation-Id'],
  maxAge: 600,
});
