import { afterEach, describe, expect, it } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SITE_CONFIG_PATH } from '@certus/contracts';
import { DEFAULT_EVENTS_CALENDAR_URL, siteConfigFromEnv, siteConfigRoute } from './site-config.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

describe('site configuration', () => {
  it('given no EVENTS_CALENDAR_URL, then the documented default calendar is used', () => {
    expect(siteConfigFromEnv({})).toEqual({ eventsCalendarUrl: DEFAULT_EVENTS_CALENDAR_URL, analyticsScriptUrl: null, forumClearSessionUrl: null });
  });

  it('given an EVENTS_CALENDAR_URL, then the site is sent there', () => {
    expect(siteConfigFromEnv({ EVENTS_CALENDAR_URL: 'https://calendar.example.org/comics' }).eventsCalendarUrl).toBe(
      'https://calendar.example.org/comics',
    );
  });

  it('given a value that is not a URL, then the service refuses to start, naming the variable', () => {
    expect(() => siteConfigFromEnv({ EVENTS_CALENDAR_URL: 'calendar' })).toThrow(/EVENTS_CALENDAR_URL/);
  });

  it('given a tag manager and a forum with its clear-session script, then the browser is told both', () => {
    const env = { FORUM_URL: 'https://forum.example.test/sso', ANALYTICS_SCRIPT_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST', FORUM_CLEAR_SESSION_URL: 'https://forum.example.test/clear.js' };
    expect(siteConfigFromEnv(env)).toMatchObject({ analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL, forumClearSessionUrl: env.FORUM_CLEAR_SESSION_URL });
  });

  it('given a clear-session script without a forum, or a script address that is not http(s), then the service refuses to start, naming the variable', () => {
    expect(() => siteConfigFromEnv({ FORUM_CLEAR_SESSION_URL: 'https://forum.example.test/clear.js' })).toThrow(/FORUM_URL/);
    expect(() => siteConfigFromEnv({ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)' })).toThrow(/ANALYTICS_SCRIPT_URL/);
  });

  it('when GET /api/site/config is asked, then it answers the settings, cacheable for 300 s (spec 7.5)', async () => {
    const app = express().use(siteConfigRoute({ eventsCalendarUrl: 'https://calendar.example.org/' }));
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${SITE_CONFIG_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await response.json()).toEqual({ eventsCalendarUrl: 'https://calendar.example.org/' });
  });
});
