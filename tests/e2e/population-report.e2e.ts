import { expect, test, type Page } from '@playwright/test';
import { populationMessages } from '../../contracts/src/http/population.ts';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations } from './support/site.ts';

/** Screenshots for a person to look at (not compared): set CERTUS_E2E_SHOTS to the folder to write them in. */
async function keepScreenshot(page: Page, name: string, fullPage = false) {
  const folder = process.env.CERTUS_E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the population report' });
const searchButton = (page: Page) => searchDialog(page).getByRole('button', { name: 'Search', exact: true });

/**
 * The demo census (command-service/src/demo/seed-demo-census.ts) holds a few thousand certified copies of real
 * series; Amazing Spider-Man and the other Spider-Man titles alone are more than one page of books.
 */
test('a member searches the population report for part of a title, pages through the books, opens one and reads a signed copy’s certificate', async ({ page }) => {
  // Two full-page accessibility scans and three dialogs: longer than the default minute on a busy machine.
  test.setTimeout(150_000);
  await logIn(page, DEMO_MEMBER);

  // The popup: a 2-character title is refused with the spec's message, then the census titles are offered.
  await page.goto('/population-report/new');
  const title = searchDialog(page).getByRole('combobox', { name: /^Title/ });
  await title.fill('sp');
  await searchButton(page).click();
  await expect(searchDialog(page).getByText(populationMessages.titleTooShort)).toBeVisible();
  await expect(title).toBeFocused();
  await keepScreenshot(page, 'h4-popup');
  await title.fill('spider');
  await expect(page.getByRole('option', { name: /Amazing Spider-Man/ }).first()).toBeVisible();
  await searchButton(page).click();

  // The listing: a page of books in one table, a column per grade; the next page keeps the search.
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=spider$/);
  const books = page.getByTestId('census-row');
  await expect(books).toHaveCount(50);
  await expect(page.getByTestId('report-summary')).toContainText(/Books 1–50 of \d+/);
  await expect(page.getByRole('columnheader', { name: '9.8' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Result pages', exact: true }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=spider&Page=2$/);
  await expect(page.getByTestId('report-summary')).toContainText(/Books 51–/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, 'h4-listing');

  // A book's details lead back to the very page of results it was opened from.
  const firstOnPage2 = books.first().getByRole('link');
  const bookName = (await firstOnPage2.textContent()) ?? '';
  await firstOnPage2.click();
  await expect(page).toHaveURL(/\/comic-details\?book=\w+&RequestTitle=spider&Page=2$/);
  await expect(page.getByRole('heading', { level: 1, name: bookName })).toBeVisible();
  await expect(page.getByTestId('census-copy').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to the results' }).click();
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=spider&Page=2$/);

  // Refined to books with Verified (witnessed, signed) copies; the popup starts from the saved search.
  await page.getByRole('link', { name: 'Change the search' }).click();
  await expect(title).toHaveValue('spider');
  await searchDialog(page).getByRole('combobox', { name: 'Grade type' }).selectOption('Verified');
  await searchButton(page).click();
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=spider&GradeType=Verified$/);
  await books.first().getByRole('link').click();

  // The book: a chart per grade type, its copies; the Verified ones open a certificate with their signers.
  await expect(page.getByTestId('grade-type-chart').filter({ hasText: 'Verified' })).toBeVisible();
  await page.getByRole('group', { name: 'Filter the copies' }).getByRole('combobox', { name: 'Grade type' }).selectOption('Verified');
  await expect(page).toHaveURL(/copyGradeType=Verified/);
  const copy = page.getByTestId('census-copy').first();
  await expect(copy).toContainText('Verified');
  await keepScreenshot(page, 'h4-details', true);
  const certificationId = (await copy.getByRole('button').textContent()) ?? '';
  await copy.getByRole('button').click();

  const certificate = page.getByRole('dialog', { name: `Certificate ${certificationId}` });
  await expect(certificate.getByTestId('certificate-grade')).toContainText(/Grade \d+\.\d/);
  await expect(certificate.getByTestId('certificate-vsp').getByRole('listitem').first()).toBeVisible();
  // The copy's slab, drawn by the query service (a drawn cover: the demo census has no photos), really loaded.
  const slab = certificate.getByRole('img', { name: /^Certus slab of .*, graded \d+\.\d Verified$/ });
  await expect(slab).toBeVisible();
  await expect.poll(() => slab.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(certificate.getByRole('link', { name: /certificate page/ })).toHaveAttribute('href', `/certificate/${certificationId}`);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, 'h4-certificate');
});

/** "… (3,456 copies) …" of the listing's summary, as a number. */
const copiesIn = (summary: string) => Number(/([\d,]+) copies/.exec(summary)?.[1]?.replace(/,/g, '') ?? Number.NaN);

test('a member sets the census date back and sees the lower counts of then, a book\'s population over time, and comes back to today', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_MEMBER);
  await page.goto('/comic-report?RequestTitle=spider');
  const summary = page.getByTestId('report-summary');
  await expect(summary).toContainText(/Books 1–50 of \d+/);
  const today = copiesIn((await summary.textContent()) ?? '');
  expect(today).toBeGreaterThan(0);

  // Five years back: the census of the end of that day, which held fewer copies of every Spider-Man title.
  await page.getByLabel(/^Census as of/).fill('2021-12-31');
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=spider&AsOf=2021-12-31$/);
  await expect(page.getByTestId('census-as-of-notice')).toHaveText('Showing the census as it stood at the end of Dec 31, 2021 (UTC).');
  await expect(summary).not.toContainText(`${today.toLocaleString('en-US')} copies`);
  const then = copiesIn((await summary.textContent()) ?? '');
  expect(then).toBeGreaterThan(0);
  expect(then).toBeLessThan(today);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, 'as-of-listing');

  // A book opened from there shows the same day, and its population month by month up to it.
  await page.getByTestId('census-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/comic-details\?book=\w+&RequestTitle=spider&AsOf=2021-12-31$/);
  await expect(page.getByTestId('census-as-of-notice')).toBeVisible();
  const history = page.getByTestId('population-over-time');
  await expect(history.getByRole('img')).toHaveAttribute('aria-label', /to Dec 2021: \d+ cop(y|ies) at the end\.$/);
  await history.getByRole('button', { name: 'Show the months' }).click();
  await expect(history.getByTestId('history-table').getByRole('row').nth(1).getByRole('rowheader')).toHaveText('Dec 2021');
  await expect(page.getByTestId('pop-velocity')).toContainText('Pop velocity');
  await keepScreenshot(page, 'as-of-details', true);

  // Back to today: the notice goes and the counts of now come back.
  await page.getByRole('button', { name: 'Back to today' }).click();
  await expect(page).not.toHaveURL(/AsOf=/);
  await expect(page.getByTestId('census-as-of-notice')).toHaveCount(0);
});
