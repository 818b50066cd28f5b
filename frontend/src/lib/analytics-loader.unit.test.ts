import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { SITE_CONFIG_PATH, type SiteConfigResponse } from '@certus/contracts';
import { apiUrl, server } from '../testing/msw-server.ts';
import { loadConfiguredTagManager } from './analytics-loader.ts';
import { track } from './analytics.ts';
import { waitFor } from '@testing-library/react';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.head.querySelectorAll('script[data-certus-third-party]').forEach((s) => s.remove());
});
afterAll(() => server.close());

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST';
const configured = (analyticsScriptUrl: string | null) =>
  server.use(http.get(apiUrl(SITE_CONFIG_PATH), () => HttpResponse.json({ eventsCalendarUrl: 'https://events.example.test/', analyticsScriptUrl, forumClearSessionUrl: null } satisfies SiteConfigResponse)));
const thirdPartyScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-certus-third-party]')].map((s) => ({ src: s.getAttribute('src'), async: s.async }));

describe('the configured tag manager (spec 7.5: no third-party script unless configured)', () => {
  it('given no tag manager in the site config, then no script is added', async () => {
    configured(null);
    expect(await loadConfiguredTagManager()).toBeNull();
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('given a tag manager, then its script is added once, async, however often it is asked', async () => {
    configured(GTM);
    await loadConfiguredTagManager();
    await loadConfiguredTagManager();
    expect(thirdPartyScripts()).toEqual([{ src: GTM, async: true }]);
  });

  it('given the site config cannot be read, or names no http(s) script, then nothing is added and nothing throws', async () => {
    server.use(http.get(apiUrl(SITE_CONFIG_PATH), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    expect(await loadConfiguredTagManager()).toBeNull();
    configured('javascript:alert(1)');
    expect(await loadConfiguredTagManager()).toBeNull();
    expect(thirdPartyScripts()).toEqual([]);
  });

  it('given a tag manager, when the page pushes its first events, then the tag manager is asked for once and loaded', async () => {
    configured(GTM);
    track({ event: 'login', method: 'password' });
    track({ event: 'select_item', ecommerce: { items: [] } });
    await waitFor(() => expect(thirdPartyScripts()).toEqual([{ src: GTM, async: true }]));
    delete window.dataLayer;
  });
});
