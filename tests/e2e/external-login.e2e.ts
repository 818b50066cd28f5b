import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER } from './support/site.ts';

/** The embedded default mounts a local OpenID provider ("Certus ID (local demo)") at /dev/oidc. */
async function signInAtProvider(page: Page, person: { email: string; givenName?: string; familyName?: string }) {
  await expect(page.getByRole('heading', { name: 'Certus ID' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(person.email);
  if (person.givenName) await page.getByLabel('First name (optional)').fill(person.givenName);
  if (person.familyName) await page.getByLabel('Last name (optional)').fill(person.familyName);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
}

test('external login through the OpenID provider: /signup the first time, then straight to the dashboard', async ({ page }) => {
  const email = `grace.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/login');
  await page.getByRole('link', { name: /Continue with Certus ID/ }).click();
  await signInAtProvider(page, { email, givenName: 'Grace' });

  // No local account yet: the external access data is kept and the visitor completes the account.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('member-email')).toHaveText(email);
  await expect(page.getByTestId('member-name')).toHaveText('Grace Hopper');

  // Log out and sign in externally again: the provider still has its own session, and the identity is
  // linked now (haslocal=true), so the member comes straight back to the dashboard, no /signup.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: /Continue with Certus ID/ }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('member-email')).toHaveText(email);
});

test('an external sign-in with the e-mail of a password account links to it with that password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: /Continue with Certus ID/ }).click();
  await signInAtProvider(page, { email: DEMO_MEMBER.email, givenName: 'Demo', familyName: 'Member' });
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: 'Create my account' }).click();

  await expect(page.getByRole('heading', { name: 'Link your account' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Incorrect password.');

  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Link and log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('member-email')).toHaveText(DEMO_MEMBER.email);
});

test('a protected page asked for before an external sign-in is where the member lands after it', async ({ page }) => {
  const email = `alan.${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/account/rewards');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: /Continue with Certus ID/ }).click();
  await signInAtProvider(page, { email, givenName: 'Alan', familyName: 'Turing' });
  await expect(page).toHaveURL(/\/signup$/);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/account\/rewards$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rewards');
});
