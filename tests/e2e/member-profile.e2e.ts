import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations } from './support/site.ts';

/** Nine letters and digits no other run used, typed with dashes the page strips as they are typed. */
function aFedExAccount() {
  const account = randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase();
  return { typed: `${account.slice(0, 3)}-${account.slice(3, 6)} ${account.slice(6)}`, stored: account };
}

test('the demo member edits the profile: an invalid FedEx account is refused and focused, the fixed one is saved', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  // The edit sub-screen has no URL of its own (spec 2.2).
  await expect(page).toHaveURL(/\/account\/profile$/);

  const fedEx = page.getByRole('textbox', { name: 'FedEx account' });
  await fedEx.fill('1234-5678');
  await expect(fedEx).toHaveValue('12345678');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('FedEx account number must be 9-digit alphanumeric code.')).toBeVisible();
  await expect(fedEx).toBeFocused();
  await expect(fedEx).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const account = aFedExAccount();
  await fedEx.fill(account.typed);
  await expect(fedEx).toHaveValue(account.stored);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Member information updated successfully')).toBeVisible();
  await expect(page.getByTestId('profile-fedex-account')).toHaveText(account.stored);

  // The read model keeps it: a fresh load (which no longer knows the command's position) shows it too.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('profile-fedex-account')).toHaveText(account.stored, { timeout: 2000 });
  }).toPass();
});

test('the dashboard, profile and settings pages have no serious or critical accessibility violations', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  for (const [path, heading] of [
    ['/account', /^Welcome/],
    ['/account/profile', 'My profile'],
    ['/account/profile/settings', 'Settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    expect(await seriousAccessibilityViolations(page), path).toEqual([]);
  }
});

test('the demo member turns e-mail notifications on and off in Settings', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Settings' }).click();
  const notifications = page.getByRole('switch', { name: /e-mail notifications/i });
  const wasOn = await notifications.isChecked();
  for (const checked of [!wasOn, wasOn]) {
    await notifications.click();
    await expect(page.getByText('Settings updated successfully')).toBeVisible();
    await expect(notifications).toBeChecked({ checked });
    await expect(async () => {
      await page.reload();
      await expect(notifications).toBeChecked({ checked, timeout: 2000 });
    }).toPass();
  }
});
