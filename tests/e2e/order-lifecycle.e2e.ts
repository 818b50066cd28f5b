import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { aLine, aSubmitOrderBody, seedCatalogue } from '../../contracts/src/pricing/test-support.ts';
import { DEMO_MEMBER, DEMO_WORKER, logIn } from './support/site.ts';
import { accessTokenFor, saveAddress, saveCard } from './support/member-api.ts';

/** Submits one modern comic by mail-in, the way the checkout does (its own journey covers the checkout pages). */
async function submitOneComic(request: APIRequestContext, token: string): Promise<string> {
  const addressId = await saveAddress(request, token, { firstName: 'Demo', lastName: 'Member', line1: '1200 Main Street', city: 'Dallas', stateProvince: 'TX', zipPostal: '75202', country: 'US', isDefault: false });
  const payMethodId = await saveCard(request, token, { name: 'Demo Member', cardNumber: '4111111111111111', cardCode: '123', expireMonth: 6, expireYear: new Date().getFullYear() + 2, isDefault: false });
  const comics = [aLine({ title: 'Amazing Spider-Man', issue: '129', year: 1974, tierId: 'NW', insuredCents: 30_000 })];
  const response = await request.post('/api/orders/submit', {
    data: aSubmitOrderBody(seedCatalogue, { comics, addressId, payMethodId }),
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${Date.now()}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: string }).orderId;
}

/** The tracker's step list: each step's name and state, read the way a screen reader would. */
async function expectStep(tracker: Page, step: string, state: RegExp) {
  await expect(tracker.getByRole('list', { name: 'Order progress' }).getByRole('listitem').filter({ hasText: step })).toContainText(state);
}

test('an order moves from submit to shipped: the worker takes it through every step while the member watches the tracker live, pays a correction balance, downloads the invoice and finds the graded comic', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const token = await accessTokenFor(request, DEMO_MEMBER);
  const orderId = await submitOneComic(request, token);

  // The member opens the tracker and keeps it open: it must move without a reload.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, DEMO_MEMBER);
  await member.goto(`/tracker/${orderId}`);
  await expectStep(member, 'Billing / receiving', /in process/i);
  let reloads = 0;
  member.on('load', () => reloads++);

  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await logIn(worker, DEMO_WORKER);

  // Receive the box: scan the order id, everything declared arrived.
  await worker.goto('/staff/receive');
  await worker.getByRole('textbox', { name: 'Scan the order id' }).fill(orderId);
  await worker.getByRole('textbox', { name: 'Scan the order id' }).press('Enter');
  await worker.getByRole('button', { name: /record/i }).click();
  await expect(worker.getByRole('status').filter({ hasText: orderId })).toBeVisible();
  await expectStep(member, 'Grading', /in process/i);

  // Pre-grade, grade, photograph (the cover upload), encapsulate the book; then QC the tier.
  await worker.goto(`/staff/orders/${orderId}`);
  const certificationId = `${orderId}-001`;
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).fill(certificationId);
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).press('Enter');
  await worker.getByRole('form', { name: 'Pre-grade book 1' }).getByRole('button').click();
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).fill(certificationId);
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).press('Enter');
  // The scan puts the focus on the grade: a grader types it and presses Enter.
  await expect(worker.getByRole('form', { name: 'Grade book 1' }).getByRole('textbox', { name: 'Grade', exact: true })).toBeFocused();
  await worker.keyboard.type('9.4');
  await worker.keyboard.press('Enter');
  await expectStep(member, 'Grading', /in process/i);

  const cover = await worker.screenshot({ type: 'jpeg', quality: 60 });
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).fill(certificationId);
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).press('Enter');
  await worker.getByRole('form', { name: 'Upload the cover of book 1' }).getByLabel('Cover image').setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
  await worker.getByRole('form', { name: 'Upload the cover of book 1' }).getByRole('button', { name: /upload/i }).click();
  await expectStep(member, 'Production', /in process/i);
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).fill(certificationId);
  await worker.getByRole('textbox', { name: 'Scan a certification id' }).press('Enter');
  await worker.getByRole('button', { name: `Encapsulate as ${certificationId}` }).click();
  await worker.getByRole('button', { name: /approve qc/i }).click();
  await expectStep(member, 'Shipping', /in process/i);

  // The book is worth more than declared: the worker corrects the value, which leaves a balance.
  await worker.getByLabel(/new value per book/i).fill('600');
  // $600 is above NW's limit: the book moves to the high-value tier.
  await worker.getByLabel('New tier code (optional)').fill('HV');
  await worker.getByLabel('Reason').fill('Newsstand copy with Marvel Value Stamp intact; market value about $600.');
  await worker.getByRole('button', { name: 'Correct declared value' }).click();
  await expect(worker.getByRole('status').filter({ hasText: /corrected/i })).toBeVisible();

  // The member pays the balance from the order page and downloads the invoice.
  // (A second tab signs in on its own: the identity lives in each tab's session storage, spec 3 Identity.)
  const orderPage = await memberContext.newPage();
  await logIn(orderPage, DEMO_MEMBER);
  await orderPage.goto(`/account/orders/${orderId}`);
  await orderPage.getByRole('region', { name: 'Pay the balance' }).getByRole('button', { name: /^pay/i }).click();
  await expect(orderPage.getByText('Success!')).toBeVisible();
  await expect(orderPage.getByText('Your payment is processed successfully')).toBeVisible();

  const invoiceResponse = orderPage.waitForResponse(`**/api/test/getinvoice/${orderId}`);
  const invoiceWindow = memberContext.waitForEvent('page');
  await orderPage.getByRole('button', { name: /invoice/i }).click();
  await invoiceWindow;
  const { base64 } = (await (await invoiceResponse).json()) as { base64: string };
  const pdfFile = path.join(mkdtempSync(path.join(tmpdir(), 'certus-invoice-')), 'invoice.pdf');
  writeFileSync(pdfFile, Buffer.from(base64, 'base64'));
  const invoiceText = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
  expect(invoiceText).toContain(orderId);
  expect(invoiceText).toContain('Amazing Spider-Man');
  expect(invoiceText).toMatch(/Paid in full\s+\$0\.00/);

  // Nothing owed: the worker ships, the tracker shows it, then the delivery completes the order.
  await worker.reload();
  await worker.getByLabel('Carrier').selectOption('UPS');
  await worker.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await worker.getByRole('button', { name: /ship/i }).click();
  await expect(member.getByText('1Z999AA10123456784')).toBeVisible();
  await worker.getByRole('button', { name: /complete/i }).click();
  await expectStep(member, 'Shipping', /completed/i);
  expect(reloads).toBe(0);

  // The graded comic is in the member's comics, with its grade.
  await orderPage.goto('/account/comics');
  const card = orderPage.getByRole('article').filter({ hasText: certificationId });
  await expect(card).toContainText('Amazing Spider-Man');
  await expect(card).toContainText('9.4');

  await memberContext.close();
  await workerContext.close();
});
