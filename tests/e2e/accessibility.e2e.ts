import { expect, test } from '@playwright/test';
import { siteStates } from '../../frontend/src/app/site-states.ts';
import { contentSlugs } from '../../frontend/src/features/content/content-slugs.ts';
import { seriousAccessibilityViolations } from './support/site.ts';

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
  ...contentSlugs.map((slug) => `/${slug}`),
];

for (const path of publicPaths) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
}
