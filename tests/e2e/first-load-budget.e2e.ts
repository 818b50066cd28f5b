import { expect, test } from '@playwright/test';
import { describeFiles, recordFetchedFiles } from './support/first-load.ts';
import { IDENTITY_KEY, signedInIdentity, storeIdentityScript } from './support/site.ts';

/**
 * The home page's budget, counted as a browser downloads it (issue 14): a cold visit to `/` in Chromium, the
 * JavaScript it fetched summed as transferred (compressed as served), against 150 kB. This is the build's
 * one first-load figure: a guess from the manifest missed chunks the router fetches.
 */
const HOME_JS_BUDGET_BYTES = 150_000;

/** Code of the member area, checkout and sign-in belongs to its own routes, never to the home page's first load. */
const OTHER_ROUTES_CODE = /features\/(account|auth\/pages|checkout|submit|submission|orders|staff|comics|rewards|payments|address-book)\//;

test('given a cold visit to the home page, when it has loaded, then its JavaScript transferred is within 150 kB compressed and holds no other route\'s code', async ({ page, baseURL }) => {
  const recording = recordFetchedFiles(page, new URL(baseURL!).origin);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = await recording.files();
  const report = describeFiles(files);
  console.log(`First load of /:\n${report}`);
  const scripts = files.filter((f) => f.kind === 'script');
  const transferred = scripts.reduce((sum, f) => sum + f.transferredBytes, 0);

  expect(scripts.length, 'the visit fetched no script: the recording is broken').toBeGreaterThan(0);
  expect(transferred, `home page JavaScript over budget:\n${report}`).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  const leaked = scripts.flatMap((f) => f.sources).filter((source) => OTHER_ROUTES_CODE.test(source));
  expect(leaked, `the home page's first load fetched other routes' code:\n${report}`).toEqual([]);
});

test("given a cold visit to the home page, then it is drawn in its HTML (its heading and hero picture before any script), the picture preloaded and fetched once, and its featured comics came with the page", async ({ page, baseURL, request }) => {
  // The HTML alone: the page as the server drew it, with its picture named at high priority.
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<h1[^>]*>Grading you can trust, for the books you love<\/h1>/);
  expect(html).toMatch(/<img[^>]*data-testid="home-hero-image"/);
  expect(html).toMatch(/<link rel="preload" as="image" href="\/assets\/hero-slabs-\d+-[^"]+\.webp"[^>]*fetchpriority="high">/);

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${new URL(baseURL!).origin}/api/`) && request.resourceType() !== 'image') apiCalls.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured comics' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Resource Timing: 'link' is the HTML's preload; the picture was asked for before the main bundle had arrived.
  const timings = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      by: (entry as PerformanceResourceTiming).initiatorType,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );
  const heroPictures = timings.filter((entry) => /\/hero-slabs-\d+-/.test(entry.path));
  const shell = timings.find((entry) => /\/assets\/index-[^/]*\.js$/.test(entry.path));
  expect(heroPictures, JSON.stringify(timings)).toHaveLength(1);
  expect(heroPictures[0]!.by).toBe('link');
  expect(heroPictures[0]!.start, JSON.stringify(timings)).toBeLessThan(shell!.end);
  expect(apiCalls).toEqual([]);
  await expect(page.getByTestId('featured-card')).toHaveCount(3);
});

/**
 * The pages that only read (the featured comics, the dashboard) load no schema library: the answers are parsed
 * against their contracts in development only (frontend lib/api.ts), and the words and rules they show come from
 * the contracts' zod-free modules (account-messages.ts, membership-messages.ts...). zod and the schemas were a
 * tenth of the dashboard's first-load work on a phone (issue [2/7]). zod is known by the name its schemas' core
 * carries in any build, minified or not.
 */
const ZOD_MARK = '$ZodType';

for (const { path, heading, member } of [
  { path: '/featured', heading: 'Featured comics', member: false },
  { path: '/account', heading: /^Welcome/, member: true },
]) {
  test(`given a cold visit to ${path}, when it has loaded, then no script it fetched holds zod`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    if (member) await page.addInitScript(storeIdentityScript, { key: IDENTITY_KEY, identity: await signedInIdentity(origin), origin });
    const scripts: Promise<{ url: string; body: string }>[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(origin) && /\.m?js(\?|$)/.test(response.url())) {
        scripts.push(response.body().then((body) => ({ url: response.url(), body: body.toString('utf8') }), () => ({ url: response.url(), body: '' })));
      }
    });

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const fetched = await Promise.all(scripts);
    expect(fetched.length, 'the visit fetched no script: the recording is broken').toBeGreaterThan(0);
    expect(fetched.filter((script) => script.body.includes(ZOD_MARK)).map((script) => script.url)).toEqual([]);
  });
}
