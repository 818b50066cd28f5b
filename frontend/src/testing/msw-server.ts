import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  SITE_CONFIG_PATH,
  externalLoginPaths,
  leadPaths,
  registryMessages,
  type ExternalProvidersResponse,
  type FeaturedComic,
  type HomeContent,
  type LandingCounts,
  type RegistryKeys,
  type SiteConfigResponse,
} from '@certus/contracts';

/** Absolute URL of an API path as the app requests it under jsdom (same origin as the page). */
export const apiUrl = (path: string) => new URL(path, window.location.origin).toString();

/**
 * Calls the frame makes on every page whatever the test is about; a test overrides them with server.use.
 * By default no external sign-in provider is configured.
 */
const siteDefaults = [
  http.get(apiUrl(externalLoginPaths.providers), () => HttpResponse.json([] satisfies ExternalProvidersResponse)),
  // The home page shows the month's featured comics: none, unless a test says otherwise.
  http.get(apiUrl('/api/comics/featured/:month/:count'), () => HttpResponse.json([] satisfies FeaturedComic[])),
  // ... and its next event and banners: none, unless a test says otherwise.
  http.get(apiUrl('/api/content/home'), () => HttpResponse.json({ nextEvent: null, banners: [] } satisfies HomeContent)),
  // The site's run-time settings: no tag manager and no forum configured.
  http.get(apiUrl(SITE_CONFIG_PATH), () =>
    HttpResponse.json({ eventsCalendarUrl: 'https://events.certus.example/calendar', analyticsScriptUrl: null, forumClearSessionUrl: null } satisfies SiteConfigResponse),
  ),
  // The home page's counts band.
  http.get(apiUrl(leadPaths.counts), () => HttpResponse.json({ graded_comic_count: 0, pressing_comic_count: 0, customer_count: 0 } satisfies LandingCounts)),
  // A certificate's registry panel: no certificate logged and no key, unless a test says otherwise.
  http.get(apiUrl('/api/registry/keys'), () => HttpResponse.json({ keys: [] } satisfies RegistryKeys)),
  http.get(apiUrl('/api/registry/certificates/:id'), () => HttpResponse.json({ message: registryMessages.notInRegistry }, { status: 404 })),
];

/** One msw server for a test file; handlers are added per test with `server.use(...)`. */
export const server = setupServer(...siteDefaults);
