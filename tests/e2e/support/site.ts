import { expect, test, type Page } from '@playwright/test';
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

/**
 * Signs the tab in as `account` and opens its dashboard, without the log-in page: the identity the page would store
 * is asked of /token (the same call) and put in the tab's session storage, from a document of the site's origin that
 * runs no code (robots.txt). The journeys sign in some forty times; the log-in page itself is the journeys' of
 * register-activate-login and accessibility. A page load fewer each time.
 */
export async function logIn(page: Page, account: { email: string; password: string }) {
  const baseURL = test.info().project.use.baseURL!;
  const identity = await signedInIdentity(baseURL, account);
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [IDENTITY_KEY, identity] as const);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * The identity the site keeps in session storage after a log-in (frontend/src/features/auth/identity), for a
 * visit that must start signed in on its very first document (a cold load of /account measured as such).
 * Logs in through the same /token call the log-in page makes.
 */
export async function signedInIdentity(baseUrl: string, account: { email: string; password: string } = DEMO_MEMBER): Promise<string> {
  const response = await fetch(`${baseUrl}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', client_id: 'public-prod', username: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`logging ${account.email} in failed: ${response.status} ${await response.text()}`);
  const token = (await response.json()) as Record<string, string>;
  return JSON.stringify({
    userName: token.userName,
    email: account.email,
    displayName: token.displayName || token.userName,
    role: token.userRole,
    claims: token.claims,
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
  });
}

/** A script for addInitScript / evaluateOnNewDocument: puts the identity in session storage on the site's origin. */
export function storeIdentityScript(stored: { key: string; identity: string; origin: string }): void {
  if (window.location.origin === stored.origin) window.sessionStorage.setItem(stored.key, stored.identity);
}

/**
 * Opens a group of the header's main navigation (Staff, Editor, ...) and waits until its button says the list is
 * expanded, clicking again if it does not, as a visitor would. Right after a sign-in, one click has been seen to
 * leave the list closed with its button focused (the Staff list once in CI, the Editor list once in a full run
 * here), and the test then waited out its whole timeout for a link in it. Not reproduced alone (up to 20x CPU
 * slowdown, history and DOM watched): the retry is here, and the check that the list opens stays.
 */
export async function openNavGroup(page: Page, name: string) {
  const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true });
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * axe with the WCAG 2.1 A/AA and best-practice rules; returns the serious and critical findings. The journeys run
 * about ninety of these, so each is made cheap, every finding kept: only violations are detailed (resultTypes: the
 * elements that passed each rule were serialised for nothing), and axe runs in the page itself (legacy mode)
 * instead of also opening a blank page of its own to gather the results of each frame in. Our pages have no frames:
 * the check took 60% less time, and 40% less of the browser's processor.
 */
export async function seriousAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

/**
 * Waits until the site's code has taken the page the server drew into the HTML (frontend app/start-app.tsx: React
 * hydrates it, or draws it where the server did not; the root layout then marks the document `data-live`): an
 * element found before then may be replaced under the test's hands.
 */
export async function untilSiteIsLive(page: Page): Promise<void> {
  await expect(page.locator('html[data-live="true"]')).toHaveCount(1);
}

/** An expando the test puts on the server's own elements: React's hydration keeps the elements, a new drawing does not. */
const SERVER_ELEMENT = '__drawnByServer';

/**
 * Watches a page the server drew for how the site's code takes it (call before `goto`): every console error and
 * uncaught error of the page, and a mark on every element the server drew in the root, put as soon as the HTML is
 * parsed (the site's code starts later: after the first paint, and the page's code loaded).
 */
export async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.addInitScript((mark: string) => {
    document.addEventListener('DOMContentLoaded', () => {
      for (const element of document.querySelectorAll('#root *')) Object.assign(element, { [mark]: true });
    });
  }, SERVER_ELEMENT);
  return {
    /** Errors that say a drawing was not hydrated (start-app.tsx reports them; React's own say "hydrat" or #418-#425). */
    hydrationErrors: () => errors.filter((text) => /hydrat|Minified React error #4(18|19|2[0-5])/i.test(text)),
    /**
     * Whether the elements of the server's drawing that `selector` finds now are the server's own (none found:
     * false). A page that changes once its data has come (a census grid's heading moves into the grid) is checked
     * on its header only.
     */
    keptServerElements: (selector = '#root header, #root main h1') =>
      page.evaluate(
        ([mark, query]) => {
          const elements = [...document.querySelectorAll(query)];
          return elements.length > 0 && elements.every((element) => (element as unknown as Record<string, unknown>)[mark] === true);
        },
        [SERVER_ELEMENT, selector] as const,
      ),
  };
}
