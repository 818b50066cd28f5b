import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { IDENTITY_KEY, signedInIdentity, storeIdentityScript, untilSiteIsLive, watchHydration } from './support/site.ts';

/**
 * Member pages the site's server draws for the tab's member (contracts http/member-drawn-pages.ts): the dashboard
 * and a title's census grid come drawn in their HTML, signed in under a marked name, and their first script writes
 * the tab's own name in before the first paint; a tab that holds no sign-in gets nothing of that drawing.
 */
const screens = [
  { name: 'desktop', options: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', options: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
];

const pages = [
  { path: '/account', heading: 'Welcome, Demo Member' },
  { path: '/census/amazing-spider-man', heading: 'Amazing Spider-Man' },
];

/** The private-use characters around the name the server draws with: never to be seen. */
const MARK = /\uE000/;

interface Visit {
  page: Page;
  /** How the site's code took the server's drawing (support/site.ts). */
  hydration: Awaited<ReturnType<typeof watchHydration>>;
  /** What the browser refused to run (an inline script without its CSP hash would be reported here). */
  refused: string[];
  close: () => Promise<void>;
}

/** A tab of its own, signed in as the demo member or not, with the site's code (the main bundle) kept from running or not. */
async function visit(browser: Browser, baseURL: string, options: object, path: string, { signedIn, siteCode }: { signedIn: boolean; siteCode: boolean }): Promise<Visit> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (signedIn) await page.addInitScript(storeIdentityScript, { key: IDENTITY_KEY, identity: await signedInIdentity(baseURL), origin: new URL(baseURL).origin });
  // The boot script starts the site's code from the main bundle: stopping that bundle leaves what the HTML drew.
  if (!siteCode) await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) refused.push(message.text());
  });
  const hydration = await watchHydration(page);
  await page.goto(path);
  return { page, refused, hydration, close: () => context.close() };
}

for (const screen of screens) {
  for (const target of pages) {
    test(`given a signed-in tab on a ${screen.name}, when ${target.path} is loaded and the site's code never runs, then the page is there, signed in under the member's own name; when it runs, the heading stays where the server drew it`, async ({ browser, baseURL }) => {
      const drawn = await visit(browser, baseURL!, screen.options, target.path, { signedIn: true, siteCode: false });
      const heading = drawn.page.getByRole('heading', { level: 1, name: target.heading });
      await expect(heading).toBeVisible();
      const serverPlace = await heading.boundingBox();
      const header = drawn.page.locator('header');
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: /My account, signed in as Demo Member/ }).or(header.getByTestId('signed-in-as'))).not.toHaveCount(0);
      expect(await drawn.page.locator('#root').innerHTML()).not.toMatch(MARK);
      expect(drawn.refused).toEqual([]);
      await drawn.close();

      const live = await visit(browser, baseURL!, screen.options, target.path, { signedIn: true, siteCode: true });
      await untilSiteIsLive(live.page);
      const liveHeading = live.page.getByRole('heading', { level: 1, name: target.heading });
      await expect(liveHeading).toBeVisible();
      // Polled: while the page comes alive its heading may be measured between two frames (null for an instant).
      await expect.poll(() => liveHeading.boundingBox()).toEqual(serverPlace);
      expect(live.refused).toEqual([]);
      // The site's code hydrated the drawing, named for the tab: its elements stay, none found to differ.
      await live.page.waitForLoadState('networkidle');
      expect(live.hydration.hydrationErrors()).toEqual([]);
      expect(await live.hydration.keptServerElements('#root header')).toBe(true);
      await live.close();
    });
  }
}

test('given a tab that holds no sign-in, when a member page drawn for members is opened, then nothing of the drawing shows, and the visitor is sent to log in', async ({ browser, baseURL }) => {
  const stopped = await visit(browser, baseURL!, screens[0]!.options, '/account', { signedIn: false, siteCode: false });
  await expect(stopped.page.locator('#root')).toBeEmpty();
  expect(stopped.refused).toEqual([]);
  await stopped.close();

  const live = await visit(browser, baseURL!, screens[0]!.options, '/account', { signedIn: false, siteCode: true });
  await expect(live.page).toHaveURL(/\/login$/);
  await expect(live.page.getByRole('heading', { level: 1 })).toBeVisible();
  await live.close();
});
