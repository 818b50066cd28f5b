import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { logIn, openNavGroup, seriousAccessibilityViolations } from './support/site.ts';

/** The demo editor (README). */
const DEMO_EDITOR = { email: 'editor@demo.test', password: 'demo-editor-1' };
/** A picture the demo content is drawn with: a real WebP the upload measures by its bytes. */
const BANNER_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../command-service/src/demo/content-images/banner-signature-program.webp');

/** A calendar day so many days from today (UTC), as the date inputs take it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function expectAxeClean(page: Page, where: string) {
  await expect(page.getByRole('heading', { level: 1 }), where).toBeVisible();
  await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page), where).toEqual([]);
}

test('the demo editor publishes a signing event and a banner; a visitor sees them on the home page and the events pages; every editor screen is axe clean', async ({ browser }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  const signingTitle = `Signing with Ada Quill ${run}`;
  const bannerAlt = `Witnessed signings this weekend ${run}`;

  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await logIn(editor, DEMO_EDITOR);

  // The Editor menu leads to the site content, live now by default.
  await openNavGroup(editor, 'Editor');
  await editor.getByRole('link', { name: 'Site content' }).click();
  await expect(editor).toHaveURL(/\/editor$/);
  await expect(editor.getByRole('tab', { name: /Live now/ })).toBeVisible();
  await expectAxeClean(editor, '/editor');

  // A signing event: the name comes from the title.
  await editor.getByRole('link', { name: 'New signing event' }).first().click();
  const signingForm = editor.getByRole('form', { name: 'New signing event' });
  await expectAxeClean(editor, '/editor/new/signing');
  await signingForm.getByLabel('Title').fill(signingTitle);
  await signingForm.getByLabel('Signers').fill('Ada Quill\nBen Inkwell');
  await signingForm.getByLabel('First day').fill(dayFromToday(3));
  await signingForm.getByLabel('Last day').fill(dayFromToday(3));
  await signingForm.getByLabel('Venue').fill('Kay Bailey Hutchison Convention Center');
  await signingForm.getByLabel('City').fill('Dallas');
  await signingForm.getByLabel('State or province').fill('TX');
  await signingForm.getByRole('textbox', { name: 'Description', exact: true }).fill('Witnessed by a **Certus** grader.\n\n- Two books a person');
  const signingName = await signingForm.getByLabel('Name').inputValue();
  expect(signingName).toBe(`signing-with-ada-quill-${run}`);
  await signingForm.getByRole('button', { name: 'Publish' }).click();
  await expect(editor).toHaveURL(new RegExp(`/editor/signing/${signingName}$`));
  await expect(editor.getByTestId('record-status')).toContainText('Live');
  await expectAxeClean(editor, '/editor/signing/{name}');

  // A banner for the home page slider, first in order, with a picture uploaded from disk.
  await editor.goto('/editor/new/banner');
  const bannerForm = editor.getByRole('form', { name: 'New banner' });
  await bannerForm.getByLabel('Title').fill(`Signings banner ${run}`);
  await bannerForm.locator('input[type=file]').setInputFiles(BANNER_FILE);
  await expect(bannerForm.getByTestId('chosen-image')).toContainText('1200 × 400 pixels');
  await bannerForm.getByLabel('Image description (alt text)').fill(bannerAlt);
  await bannerForm.getByLabel('Link').fill('/signing-event');
  await bannerForm.getByLabel('Order').fill('0');
  await bannerForm.getByRole('button', { name: 'Publish' }).click();
  await expect(editor).toHaveURL(/\/editor\/banner\/signings-banner-/);

  // Its preview, as the public will see it.
  await editor.getByRole('link', { name: 'Preview as saved' }).click();
  await expect(editor.getByRole('heading', { level: 1 })).toHaveText(`Preview: Signings banner ${run}`);
  await expect(editor.getByRole('img', { name: bannerAlt })).toBeVisible();
  await expectAxeClean(editor, '/preview?kind=banner');

  // A visitor, in a browser of their own.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The home page carries its banners in its HTML, read again at most every 10 s: reload until the new one is there.
  await expect(async () => {
    await visitor.goto('/');
    await expect(visitor.locator(`img[alt="${bannerAlt}"]`)).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000, 2_000, 3_000] });
  const slider = visitor.getByRole('region', { name: 'Certus news and offers' });
  await expect(slider.getByRole('img', { name: bannerAlt })).toBeVisible();
  await expect(visitor.getByTestId('next-event')).toBeVisible();
  await expectAxeClean(visitor, '/');

  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { name: signingTitle })).toBeVisible();
  await visitor.goto('/signing-event');
  await visitor.getByRole('button', { name: `Details of ${signingTitle}` }).click();
  const dialog = visitor.getByRole('dialog', { name: signingTitle });
  await expect(dialog).toContainText('Ada Quill, Ben Inkwell');
  await expect(dialog.locator('strong', { hasText: 'Certus' })).toBeVisible();
  await expectAxeClean(visitor, '/signing-event (dialog open)');
  await dialog.getByRole('link', { name: 'Page of this signing' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/new-signing-${signingName}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(signingTitle);

  // The editor withdraws the signing: it leaves the public lists.
  await editor.goto(`/editor/signing/${signingName}`);
  await editor.getByLabel('Why (for the other editors)').fill('Moved to another weekend');
  await editor.getByRole('button', { name: 'Withdraw…' }).click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(editor.getByTestId('record-status')).toContainText('Withdrawn');
  const visitorAgain = await browser.newContext();
  const fresh = await visitorAgain.newPage();
  await fresh.goto('/signing-event');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Signing events' })).toBeVisible();
  await expect(fresh.getByRole('heading', { name: 'Marcus Bell and Inès Okafor at Fan Expo Dallas' })).toBeVisible();
  await expect(fresh.getByRole('heading', { name: signingTitle })).toHaveCount(0);

  await Promise.all([editorContext.close(), visitorContext.close(), visitorAgain.close()]);
});
