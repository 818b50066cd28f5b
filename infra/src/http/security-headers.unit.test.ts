import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { createServiceApp } from './service-app.ts';
import { HSTS_VALUE, configuredScriptsFromEnv, contentSecurityDirectives, sendsHsts } from './security-headers.ts';
import { MEMBER_PAGE_SCRIPT_HASH } from './member-page-script.ts';

const SITE = 'http://localhost:8080';

/** One request through the shared HTTP frame, on a real socket; returns the answer's headers and status. */
async function ask(options: { publicOrigin?: string; corsOrigins?: string[]; method?: string; headers?: Record<string, string>; path?: string } = {}) {
  const app = createServiceApp({
    logger: pino({ level: 'silent' }),
    ids: sequentialIds(),
    tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
    publicOrigin: options.publicOrigin ?? SITE,
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    routers: [Router().get('/api/thing', (_req, res) => void res.json({ ok: true })).get('/assets/index-AbC.js', (_req, res) => void res.type('js').send('export {};'))],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${options.path ?? '/api/thing'}`, {
      method: options.method ?? 'GET',
      headers: options.headers ?? {},
    });
    return { status: response.status, headers: response.headers };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('Strict-Transport-Security', () => {
  it('given the embedded default on http://localhost, when asked over plain http, then no HSTS (it would pin localhost to https for a year)', async () => {
    const { headers } = await ask();
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('given an https public origin (TLS ends at the proxy in front), when asked, then HSTS for a year with subdomains', async () => {
    const { headers } = await ask({ publicOrigin: 'https://www.example.com' });
    expect(headers.get('strict-transport-security')).toBe(HSTS_VALUE);
  });

  it('given an http public origin, then HSTS only on a request that came over TLS', () => {
    expect(sendsHsts('http://localhost:8080', false)).toBe(false);
    expect(sendsHsts('http://localhost:8080', true)).toBe(true);
    expect(sendsHsts('HTTPS://www.example.com', false)).toBe(true);
  });
});

describe("the site's built files", () => {
  it('given a built script, then it carries no sniffing, no cross-origin reads and no referrer, and none of a page\'s policies', async () => {
    const page = await ask();
    const file = await ask({ path: '/assets/index-AbC.js', publicOrigin: 'https://certus.example' });

    expect(file.status).toBe(200);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(file.headers.get('referrer-policy')).toBe('no-referrer');
    expect(file.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    for (const pagePolicy of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(page.headers.get(pagePolicy), pagePolicy).not.toBeNull();
      expect(file.headers.get(pagePolicy), pagePolicy).toBeNull();
    }
  });
});

describe('Permissions-Policy', () => {
  it('given any answer, then camera, microphone, payment and usb are off and geolocation is for the site itself', async () => {
    const policy = (await ask()).headers.get('permissions-policy')!;
    const features = Object.fromEntries(policy.split(', ').map((entry) => entry.split('=')));
    expect(features).toMatchObject({ camera: '()', microphone: '()', payment: '()', usb: '()', geolocation: '(self)' });
    for (const [feature, allowlist] of Object.entries(features)) expect(['()', '(self)'], feature).toContain(allowlist);
  });
});

describe('CORS', () => {
  it("given a page of the site's own origin, then the answer allows exactly that origin and varies by Origin", async () => {
    const { headers } = await ask({ headers: { origin: SITE } });
    expect(headers.get('access-control-allow-origin')).toBe(SITE);
    expect(headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('given a page of another origin, then no Access-Control-Allow-Origin at all (and still Vary: Origin)', async () => {
    const { headers } = await ask({ headers: { origin: 'https://evil.example' } });
    expect(headers.get('access-control-allow-origin')).toBeNull();
    expect(headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('given a preflight from another origin, then it is not allowed', async () => {
    const { headers } = await ask({ method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' } });
    expect(headers.get('access-control-allow-origin')).toBeNull();
  });

  it('given CORS_ORIGINS, then a page of a listed origin is allowed with its own origin, and the site still is', async () => {
    const admin = 'https://admin.example.com';
    expect((await ask({ corsOrigins: [admin], headers: { origin: admin } })).headers.get('access-control-allow-origin')).toBe(admin);
    expect((await ask({ corsOrigins: [admin], headers: { origin: SITE } })).headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await ask({ corsOrigins: [admin], headers: { origin: 'https://admin.example.com.evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Content-Security-Policy and the configured third-party scripts', () => {
  it('given no analytics or forum script configured, then the site runs its own scripts only, and inline only the member pages\' script', () => {
    const directives = contentSecurityDirectives(configuredScriptsFromEnv({}));
    expect(directives['script-src']).toEqual(["'self'", MEMBER_PAGE_SCRIPT_HASH]);
    expect(MEMBER_PAGE_SCRIPT_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(directives['connect-src']).toBeUndefined();
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('given a tag manager and a forum clear-session script, then their origins may run scripts and the tag manager may send to its own', () => {
    const directives = contentSecurityDirectives(
      configuredScriptsFromEnv({ ANALYTICS_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', FORUM_CLEAR_SESSION_URL: 'https://forum.example.test/session/clear.js' }),
    );
    expect(directives['script-src']).toEqual(["'self'", MEMBER_PAGE_SCRIPT_HASH, 'https://www.googletagmanager.com', 'https://forum.example.test']);
    expect(directives['connect-src']).toEqual(["'self'", 'https://www.googletagmanager.com']);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'https://www.googletagmanager.com']);
  });

  it('given a script address that is not http(s), then it adds nothing', () => {
    expect(contentSecurityDirectives({ analyticsScriptUrl: 'javascript:alert(1)', forumClearSessionUrl: 'not a url' })['script-src']).toEqual(["'self'", MEMBER_PAGE_SCRIPT_HASH]);
  });
});
