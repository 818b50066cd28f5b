import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { siteStates } from '../../frontend/src/app/site-states.ts';
import { contentSlugs } from '../../frontend/src/features/content/content-slugs.ts';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations } from './support/site.ts';

/** Example values for the parameters of public routes. */
const exampleParams: Record<string, string> = {
  collectibleType: 'Comic',
  email: 'ada%40example.com',
  token: 'a'.repeat(43),
  code: 'b'.repeat(24),
  id: '8f14e45f-ceea-467f-a0e8-5f1c0d1a2b3c',
  page: 'spring-newsletter',
  name: 'stan-lee',
};

/** Public pages that are not pages to look at: they leave for another site or sign the visitor out. */
const NOT_PAGES = new Set(['all.auth', 'all.logout']);

const publicPaths = [
  ...siteStates
    .filter((state) => (state.access === 'public' || state.access === 'guest') && !NOT_PAGES.has(state.name))
    .map((state) => state.path.replace(/\/:\w+\?$/, '').replace(/:(\w+)/g, (_, name: string) => exampleParams[name] ?? 'example')),
  ...contentPagesToCheck().map((slug) => `/${slug}`),
];

/**
 * The content pages share one template (features/content), whose structure and French variant the frontend's
 * tests check page by page. `npm test` (what CI runs) checks every sixth one here in
 * Chromium, colour contrast included; `npm run test:e2e:full` checks them all.
 */
function contentPagesToCheck(): readonly string[] {
  if (process.env.CERTUS_E2E_FULL === '1') return contentSlugs;
  return contentSlugs.filter((_, index) => index % 6 === 0);
}

test.describe('public pages', () => {
  // One tab for them all: each page still loads in full, but the site's scripts come from the browser's
  // cache as they do for a returning visitor, instead of a fresh browser profile per page.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext();
    page = await context.newPage();
  });
  test.afterAll(async () => context.close());

  for (const path of publicPaths) {
    test(`${path} has no serious or critical accessibility violations`, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }
});

/**
 * Member pages, as the demo member sees them (one sign-in, then every page of the member area). The SSO
 * states are left out: they hand over to the forum rather than show a page.
 */
const memberPaths = siteStates
  .filter((state) => state.access === 'member' && 'load' in state.page && !state.path.includes(':') && !state.name.startsWith('sso.'))
  .map((state) => state.path);

test('every member-area page has no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(30_000 + memberPaths.length * 15_000);
  await logIn(page, DEMO_MEMBER);
  const findings: Record<string, unknown> = {};
  for (const path of memberPaths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    const violations = await seriousAccessibilityViolations(page);
    if (violations.length > 0) findings[path] = violations;
  }
  expect(memberPaths.length).toBeGreaterThan(8);
  expect(findings).toEqual({});
});

/** The demo member's order, seeded by the embedded default (command-service/src/demo/seed-demo-order.ts). */
const DEMO_ORDER_ID = '25-DEMOC03';

/**
 * On a phone the order page's books table and the tracker's services table are wider than the screen and
 * scroll sideways: axe's scrollable-region-focusable looks at exactly that, so these pages are checked at
 * 390 px wide (the other checks run at the desktop width, where nothing scrolls).
 */
test('at 390 px wide, the pages whose tables scroll sideways have no serious or critical accessibility violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO_MEMBER);
  const findings: Record<string, unknown> = {};
  for (const [path, table] of [
    [`/account/orders/${DEMO_ORDER_ID}`, /^Books of /],
    [`/tracker/${DEMO_ORDER_ID}`, /^Services$/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    const inScrollingBox = await page
      .getByRole('table', { name: table })
      .first()
      .evaluate((element) => {
        for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) if (box.scrollWidth > box.clientWidth + 1) return true;
        return false;
      });
    expect(inScrollingBox, `${path}: its table scrolls sideways`).toBe(true);
    const violations = await seriousAccessibilityViolations(page);
    if (violations.length > 0) findings[path] = violations;
  }
  expect(findings).toEqual({});
});
