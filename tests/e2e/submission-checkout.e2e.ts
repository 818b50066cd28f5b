import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations } from './support/site.ts';
import { accessTokenFor, saveAddress, saveCard } from './support/member-api.ts';

/** Adds one comic through /submit/comic: title from the lookup, book details, then what `services` sets. */
async function addComic(page: Page, book: { title: string; issue: string; year: string; publisher: string; insured: string; checkAccessibility?: boolean }, services?: (page: Page) => Promise<void>) {
  await page.goto('/submit/comic');
  await page.getByRole('combobox', { name: 'Title' }).fill(book.title.slice(0, 8));
  await page.getByRole('option', { name: book.title, exact: true }).click();
  await page.getByLabel('Issue').fill(book.issue);
  await page.getByLabel('Year').fill(book.year);
  await page.getByLabel('Publisher').fill(book.publisher);
  await page.getByLabel('Insured value per book (dollars)').fill(book.insured);
  await services?.(page);
  if (book.checkAccessibility) expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/submit$/);
}

test('a member builds a submission of 3 comics, applies a promo code, checks out by mail-in with a stored address and card, and the cart is cleared', async ({ page, request }) => {
  const token = await accessTokenFor(request, DEMO_MEMBER);
  await saveAddress(request, token, {
    firstName: 'Demo',
    lastName: 'Member',
    line1: '1200 Main Street',
    city: 'Dallas',
    stateProvince: 'TX',
    zipPostal: '75202',
    country: 'US',
    isDefault: true,
  });
  await saveCard(request, token, { name: 'Demo Member', cardNumber: '4111111111111111', cardCode: '123', expireMonth: 6, expireYear: new Date().getFullYear() + 2, isDefault: true });
  await logIn(page, DEMO_MEMBER);

  await addComic(page, { title: 'Amazing Spider-Man', issue: '300', year: '1988', publisher: 'Marvel', insured: '250' });
  await addComic(page, { title: 'Batman', issue: '423', year: '1988', publisher: 'DC', insured: '120' }, async (p) => {
    await p.getByRole('radio', { name: /^Pressing:/ }).check();
  });
  await addComic(page, { title: 'Saga', issue: '1', year: '2012', publisher: 'Image', insured: '300', checkAccessibility: true }, async (p) => {
    await p.getByRole('button', { name: 'Add a Verified Plus (VSPP) signature' }).click();
    await p.getByLabel('Signed by').last().fill('Fiona Staples');
  });

  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await page.getByRole('button', { name: 'Checkout' }).click();

  // 1 drop-off: mail-in. Until it is chosen, Continue says why it waits, and no shipping figure is shown.
  await expect(page).toHaveURL(/\/checkout\/dropOff$/);
  await expect(page.getByTestId('step-blocker')).toHaveText('Choose how you will send us your books to continue.');
  await expect(page.getByTestId('order-totals')).toContainText('At the shipping step');
  await page.getByRole('radio', { name: /Mail-in/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 2 shipping: the stored address (marked default, so already chosen) and the cheapest rate
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  // Other journeys may have saved addresses for the demo member too: the default is one of these.
  await expect(page.getByRole('radio', { name: 'Demo Member, Dallas TX', checked: true })).toHaveCount(1);
  await expect(page.getByTestId('step-blocker')).toHaveText('Choose a return shipping rate to continue.');
  await page.getByRole('radio', { name: /USPS Priority Mail/ }).check();

  // Reload mid-checkout: the cart is in local storage, so the page comes back as it was; and opening the
  // checkout afresh resumes at the first missing step (the payment method).
  await page.reload();
  await expect(page.getByRole('radio', { name: /USPS Priority Mail/ })).toBeChecked();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/checkout\/billing$/);

  // 3 payment: the stored card, marked default, so already chosen
  await expect(page.getByRole('radio', { name: 'Visa ending 1111 (default)' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4 promo
  await expect(page).toHaveURL(/\/checkout\/promo$/);
  await page.getByRole('textbox', { name: 'Promo code' }).fill('SAVE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('promo-applied')).toContainText('SAVE10');
  await page.getByRole('button', { name: 'Continue' }).click();

  // 5 review and submit
  await expect(page).toHaveURL(/\/checkout$/);
  for (const book of ['Amazing Spider-Man #300', 'Batman #423', 'Saga #1']) await expect(page.getByRole('row', { name: new RegExp(book) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Batman #423/ })).toContainText('Pressing');
  await expect(page.getByRole('row', { name: /Saga #1/ })).toContainText('Verified Plus');
  await expect(page.getByText('Promo discount (SAVE10)')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Submit order' }).click();

  await expect(page).toHaveURL(/\/checkout\/result$/);
  const orderId = page.getByTestId('order-id');
  await expect(orderId).toHaveText(/^\d{2}-[A-Z0-9]{7}$/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/submit');
  await expect(page.getByTestId('cart-line')).toHaveCount(0);
});
