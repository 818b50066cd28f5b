import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_MEMBER, logIn } from './support/site.ts';

test('a member adds an address to the address book, sees it, and deletes it after confirming', async ({ page }) => {
  const street = `${Math.floor(Math.random() * 9000) + 100} Elm Street ${randomUUID().slice(0, 4)}`;
  await logIn(page, DEMO_MEMBER);
  await page.goto('/account/profile/addressbook');
  await expect(page.getByRole('heading', { level: 1, name: 'Address book' })).toBeVisible();

  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.getByRole('form', { name: 'Add an address' });
  await form.getByLabel('First name').fill('Demo');
  await form.getByLabel('Last name').fill('Member');
  await form.getByLabel('Country').selectOption('US');
  await form.getByLabel('Address line 1').fill(street);
  await form.getByLabel('City').fill('Plano');
  await form.getByLabel('State', { exact: false }).selectOption('TX');
  await form.getByLabel('ZIP code').fill('75024');
  await form.getByRole('button', { name: 'Save address' }).click();

  // Read-your-writes: the list that reloads right after the save already has the new address.
  const card = page.getByTestId('address-card').filter({ hasText: street });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Plano, TX 75024');

  await card.getByRole('button', { name: /^Delete / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this item?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});
