import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations } from './support/site.ts';

const PASSWORD = 'Analytical1engine';

interface MailboxMessage {
  to: string | string[];
  text: string;
}

/**
 * Registers through the site, follows the activation link from the dev mailbox and logs in; ends on
 * /account. Buying uses a fresh member: the demo member, which other journeys share, is seeded as a
 * Clubmember whose membership expires in 10 days.
 */
async function aNewSignedInMember(page: Page, request: APIRequestContext) {
  const id = randomUUID().slice(0, 8);
  const email = `grace.${id}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill(`Hopper ${id}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.locator('altcha-widget label').click();
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();

  let link: URL | null = null;
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/dev/mailbox/messages')).json()) as MailboxMessage[];
        const mail = messages.find((m) => [m.to].flat().some((to) => to.toLowerCase().includes(email)) && /\/verify\//.test(m.text));
        const found = mail?.text.match(/https?:\/\/\S+\/verify\/[^\s"'<>]+/i)?.[0];
        link = found ? new URL(found) : null;
        return Boolean(link);
      },
      { message: `activation mail for ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  await page.goto(`${link!.pathname}${link!.search}`);
  await expect(page.getByRole('heading', { name: 'Your account is activated' })).toBeVisible();
  await logIn(page, { email, password: PASSWORD });
  return { email };
}

test('a new member adds the card 4111 1111 1111 1111, buys the club membership and sees it paid', async ({ page, request }) => {
  await aNewSignedInMember(page, request);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Payment methods' }).click();
  await expect(page).toHaveURL(/\/account\/profile\/payments$/);
  await expect(page.getByTestId('payment-methods-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const nextYear = String(new Date().getFullYear() + 1);
  await page.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveValue('4111111111111111');
  await page.getByRole('textbox', { name: 'Name on card' }).fill('Grace Hopper');
  await page.getByLabel('Expiry year').selectOption(nextYear);
  await page.getByLabel('Expiry month').selectOption('6');
  await page.getByRole('textbox', { name: 'Card code' }).fill('123');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save card' }).click();

  const card = page.getByTestId('payment-method');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Visa ending 1111');
  await expect(card).toContainText('Default');
  await expect(card).toContainText(`Expires 06/${nextYear}`);
  await expect(page.getByText('4111111111111111')).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Club membership' }).click();
  await expect(page).toHaveURL(/\/account\/upgrade$/);
  await expect(page.getByTestId('membership-status')).toContainText('Free');
  await expect(page.getByRole('radio', { name: 'Clubmember: $200.00 per year' })).toBeChecked();
  await expect(page.getByLabel('Payment method')).toHaveValue(/.+/);
  await expect(page.getByLabel('Payment method').locator('option:checked')).toHaveText('Visa ending 1111 (default)');
  await expect(page.getByRole('checkbox', { name: 'Renew automatically every year' })).toBeChecked();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Subscribe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Club membership' });
  await expect(dialog).toContainText('Are you sure you want to Subscribe for club membership?');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByTestId('membership-purchased')).toContainText('Your Clubmember membership is paid until');
  const status = page.getByTestId('membership-status');
  await expect(status).toContainText('Clubmember · Paid');
  const expiry = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(new Date().setFullYear(new Date().getFullYear() + 1)));
  await expect(status).toContainText(expiry);

  // The read model keeps it: a fresh load (which no longer knows the command's position) shows it too.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('membership-status')).toContainText('Clubmember · Paid', { timeout: 2000 });
  }).toPass();
  // A paid membership a year away is not due for renewal.
  await expect(page.getByText('Membership expire Alert !')).toHaveCount(0);
});

test('the demo member, whose membership was seeded to expire in 10 days, is offered the renewal', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);

  // On the dashboard first: 'Yes, Renew' leads to the club membership page.
  const onDashboard = page.getByTestId('membership-expiry-alert');
  await expect(onDashboard).toContainText('Membership expire Alert !');
  await onDashboard.getByRole('button', { name: 'Yes, Renew' }).click();
  await expect(page).toHaveURL(/\/account\/upgrade$/);

  const alert = page.getByTestId('membership-expiry-alert');
  await expect(alert).toContainText('Membership expire Alert !');
  await expect(alert).toContainText(/Your club membership expires in (9|10) days\. Would you like to renew it now\?/);
  await expect(alert.getByRole('button', { name: 'Yes, Renew' })).toBeVisible();
  await expect(alert.getByRole('button', { name: 'No,cancel' })).toBeVisible();
  await expect(page.getByTestId('membership-status')).toContainText('Clubmember · Paid');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // 'Yes, Renew' leads to the Subscribe button, or to adding a payment method when the member has none.
  await alert.getByRole('button', { name: 'Yes, Renew' }).click();
  await expect(page.locator(':focus')).toHaveText(/^(Subscribe|Add a card or a bank account)$/);
  await alert.getByRole('button', { name: 'No,cancel' }).click();
  await expect(page.getByText('Membership expire Alert !')).toHaveCount(0);
});
