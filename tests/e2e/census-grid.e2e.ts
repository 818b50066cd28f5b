import { expect, test, type Locator, type Page } from '@playwright/test';
import { downloadedCsvRecords } from './support/downloads.ts';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations, submitLogin } from './support/site.ts';

/** Screenshots for a person to look at (not compared): set CERTUS_E2E_SHOTS to the folder to write them in. */
async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.CERTUS_E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png` });
}

const NAV_SEARCH = 'Search by certification number, order number or title';
const headerSearch = (page: Page) => page.getByRole('banner').getByLabel(NAV_SEARCH);

/** The counts of one grade column of the grid's rows, as shown (an empty cell is 0). */
async function columnCounts(table: Locator, heading: string): Promise<number[]> {
  const headings = await table.locator('thead th').allInnerTexts();
  const at = headings.findIndex((h) => h.replace(/[▲▼]/g, '').trim() === heading);
  expect(at, `a column ${heading} among ${headings.join(' | ')}`).toBeGreaterThan(0);
  const cells = await table.getByTestId('census-row').locator(`:scope > :nth-child(${at + 1})`).allInnerTexts();
  return cells.map((text) => Number(text.replace(/,/g, '') || 0));
}

/**
 * The demo census (command-service/src/demo/seed-demo-census.ts) files its Amazing Spider-Man copies under
 * "Amazing Spider-Man" and "Amazing Spider-Man, The": one title in the census, one census grid.
 */
test('a member searches "spider" from the header, opens the Amazing Spider-Man grid, sorts it by 9.8 and downloads it as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_MEMBER);

  await headerSearch(page).fill('spider');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=spider$/);
  const titlesFound = page.getByRole('navigation', { name: 'Census grids of the titles found' });
  // One series is one title: no "Amazing Spider-Man, The" beside "Amazing Spider-Man".
  await expect(titlesFound.getByRole('link', { name: 'Amazing Spider-Man', exact: true })).toBeVisible();
  await expect(titlesFound.getByRole('link', { name: /, The$/ })).toHaveCount(0);
  await expect(page.getByTestId('census-row')).toHaveCount(50);
  await expect(page.getByRole('navigation', { name: 'Result pages, top' })).toBeVisible();
  await keepScreenshot(page, 'census-listing-1366');

  await titlesFound.getByRole('link', { name: 'Amazing Spider-Man', exact: true }).click();
  await expect(page).toHaveURL(/\/census\/amazing-spider-man$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amazing Spider-Man');
  const table = page.getByRole('table', { name: /^Amazing Spider-Man: copies per grade/ });
  await expect(table.getByTestId('census-totals')).toBeVisible();

  await table.getByRole('button', { name: '9.8', exact: true }).click();
  await expect(page).toHaveURL(/\/census\/amazing-spider-man\?Sort=9\.8$/);
  await expect(table.getByRole('columnheader', { name: /^9\.8/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('grid-summary')).toContainText('sorted by copies at 9.8, most first');
  const shown = await columnCounts(table, '9.8');
  expect(shown.length).toBeGreaterThan(1);
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  expect(shown[0]).toBeGreaterThan(0);
  const total = Number((await page.getByTestId('grid-summary').innerText()).match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
  const totalsCells = await table.getByTestId('census-totals').locator('td').allInnerTexts();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, 'census-grid-1366');

  const download = page.waitForEvent('download');
  await page.getByTestId('grid-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('census-amazing-spider-man.csv');
  const rows = await downloadedCsvRecords(file);
  const [header, ...body] = rows;
  const books = body.slice(0, -1);
  const totals = body.at(-1)!;
  expect(header!.slice(0, 9)).toEqual(['Title', 'Issue', 'Month', 'Year', 'Publisher', 'Variant', 'Key comments', 'Grade type', 'Total']);
  // Every row of the title, not only the page shown, in the order shown (most 9.8s first), the totals last.
  expect(books).toHaveLength(total);
  expect(books.every((row) => row[0] === 'Amazing Spider-Man' && row.length === header!.length)).toBe(true);
  const at98 = header!.indexOf('9.8');
  const csv98 = books.map((row) => Number(row[at98]));
  expect(csv98).toEqual([...csv98].sort((a, b) => b - a));
  expect(csv98.slice(0, shown.length)).toEqual(shown);
  expect(totals.slice(0, 2)).toEqual(['Amazing Spider-Man', 'All issues']);
  expect(books.reduce((sum, row) => sum + Number(row[8]), 0)).toBe(Number(totals[8]));
  // The grid's own totals row: the same figures (its cells: cover date, total, then the grade columns).
  expect(totals.slice(8).map(Number)).toEqual(totalsCells.slice(1).map((t) => Number(t.replace(/,/g, '') || 0)));
});

test('on a 390 px screen the grid scrolls sideways under a held issue column, and says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, DEMO_MEMBER);
  await page.goto('/census/amazing-spider-man?Sort=9.8');
  const scroller = page.getByTestId('census-table-scroller');
  await expect(page.getByTestId('census-row').first()).toBeVisible();

  await expect(page.getByText('Scroll sideways for every grade →')).toBeVisible();
  const widths = await scroller.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
  expect(widths.scroll).toBeGreaterThan(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const issueCell = page.getByTestId('census-row').first().locator('th');
  const before = (await issueCell.boundingBox())!;
  await scroller.evaluate((box) => box.scrollBy({ left: 200 }));
  await expect.poll(() => scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(100);
  const after = (await issueCell.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(1);
  // The sort is a list here (the headings scroll away with the grades).
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Total copies, most first' });
  await expect(page).toHaveURL(/\?Sort=total$/);
  await keepScreenshot(page, 'census-grid-390');
});

test('a visitor who searches a title from the header logs in and comes back to the search with it filled in', async ({ page }) => {
  await page.goto('/');
  await headerSearch(page).fill('hulk');
  await headerSearch(page).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, DEMO_MEMBER.email, DEMO_MEMBER.password);

  await expect(page).toHaveURL(/\/population-report\/hulk$/);
  const dialog = page.getByRole('dialog', { name: 'Search the population report' });
  await expect(dialog.getByRole('combobox', { name: /^Title/ })).toHaveValue('hulk');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/comic-report\?RequestTitle=hulk$/);
  await expect(page.getByRole('navigation', { name: 'Census grids of the titles found' }).getByRole('link', { name: /Hulk/ }).first()).toBeVisible();
});
