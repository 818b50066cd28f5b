import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { SITE_VARIANT_COOKIE } from '@certus/contracts';
import { untilSiteIsLive, watchHydration } from './support/site.ts';

/**
 * Pages the site's server draws into their HTML (frontend app/server-shell, infra/platform static-site.ts): they
 * show before any script has run, and the site's code then hydrates them (app/start-app.tsx), so nothing moves.
 * A demo member's certificate (command-service/src/demo/seed-demo-certificates.ts) and the demo featured comics.
 */
const CERTIFICATE = '/certificate/19-DEMOA01-001';

const screens = [
  { name: 'desktop', options: { viewport: { width: 1366, height: 768 } } },
  // A phone says so in its User-Agent: the server draws its header and layout for a phone.
  { name: 'phone', options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
];

const pages = [
  { path: '/', heading: 'Grading you can trust, for the books you love', picture: 'home-hero-image' },
  { path: '/featured', heading: 'Featured comics', picture: 'slab-image' },
  { path: CERTIFICATE, heading: 'Amazing Spider-Man #300', picture: 'slab-image' },
];

/** Where the heading and the first picture are once the page has settled, and whether the picture has loaded. */
async function placesOf(page: Page, heading: string, picture: string) {
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeVisible();
  const image = page.getByTestId(picture).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return { heading: await h1.boundingBox(), picture: await image.boundingBox() };
}

async function visit(browser: Browser, options: object, path: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...options, javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

for (const screen of screens) {
  for (const target of pages) {
    test(`given ${target.path} on a ${screen.name}, when scripts cannot run, then the page is there all the same; when they run, its heading and first picture are where the server drew them`, async ({ browser }) => {
      const drawn = await visit(browser, screen.options, target.path, false);
      const server = await placesOf(drawn.page, target.heading, target.picture);
      await drawn.close();

      const live = await visit(browser, screen.options, target.path, true);
      await live.page.waitForLoadState('networkidle');
      // The site's code has drawn the page over the server's (React has taken the root element).
      await untilSiteIsLive(live.page);
      const browserDrawn = await placesOf(live.page, target.heading, target.picture);
      await live.close();

      expect(browserDrawn.heading).toEqual(server.heading);
      expect(browserDrawn.picture).toEqual(server.picture);
    });
  }
}

// A content page is drawn whole, its body included; the French variant is drawn in French, notice and all. Each on
// one screen: what they add does not depend on it.
const CONTENT_KEPT = '#root header, #root main h1, #root [data-testid="content-body"] p';
const hydrated = [
  ...screens.flatMap((screen) => pages.map((target) => ({ screen, path: target.path, variant: null, kept: undefined }))),
  { screen: screens[0]!, path: '/rawgrade', variant: null, kept: CONTENT_KEPT },
  { screen: screens[1]!, path: '/', variant: 'CA-fr', kept: undefined },
  { screen: screens[0]!, path: '/rawgrade', variant: 'CA-fr', kept: CONTENT_KEPT },
];

for (const { screen, ...target } of hydrated) {
  test(`given ${target.path} on a ${screen.name}${target.variant ? ` read in the ${target.variant} variant` : ''}, when the site's code starts, then it hydrates the drawing: the server's elements stay, and no drawing is found to differ`, async ({ browser, baseURL }) => {
    const context = await browser.newContext(screen.options);
    if (target.variant) await context.addCookies([{ name: SITE_VARIANT_COOKIE, value: target.variant, url: baseURL! }]);
    const page = await context.newPage();
    const hydration = await watchHydration(page);
    await page.goto(target.path);
    await untilSiteIsLive(page);
    await page.waitForLoadState('networkidle');

    expect(hydration.hydrationErrors()).toEqual([]);
    expect(await hydration.keptServerElements(target.kept)).toBe(true);
    await context.close();
  });
}

test('given a visitor who scrolls a certificate down before the site\'s code has started, when it starts, then the page stays where the visitor is and the registry check below loads', async ({ browser }) => {
  const context = await browser.newContext(screens[1]!.options);
  const page = await context.newPage();
  // The site's code is held back (all but the few bytes of its first script) until the visitor has scrolled.
  let releaseCode!: () => void;
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve));
  await page.route(/\/assets\/(?!boot-)[^/]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(CERTIFICATE);
  await page.getByTestId('certificate-census').scrollIntoViewIfNeeded();
  const visitorsPlace = await page.evaluate(() => window.scrollY);
  expect(visitorsPlace).toBeGreaterThan(0);

  releaseCode();
  await untilSiteIsLive(page);

  await expect(page.getByTestId('certificate-registry')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(visitorsPlace);
  await context.close();
});

test("given a member's page the server does not draw (not the dashboard or a census grid: member-drawn-pages.e2e.ts), then its HTML names the page's code, fetched with the main bundle, and draws the site's frame around it", async ({ request }) => {
  const html = await (await request.get('/account/orders')).text();

  // Chunks are named by their hash: which one holds the page is read from their source maps (the bundler's runtime
  // helpers, a chunk of their own, have none).
  const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)].map((m) => m[1]!);
  const sources = await Promise.all(
    preloaded.map(async (file) => {
      const map = await request.get(`${file}.map`);
      return map.ok() ? ((await map.json()) as { sources: string[] }).sources : [];
    }),
  );
  expect(sources.flat().some((source) => source.endsWith('features/orders/pages/orders-page.tsx')), preloaded.join(', ')).toBe(true);
  expect(html).toMatch(/<header[^>]*>/);
  expect(html).not.toMatch(/<h1/);
});

test('given a certificate, then its HTML carries it, drawn, with its slab preloaded at high priority in the sizes of its <img>', async ({ request }) => {
  const html = await (await request.get(CERTIFICATE)).text();

  expect(html).toContain('<script type="application/json" id="certus-certificate">');
  const preload = /<link rel="preload" as="image" href="\/api\/comics\/19-DEMOA01-001\/slab-400\.webp" imagesrcset="([^"]+)" imagesizes="([^"]+)" fetchpriority="high">/.exec(html);
  const img = /<img[^>]*data-testid="slab-image"[^>]*>/.exec(html)?.[0] ?? '';
  expect(preload, html.slice(0, 3000)).not.toBeNull();
  // HTML attribute names are case-insensitive (React writes srcSet).
  expect(img.replace('srcSet=', 'srcset=')).toContain(`srcset="${preload![1]}"`);
  expect(img).toContain(`sizes="${preload![2]}"`);
});
