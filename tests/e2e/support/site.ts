import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

/** The demo accounts of the embedded default (README). */
export const DEMO_MEMBER = { email: 'member@demo.test', password: 'demo-member-1' };
export const DEMO_WORKER = { email: 'worker@demo.test', password: 'demo-worker-1' };

export const IDENTITY_KEY = 'certus.identity';

/** Fills and submits the log-in form of the page currently shown. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(/\/account$/);
}

/** axe with the WCAG 2.1 A/AA and best-practice rules; returns the serious and critical findings. */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Waits until the site's code has drawn over the page the server drew into the HTML (frontend main.tsx: React's
 * root replaces it; the root layout then marks the document `data-live`): an element found before then may be
 * replaced under the test's hands.
 */
export async function untilSiteIsLive(page: Page): Promise<void> {
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
}
