import { expect, test, type Locator, type Page } from '@playwright/test';
import { downloadedCsvRecords } from './support/downloads.ts';
import { logIn, openNavGroup, seriousAccessibilityViolations } from './support/site.ts';

/** The demo auditor of the embedded default (README: reads everything, changes nothing). */
const DEMO_AUDITOR = { email: 'auditor@demo.test', password: 'demo-auditor-1' };

/**
 * The demo member's order (command-service/src/demo/seed-demo-order.ts): submitted (event 1), received (2), the
 * Hulk found worth $500 and moved to High Value (3: a $53.00 balance to pay), then pre-graded, pressed and graded.
 */
const DEMO_ORDER_ID = '25-DEMOC03';
const CORRECTION_REASON = 'Recent sales put this copy at $500.';
/** The demo worker who made the correction (command-service/src/demo/seed-demo-accounts.ts), as the audit screens name them. */
const DEMO_WORKER_NAME = 'Demo Worker';

/** Screenshots for a person to look at (not compared): set CERTUS_E2E_SHOTS to the folder to write them in. */
async function keepScreenshot(page: Page, name: string, fullPage = false) {
  const folder = process.env.CERTUS_E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}

const asOfSection = (page: Page) => page.getByTestId('as-of-section');
const asOfBalance = (page: Page) => asOfSection(page).getByTestId('as-of-view').getByTestId('as-of-balance');

/** Moves the slider with the keyboard, as a keyboard user would: Home, then right `steps` times. */
async function slideTo(slider: Locator, version: number) {
  await slider.focus();
  await slider.press('Home');
  for (let i = 1; i < version; i++) await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', String(version));
}

