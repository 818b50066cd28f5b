import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, logIn, openNavGroup, seriousAccessibilityViolations, submitLogin } from './support/site.ts';

/**
 * Issue [3/7] (tat): the price list from the published catalogue (US$ or CA$, comics or magazines, with the
 * turnaround measured from the demo's orders), the French variant's frame, a submission template saved,
 * renamed, started from and deleted, the shipping test screen, and the editor's turnaround message.
 */

const DEMO_EDITOR = { email: 'editor@demo.test', password: 'demo-editor-1' };

async function addComic(page: Page, book: { title: string; issue: string; year: string; publisher: string; insured: string }) {
  await page.goto('/submit/comic');
  await page.getByRole('combobox', { name: 'Title' }).fill(book.title.slice(0, 8));
  await page.getByRole('option', { name: book.title, exact: true }).click();
  await page.getByLabel('Issue').fill(book.issue);
  await page.getByLabel('Year').fill(book.year);
  await page.getByLabel('Publisher').fill(book.publisher);
  await page.getByLabel('Insured value per book (dollars)').fill(book.insured);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/submit$/);
}

test('the price list: US dollars on the US site, the toggle to magazines, CA$ on the Canadian one, with the turnaround our orders took', async ({ page }) => {
  await page.goto('/grading-pressing');
  await expect(page.getByTestId('price-MN')).toHaveText('$27.00');
  await expect(page.getByTestId('price-currency')).toHaveText('Prices in US dollars ($).');
  // The demo's twelve Modern orders of the last weeks: measured, with how many they were.
  await expect(page.getByTestId('turnaround-MN')).toContainText('Based on 12 orders in the last 90 days.');
  await expect(page.getByTestId('turnaround-fallback')).toHaveText('Most orders currently leave us 4 to 5 weeks after we receive them.');
  await expect(page.getByText('The price list is not published yet')).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByTestId('pricing-type').getByText('Magazines', { exact: true }).click();
  await expect(page.getByTestId('price-ZM')).toHaveText('$30.00');
  await expect(page.getByTestId('price-MN')).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // /can-pricing selects the Canadian site: the same page, with the catalogue's published Canadian prices.
  await page.goto('/can-pricing');
  await expect(page).toHaveURL(/\/grading-pressing$/);
  await expect(page.getByTestId('price-MN')).toHaveText('CA$37.00');
  await expect(page.getByTestId('canada-unavailable')).toBeVisible();

  await page.goto('/press-price');
  await expect(page).toHaveURL(/\/pressing-pricing$/);
  await expect(page.getByTestId('price-PRESS')).toContainText('CA$27.00');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the French variant: the Canada French path makes the whole frame French (lang="fr"), and it stays French on the next pages', async ({ page }) => {
  await page.goto('/classement-bandes-dessinees-canada');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const header = page.getByRole('banner');
  await expect(header.getByRole('navigation', { name: 'Principale' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Ressources' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'Nous joindre' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Les prix sont en dollars canadiens (CA$).');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Prix et délais' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prix et délais de classement');
  await expect(page.getByTestId('price-MN')).toHaveText('CA$37.00');
  await expect(page.getByRole('table', { name: 'Classement' }).getByRole('columnheader', { name: 'Prix par livre' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Every public page reads in French, the terms included.
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('english-only')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.getByRole('main').getAttribute('lang')).toBeNull();

  // A staff screen exists in English only: the frame stays French, the page says so and is marked English.
  await page.goto('/preview');
  await expect(page.getByTestId('english-only')).toHaveText('Cette page n’existe qu’en anglais.');
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('banner').getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a submission template: the member saves the cart under a name, renames it, starts a submission from it (priced today), and deletes it', async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await addComic(page, { title: 'Amazing Spider-Man', issue: '300', year: '1988', publisher: 'Marvel', insured: '250' });
  await addComic(page, { title: 'Batman', issue: '423', year: '1988', publisher: 'DC', insured: '120' });
  const totalBefore = await page.getByTestId('total-amount').textContent();

  await page.getByRole('link', { name: 'Save as a template' }).click();
  await expect(page).toHaveURL(/\/account\/template$/);
  await expect(page.getByTestId('cart-summary')).toContainText('2 lines (2 books, Comic)');
  const name = `Keys ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Template name' }).fill(name);
  await page.getByRole('button', { name: 'Save template' }).click();
  const card = page.getByTestId('template-card').filter({ hasText: name });
  await expect(card).toContainText('Amazing Spider-Man #300, Batman #423');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await card.getByRole('button', { name: `Rename “${name}”` }).click();
  await card.getByRole('textbox', { name: `New name for “${name}”` }).fill(`${name} renamed`);
  await card.getByRole('button', { name: 'Rename', exact: true }).click();
  const renamed = page.getByTestId('template-card').filter({ hasText: `${name} renamed` });
  await expect(renamed.getByRole('heading', { name: `${name} renamed` })).toBeVisible();

  // The cart is emptied elsewhere (here: one book removed, one left), then the template fills it again.
  await page.goto('/submit');
  await page.getByRole('button', { name: /^Remove / }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.goto('/account/template');
  await renamed.getByRole('button', { name: `Start a submission from “${name} renamed”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Start from this template' }).click();
  await expect(page).toHaveURL(/\/submit$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('total-amount')).toHaveText(totalBefore!);

  await page.goto('/account/template');
  await renamed.getByRole('button', { name: `Delete “${name} renamed”` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('template-card').filter({ hasText: name })).toHaveCount(0);
});

test('the shipping test screen answers the rate service for a ZIP code; the editor publishes a turnaround message', async ({ page }) => {
  await page.goto('/test');
  await page.getByRole('textbox', { name: /ZIP or postal code/ }).fill('75024');
  await page.getByRole('button', { name: 'Get rates' }).click();
  await expect(page.getByRole('heading', { name: 'Rates to 75024, United States' })).toBeVisible();
  await expect(page.getByTestId('shipping-rates').getByRole('row')).toHaveCount(5);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.goto('/login');
  await submitLogin(page, DEMO_EDITOR.email, DEMO_EDITOR.password);
  await expect(page).toHaveURL(/\/account$/);
  await openNavGroup(page, 'Editor');
  await page.getByRole('link', { name: 'Turnaround message' }).click();
  await expect(page).toHaveURL(/\/editor\/turnaround$/);
  const text = `Holiday week: add five days (${Date.now()}).`;
  await page.getByRole('textbox', { name: 'Message visitors read' }).fill(text);
  await page.getByRole('button', { name: 'Publish' }).click();
  const row = page.getByRole('row', { name: new RegExp(text.replace(/[().]/g, '\\$&')) });
  await expect(row).toContainText('Live now');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The public reads it (the newest message that started wins), then not once withdrawn.
  await expect.poll(async () => (await (await page.request.get('/api/data/tatmessage', { headers: { 'cache-control': 'no-cache' } })).json()).text).toBe(text);
  await row.getByRole('button', { name: /^Withdraw/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(row).toContainText('Withdrawn');
});
