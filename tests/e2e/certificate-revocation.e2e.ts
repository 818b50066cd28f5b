import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ComicListingResponse, PopulationSearchResponse, monthKeyOf, previousMonthKey } from '../../contracts/src/http/population.ts';
import { revocationMessages } from '../../contracts/src/http/certificate-revocation.ts';
import { REVOCATION_REASON_TEXT } from '../../contracts/src/events/certificate-events.ts';
import { accessTokenFor } from './support/member-api.ts';
import { DEMO_WORKER, logIn, seriousAccessibilityViolations } from './support/site.ts';

/**
 * Revoking a certificate (issue [5/7]), as staff and then a buyer meet it: a worker revokes a certificate from its
 * page, and anyone who looks the slab up afterwards is told, first, that it was revoked, when and why; the
 * registry's own check in the browser finds the revocation logged.
 */

/** Screenshots for a person to look at (not compared): set CERTUS_E2E_SHOTS to the folder to write them in. */
async function keepScreenshot(page: Page, name: string) {
  const folder = process.env.CERTUS_E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

/**
 * A certificate of the demo census that no other journey looks at: a Saga copy certified before last month (so
 * not among the featured comics), read through the API as the population report does.
 */
async function anUnwatchedCertificate(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const search = await request.post('/api/popreport/search', { data: { RequestTitle: 'Saga', SearchPattern: 'begins', Size: 100 }, headers });
  expect(search.ok(), await search.text()).toBe(true);
  const featuredMonths = new Set([monthKeyOf(new Date()), previousMonthKey(monthKeyOf(new Date()))]);
  for (const book of PopulationSearchResponse.parse(await search.json()).books) {
    const listing = await request.post('/api/popreport/comiclisting', { data: { bookId: book.bookId, Size: 100 }, headers });
    expect(listing.ok(), await listing.text()).toBe(true);
    const copy = ComicListingResponse.parse(await listing.json()).copies.find((c) => !featuredMonths.has(monthKeyOf(new Date(c.certifiedAt))));
    if (copy) return copy.certificationId;
  }
  throw new Error('the demo census has no Saga copy certified before last month');
}

test('a worker revokes a certificate from its page, and a buyer who looks the slab up is told first that it was revoked', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const certificationId = await anUnwatchedCertificate(request, await accessTokenFor(request, DEMO_WORKER));

  // The worker, on the certificate page: the form says what is public and what stays in the record.
  await logIn(page, DEMO_WORKER);
  await page.goto(`/certificate/${certificationId}`);
  await expect(page.getByTestId('revocation-notice')).toHaveCount(0);
  await page.getByRole('button', { name: 'Revoke certificate' }).click();
  // Nothing chosen: the contracts' messages, and nothing sent.
  await page.getByRole('button', { name: 'Confirm revocation' }).click();
  await expect(page.getByText(revocationMessages.reasonRequired)).toBeVisible();
  await page.getByRole('radio', { name: REVOCATION_REASON_TEXT['holder-tampered'] }).check();
  await page.getByRole('textbox', { name: 'Note for the record' }).fill('Seal cut along the top edge; the inner well is scratched.');
  await page.getByRole('button', { name: 'Confirm revocation' }).click();
  await expect(page.getByText(revocationMessages.revoked)).toBeVisible();
  const notice = page.getByTestId('revocation-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(REVOCATION_REASON_TEXT['holder-tampered']);
  await keepScreenshot(page, 'certificate-revoked-worker');

  // A buyer, not signed in, at the width of a phone and of a laptop: the notice comes before the label, and the
  // worker's note is nowhere.
  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    const visitor = await browser.newContext({ viewport });
    const buyer = await visitor.newPage();
    const shown = buyer.getByTestId('revocation-notice');
    // The site's server keeps a certificate it read for a few seconds (CERTIFICATE_MAX_AGE_SECONDS): the
    // revocation shows within them.
    await expect(async () => {
      await buyer.goto(`/certificate/${certificationId}`);
      await expect(shown).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(shown.getByRole('heading')).toContainText('This certificate was revoked on');
    await expect(shown).toContainText(REVOCATION_REASON_TEXT['holder-tampered']);
    const noticeTop = (await shown.boundingBox())!.y;
    expect(noticeTop).toBeLessThan((await buyer.getByTestId('certificate-grade').boundingBox())!.y);
    await expect(buyer.getByText('Seal cut along the top edge')).toHaveCount(0);
    // The browser's own registry check (loaded as it nears the screen) knows of the revocation: logged (under the
    // next signed head), or proved.
    await buyer.getByTestId('certificate-census').scrollIntoViewIfNeeded();
    await buyer.getByTestId('certificate-registry').scrollIntoViewIfNeeded();
    await expect(buyer.getByTestId('certificate-registry').getByTestId('registry-verdict')).toHaveAttribute('data-verdict', /^(pending|revoked)$/, { timeout: 30_000 });
    await keepScreenshot(buyer, `certificate-revoked-${viewport.width}`);
    expect(await seriousAccessibilityViolations(buyer)).toEqual([]);
    await visitor.close();
  }
});