test('the demo auditor finds order 25-DEMOC03, replays it before and after the declared-value correction, reads its ledger and a book’s custody, and downloads the ledger', async ({ page }) => {
  // Two accessibility scans, a download and two widths of a long page: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await logIn(page, DEMO_AUDITOR);

  // The auditor's screens are in the header's Audit menu.
  await openNavGroup(page, 'Audit');
  await page.getByRole('banner').getByRole('link', { name: 'Find orders' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit: find orders');

  const search = page.getByRole('search', { name: 'Find orders' });
  await search.getByLabel('Order id').fill(DEMO_ORDER_ID.toLowerCase());
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/audit\\?orderId=${DEMO_ORDER_ID}$`));
  const row = page.getByTestId('audit-search-row').filter({ has: page.getByRole('link', { name: DEMO_ORDER_ID }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('member@demo.test');
  await expect(row).toContainText('$53.00');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, 'audit-search-1366');

  await row.getByRole('link', { name: DEMO_ORDER_ID }).click();
  await expect(page).toHaveURL(new RegExp(`/audit/orders/${DEMO_ORDER_ID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Audit: order ${DEMO_ORDER_ID}`);

  // The history: the correction, its reason and the balance it left.
  const correction = page.getByTestId('history-event').filter({ hasText: 'DeclaredValueCorrected' });
  await expect(correction).toHaveCount(1);
  await expect(correction.getByTestId('history-summary')).toContainText(`Worker ${DEMO_WORKER_NAME} (`);
  await expect(correction.getByTestId('history-summary')).toContainText('+$53.00 balance');
  await expect(correction.getByTestId('actor-label')).toHaveText(`${DEMO_WORKER_NAME} (worker)`);
  await expect(correction.getByTestId('history-summary')).toContainText(`Reason: ${CORRECTION_REASON}`);
  await expect(correction.getByTestId('history-after')).toContainText('balance $53.00 (+$53.00)');
  const correctionVersion = Number(await correction.getAttribute('data-version'));

  // The order as of a moment: just before the correction, no balance; at it, the $53.00 with its reason.
  const slider = asOfSection(page).getByRole('slider', { name: 'Moment' });
  await slideTo(slider, correctionVersion - 1);
  await expect(asOfSection(page).getByTestId('as-of-view')).toHaveAttribute('data-version', String(correctionVersion - 1));
  await expect(asOfBalance(page)).toHaveText('$0.00');
  await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', new RegExp(`^Event ${correctionVersion} of \\d+, .*Reason: ${CORRECTION_REASON.replace(/[.$]/g, '\\$&')}$`));
  await expect(asOfSection(page).getByTestId('as-of-view')).toHaveAttribute('data-version', String(correctionVersion));
  await expect(asOfBalance(page)).toHaveText('$53.00');
  await expect(asOfSection(page).getByTestId('moment-caption')).toContainText(CORRECTION_REASON);
  await expect(asOfSection(page).getByTestId('order-money')).toContainText('Declared value corrected');

  // Two moments side by side: before the correction and now.
  await slider.press('ArrowLeft');
  await expect(asOfBalance(page)).toHaveText('$0.00');
  await asOfSection(page).getByRole('switch', { name: 'Compare with another moment' }).check();
  const changes = asOfSection(page).getByTestId('moment-changes');
  await expect(changes.getByTestId('change-balance')).toHaveText('Balance: $0.00 → $53.00 (+$53.00)');
  await expect(asOfSection(page).getByTestId('as-of-view')).toHaveCount(2);

  // The fee ledger: the correction with who and why, and the running balance ending at the order's.
  const ledger = page.getByTestId('fee-ledger');
  const correctionEntry = ledger.getByTestId('ledger-entry').filter({ hasText: 'DeclaredValueCorrected' });
  await expect(correctionEntry).toHaveCount(1);
  await expect(correctionEntry).toContainText(CORRECTION_REASON);
  await expect(correctionEntry.getByTestId('actor-label')).toHaveText(`${DEMO_WORKER_NAME} (worker)`);
  await expect(correctionEntry).toContainText('worker@demo.test');
  await expect(correctionEntry).toContainText('$53.00');
  await expect(ledger.getByTestId('ledger-balance')).toContainText('$53.00');

  // The custody of a book: the first book is open; the Hulk's panel opens on its own timeline.
  const custody = page.getByTestId('custody');
  await expect(custody.getByTestId('custody-book')).toHaveCount(4);
  await expect(custody.getByTestId('custody-book').first().getByTestId('custody-step').first()).toBeVisible();
  const hulk = custody.getByTestId('custody-book').filter({ hasText: 'Incredible Hulk' });
  await hulk.getByRole('button', { name: /Incredible Hulk #181/ }).click();
  const hulkSteps = hulk.getByTestId('custody-step');
  await expect(hulkSteps.first()).toBeVisible();
  await expect(hulk.getByTestId('custody-declared')).toHaveText('Declared at $300.00, corrected to $500.00');
  await expect(hulk.locator('[data-kind="graded"]')).toContainText('Graded 8.0 Verified');
  await expect(hulk.locator('[data-kind="received"]')).toContainText('by ');

  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await keepScreenshot(page, 'audit-order-1366', true);

  // The ledger as CSV, fetched with the auditor's token: it has the correction's row.
  const download = page.waitForEvent('download');
  await ledger.getByRole('button', { name: 'Download ledger (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${DEMO_ORDER_ID}-ledger.csv`);
  const [header, ...entries] = await downloadedCsvRecords(file);
  const column = (name: string) => header!.indexOf(name);
  expect(column('event')).toBeGreaterThanOrEqual(0);
  const correctionRow = entries.find((record) => record[column('event')] === 'DeclaredValueCorrected');
  expect(correctionRow?.[column('amount')]).toBe('53.00');
  expect(correctionRow?.[column('actor_name')]).toBe(DEMO_WORKER_NAME);
  expect(correctionRow?.[column('note')]).toContain(CORRECTION_REASON);
  expect(entries.at(-1)?.[column('balance')]).toBe('53.00');

  // What this auditor opened is in the trail, for every auditor to see (its list catches up in a moment).
  await page.goto('/audit/trail');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('trail-entry').filter({ hasText: DEMO_ORDER_ID }).filter({ hasText: 'Downloaded the ledger' }).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // On a phone: the same order page, one column, its tables scrolling inside their frames.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/audit/orders/${DEMO_ORDER_ID}`);
  await expect(page.getByTestId('history-event').first()).toBeVisible();
  await expect(page.getByTestId('ledger-entry').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'audit-order-390', true);
  await page.goto('/audit');
  await expect(page.getByTestId('audit-search-row').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await keepScreenshot(page, 'audit-search-390', true);
});
