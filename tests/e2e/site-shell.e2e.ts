import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, DEMO_WORKER, IDENTITY_KEY, logIn, submitLogin } from './support/site.ts';

test('an anonymous visit to /ACCOUNT/orders asks to log in, then lands on /account/orders', async ({ page }) => {
  await page.goto('/ACCOUNT/orders');
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

  await expect(page).toHaveURL(/\/account\/orders$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My orders');
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

const redirects: [string, string][] = [
  ['/add-on-pricing', '/grading-pressing'],
  ['/canada-pricing', '/grading-pressing'],
  ['/grading-pricing', '/grading-pressing'],
  ['/grading-pressing-price', '/grading-pressing'],
  ['/pricing', '/grading-pressing'],
  // "Press price goes to /pressing-pricing", the pressing price list (issue [3/7]).
  ['/press-price', '/pressing-pricing'],
  ['/faq', '/faqs-help-center'],
  ['/faq-canada', '/faqs-help-center'],
  ['/sales-team', '/faqs-help-center'],
  ['/nycc', '/news'],
  ['/can-pricing', '/grading-pressing'],
];

test('each redirect of spec 2.1 lands where the spec says', async ({ page }) => {
  for (const [from, to] of redirects) {
    await page.goto(from);
    await expect(page, `${from} -> ${to}`).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the Canada paths select the Canadian site, and the Site switch goes back to the US office in Plano', async ({ page }) => {
  await page.goto('/comics-grading-canada');
  await expect(page.getByRole('contentinfo')).toContainText('Toronto');
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('Toronto'); // the choice is remembered

  await page.getByLabel('Site').selectOption('US');
  await expect(page.getByRole('contentinfo')).toContainText('Plano, TX');
});

test('news events opens our events calendar', async ({ page }) => {
  await page.goto('/news-events');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events calendar' })).toBeVisible();
});

test('a signed-in member who opens /login goes to the dashboard', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  for (const path of ['/login', '/register', '/recover', '/resend']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/account$/);
  }
});

test('staff pages are for the worker role: a member goes home, a worker gets in', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await expect(page.getByRole('button', { name: /staff/i })).toHaveCount(0);
  await page.goto('/staff/orders');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You are not authorized to view that page.')).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, DEMO_WORKER.email, DEMO_WORKER.password);
  await expect(page).toHaveURL(/\/account$/);
  await page.goto('/staff/orders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff: orders queue');
});

test('the navigation search opens an order or a graded comic by its id', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  const search = page.getByRole('banner').getByLabel('Search by certification number, order number or title');
  await search.fill('12-a1b2c3d');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders\/12-A1B2C3D$/);
  await search.fill('1234567');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/account\/orders\/00-1234567$/);
  // Text that is no id is a title (census-grid.e2e.ts); too little of it, or a mistyped id, is pointed out.
  await search.fill('ab');
  await search.press('Enter');
  await expect(page.getByText(/Enter a certification number/)).toBeVisible();
  await search.fill('12-a1b2');
  await search.press('Enter');
  await expect(page.getByText(/Enter a certification number \(e\.g\./)).toBeVisible();
});

test('an access token that has expired is refreshed once, transparently', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await expect(page.getByTestId('member-email')).toHaveText(DEMO_MEMBER.email);
  const before = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), IDENTITY_KEY);
  const expiresAtMs = JSON.parse(Buffer.from(before.accessToken.split('.')[1], 'base64url').toString()).exp * 1000;

  // The e2e server issues short-lived access tokens (playwright.config.ts); wait until this one is over.
  await page.waitForTimeout(Math.max(0, expiresAtMs - Date.now()) + 1500);
  const tokenCalls: string[] = [];
  const statuses: number[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/token') tokenCalls.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '');
  });
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/userprofile') statuses.push(r.status());
  });
  await page.reload();

  await expect(page.getByTestId('member-email')).toHaveText(DEMO_MEMBER.email);
  expect(tokenCalls).toEqual(['refresh_token']);
  expect(statuses).toEqual([401, 200]);
  const after = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), IDENTITY_KEY);
  expect(after.accessToken).not.toBe(before.accessToken);
});
