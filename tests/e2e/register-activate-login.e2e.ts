import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { recordFetchedFiles } from './support/first-load.ts';

/** A mail as GET /dev/mailbox/messages lists it (newest first). */
interface MailboxMessage {
  id: string;
  to: string | string[];
  from: string;
  subject: string;
  text: string;
  html?: string;
  receivedAt: string;
}

const PASSWORD = 'Analytical1engine';

function aNewMember() {
  const id = randomUUID().slice(0, 8);
  return { firstname: 'Ada', lastname: `Lovelace ${id}`, email: `ada.${id}@example.com`, phone: '2145550100' };
}

const addressedTo = (message: MailboxMessage, email: string) =>
  (Array.isArray(message.to) ? message.to : [message.to]).some((to) => to.toLowerCase().includes(email.toLowerCase()));

/** Polls the dev mailbox until the activation mail for `email` arrives; returns the link in its text. */
async function activationLinkFor(request: APIRequestContext, email: string): Promise<URL> {
  const latest: { link: URL | null } = { link: null };
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/mailbox/messages');
        if (!response.ok()) return null;
        const messages = (await response.json()) as MailboxMessage[];
        const mail = messages.find((m) => addressedTo(m, email) && /\/verify\//i.test(m.text));
        const found = mail?.text.match(/https?:\/\/\S+\/verify\/[^\s"'<>]+/i)?.[0];
        latest.link = found ? new URL(found) : null;
        return latest.link?.href ?? null;
      },
      { message: `activation mail for ${email}`, timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .not.toBeNull();
  if (!latest.link) throw new Error(`no activation link for ${email}`);
  return latest.link;
}

/** Clicks the ALTCHA widget and waits until its proof of work is done. */
async function solveBotCheck(page: Page) {
  await page.locator('altcha-widget label').click();
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 30_000 });
}

async function register(page: Page, member: ReturnType<typeof aNewMember>) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(member.firstname);
  await page.getByLabel('Last name').fill(member.lastname);
  await page.getByLabel('Phone').fill(member.phone);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await solveBotCheck(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByTestId('register-success')).toContainText(member.email);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a new member registers, activates the account from the e-mail and logs in', async ({ page, request }) => {
  const member = aNewMember();
  await register(page, member);

  const link = await activationLinkFor(request, member.email);
  expect(link.pathname).toMatch(/^\/verify\/[A-Za-z0-9_-]{20,}$/);
  expect(link.searchParams.get('email')?.toLowerCase()).toBe(member.email);
  expect(link.searchParams.get('isNew')).toBe('true');

  // The link points at the server's public origin; the journey stays on the test server.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
  await page.getByTestId('activation-success').getByRole('link', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/login\?email=/);
  await expect(page.getByLabel('E-mail')).toHaveValue(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  await expect(page).toHaveURL(/\/account$/);
  const displayName = ((await page.getByTestId('signed-in-as').textContent()) ?? '').trim();
  expect(displayName).not.toBe('');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${displayName}`);
  await expect(page.getByTestId('member-email')).toHaveText(member.email);
  await expect(page.getByTestId('member-name')).toHaveText(`${member.firstname} ${member.lastname}`);

  // Log out: back to /login, and /account is closed again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login$/);
});

/** Registers, activates and logs in a new member; ends on /account. */
async function aSignedInMember(page: Page, request: APIRequestContext) {
  const member = aNewMember();
  await register(page, member);
  const link = await activationLinkFor(request, member.email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
  await logIn(page, member.email, PASSWORD);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('member-email')).toHaveText(member.email);
  return member;
}

const IDENTITY_KEY = 'certus.identity';

test('an access token the server no longer accepts is refreshed once and the request retried', async ({ page, request }) => {
  const member = await aSignedInMember(page, request);
  const tokenCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/token') tokenCalls.push(new URLSearchParams(r.postData() ?? '').get('grant_type') ?? '');
  });

  // As if the access token had expired: the server answers 401, the refresh token is still good.
  await page.evaluate((key) => {
    const identity = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    sessionStorage.setItem(key, JSON.stringify({ ...identity, accessToken: 'expired-access-token' }));
  }, IDENTITY_KEY);
  await page.reload();

  await expect(page.getByTestId('member-email')).toHaveText(member.email);
  expect(tokenCalls).toEqual(['refresh_token']);
  const stored = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}'), IDENTITY_KEY);
  expect(stored.accessToken).not.toBe('expired-access-token');

  // When the refresh fails too, the identity is cleared and the member is sent to /login.
  await page.evaluate((key) => {
    const identity = JSON.parse(sessionStorage.getItem(key) ?? '{}');
    sessionStorage.setItem(key, JSON.stringify({ ...identity, accessToken: 'expired', refreshToken: 'revoked' }));
  }, IDENTITY_KEY);
  await page.reload();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), IDENTITY_KEY)).toBeNull();
});

test("a wrong password shows the server's error_description", async ({ page, request }) => {
  const member = aNewMember();
  await register(page, member);
  const link = await activationLinkFor(request, member.email);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();

  const tokenResponse = page.waitForResponse((r) => r.url().endsWith('/token') && r.request().method() === 'POST');
  await logIn(page, member.email, `${PASSWORD}-wrong`);
  const response = await tokenResponse;
  expect(response.status()).toBe(400);
  const { error_description: description } = (await response.json()) as { error_description?: string };
  expect(description).toBeTruthy();

  await expect(page.getByTestId('login-error')).toContainText(description ?? '');
  await expect(page).toHaveURL(/\/login$/);
});

test('an account that is not activated yet is offered a new activation link', async ({ page }) => {
  const member = aNewMember();
  await register(page, member);

  await logIn(page, member.email, PASSWORD);

  const error = page.getByTestId('login-error');
  await expect(error).toBeVisible();
  await error.getByRole('link', { name: 'Send a new activation link' }).click();
  await expect(page).toHaveURL(/\/resend\?email=/);
  await expect(page.getByLabel('E-mail')).toHaveValue(member.email);
});

test("the home page's first load does not download the member area, checkout, sign-in or content pages", async ({ page, baseURL }) => {
  // Chunks are named by their hash: what each holds is read from the build's manifest.
  const recording = recordFetchedFiles(page, new URL(baseURL!).origin);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const modules = (await recording.files()).filter((f) => f.kind === 'script').flatMap((f) => f.sources);
  expect(modules.some((m) => m.endsWith('features/home/pages/home-page.tsx')), modules.join(', ')).toBe(true);
  expect(modules.filter((m) => /features\/(auth\/pages|account|checkout|submission|content\/content-route)|components\/bot-check\//.test(m))).toEqual([]);
});
