import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CertificateLookup, FeaturedComicList, monthKeyOf, previousMonthKey, type FeaturedComic } from '../../contracts/src/http/population.ts';

/**
 * The public side of the census, as an anonymous visitor meets it: a certificate looked up from the navigation
 * search, the featured comics on the home page and /featured, and the grading notes. The demo census certifies
 * a share of its copies in the current and the previous month, so there are featured comics to show.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A demo member's certificate (command-service/src/demo/seed-demo-certificates.ts). */
const DEMO_CERTIFICATE = { id: '19-DEMOA01-001', name: 'Amazing Spider-Man #300', grade: 'Grade 9.4', category: 'Certified' };

/** Types into the header's search and submits it, the way a visitor would. */
async function searchFromHeader(page: Page, text: string) {
  const search = page.getByRole('banner').getByLabel('Search by certification number, order number or title');
  await search.fill(text);
  await search.press('Enter');
}

/** "19-demoa01-001" typed as people do: lower case, spaces around the dashes. */
const looselyTyped = (id: string) => ` ${id.toLowerCase().split('-').join(' - ')} `;

/** A signed, featured comic of this month or last (through the public API, as set-up). */
async function aSignedFeaturedComic(request: APIRequestContext): Promise<FeaturedComic> {
  const thisMonth = monthKeyOf(new Date());
  for (const month of [thisMonth, previousMonthKey(thisMonth)]) {
    const response = await request.get(`/api/comics/featured/${month}/100`);
    expect(response.ok(), await response.text()).toBe(true);
    const signed = FeaturedComicList.parse(await response.json()).find((comic) => comic.signees.length > 0);
    if (signed) return signed;
  }
  throw new Error('the demo census has no signed featured comic this month or last');
}

test('an anonymous visitor looks up certificates from the navigation search and sees the label and its census, nothing of the owner', async ({ page, request }) => {
  await page.goto('/');
  const lookup = page.waitForResponse((response) => response.url().endsWith(`/api/comics/${DEMO_CERTIFICATE.id}`));
  await searchFromHeader(page, looselyTyped(DEMO_CERTIFICATE.id));

  await expect(page).toHaveURL(new RegExp(`/certificate/${DEMO_CERTIFICATE.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CERTIFICATE.name);
  await expect(page.getByTestId('certificate-grade')).toHaveText(DEMO_CERTIFICATE.grade);
  await expect(page.getByTestId('comic-category')).toHaveText(DEMO_CERTIFICATE.category);
  await expect(page.getByTestId('certificate-census')).toContainText('at this grade');
  await expect(page.getByTestId('certificate-population-link')).toHaveText('Log in to see the population report');
  // No member data: not on the page, and not in what the server sent.
  await expect(page.getByTestId('certificate-owner-link')).toHaveCount(0);
  const answer = CertificateLookup.parse(await (await lookup).json());
  expect(answer.owner).toBeNull();

  // A signed copy: its signers are listed.
  const signed = await aSignedFeaturedComic(request);
  await searchFromHeader(page, looselyTyped(signed.certificationId));
  await expect(page).toHaveURL(new RegExp(`/certificate/${signed.certificationId}$`));
  const signers = page.getByTestId('certificate-asp').or(page.getByTestId('certificate-vsp'));
  await expect(signers.first()).toContainText(signed.signees[0]!);
  await expect(page.getByTestId('comic-category')).toHaveText(signed.category);

  // An unknown number says so, and offers to look up another.
  await searchFromHeader(page, '19-DEMOA01-999');
  await expect(page.getByTestId('certificate-not-found')).toBeVisible();
  await page.getByRole('textbox', { name: 'Certification number' }).fill(looselyTyped(DEMO_CERTIFICATE.id));
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEMO_CERTIFICATE.name);
});

test("the home page shows this month's featured comics, and /featured lists more, each opening its certificate", async ({ page }) => {
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured comics' });
  await expect(featured.getByTestId('featured-card')).toHaveCount(3);

  await featured.getByRole('link', { name: 'See all featured' }).click();
  await expect(page).toHaveURL(/\/featured$/);
  const cards = page.getByTestId('featured-card');
  await expect(cards.nth(3)).toBeVisible();
  const first = cards.first().getByRole('heading').getByRole('link');
  const name = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/certificate\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('/grading-notes lists the notes graders wrote, and an entry opens with its notes', async ({ page }) => {
  await page.goto('/grading-notes');
  const entries = page.getByTestId('grading-notes-entry');
  await expect(entries.first()).toBeVisible();
  const link = entries.first().getByRole('heading').getByRole('link');
  const name = (await link.textContent()) ?? '';
  await link.click();

  await expect(page).toHaveURL(/\/grading-notes\/[0-9]{2}-/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Grading notes: ${name}`);
  await expect(page.getByTestId('certificate-notes').getByRole('listitem').first()).toBeVisible();
});

test('the certificate page shows the certificate verified in the registry, checked in the browser; the registry export checks offline', async ({ page, request }) => {
  await page.goto(`/certificate/${DEMO_CERTIFICATE.id}`);
  const panel = page.getByTestId('certificate-registry');
  await panel.scrollIntoViewIfNeeded();
  // The embedded default signs its first head once the registry has read the demo data (seconds after start).
  await expect(panel.getByTestId('registry-verdict')).toHaveAttribute('data-verdict', 'verified', { timeout: 60_000 });
  await expect(panel).toContainText('Verified in the Certus registry');

  // What a collector would do: take the export and the published key, and check them with the offline verifier.
  const [exported, keys] = await Promise.all([request.get('/api/registry/export'), request.get('/api/registry/keys')]);
  expect(exported.ok(), await exported.text()).toBe(true);
  const { keys: [key] } = (await keys.json()) as { keys: { publicKey: string }[] };
  const folder = mkdtempSync(path.join(tmpdir(), 'registry-export-'));
  const file = path.join(folder, 'registry.jsonl');
  writeFileSync(file, await exported.body());
  const { stdout } = await promisify(execFile)(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'projections/src/cli/registry-verify.ts'), file, '--key', key!.publicKey]);
  expect(stdout).toMatch(/^OK: \d+ entries and \d+ signed heads; every link, signature and proof checks \(heads signed with the key given\)\./);
});
