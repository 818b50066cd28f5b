import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { aLine, aSubmitOrderBody, seedCatalogue } from '../../contracts/src/pricing/test-support.ts';
import { readCode128FromPdf } from '../support/barcode.ts';
import { DEMO_MEMBER, DEMO_WORKER, logIn } from './support/site.ts';
import { accessTokenFor, saveAddress, saveCard } from './support/member-api.ts';

/** Submits one vintage comic by mail-in, as the checkout does (its own journey covers the checkout pages). */
async function submitMailInOrder(request: APIRequestContext, token: string): Promise<string> {
  const addressId = await saveAddress(request, token, { firstName: 'Demo', lastName: 'Member', line1: '1200 Main Street', city: 'Dallas', stateProvince: 'TX', zipPostal: '75202', country: 'US', isDefault: false });
  const payMethodId = await saveCard(request, token, { name: 'Demo Member', cardNumber: '4111111111111111', cardCode: '123', expireMonth: 6, expireYear: new Date().getFullYear() + 2, isDefault: false });
  const comics = [aLine({ title: 'Incredible Hulk', issue: '181', year: 1974, tierId: 'NW', insuredCents: 30_000 })];
  const body = aSubmitOrderBody(seedCatalogue, { comics, addressId, payMethodId });
  expect(seedCatalogue.dropOffs.find((d) => d.id === body.dropOffId)?.isMailIn).toBe(true);
  const response = await request.post('/api/orders/submit', { data: body, headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-mail-in-${Date.now()}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { orderId: string }).orderId;
}

/** A shown amount ("-$158.35", "$1,053.00") in cents. */
function cents(text: string): number {
  const match = /^(-?)\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]));
}

/** The money table as the member reads it: every row's amount, and the balance with its sign (owed to them: negative). */
async function moneyTableOf(page: Page) {
  const table = page.getByTestId('order-money');
  const amounts = (await table.getByTestId('money-amount').allTextContents()).map(cents);
  const balanceRow = table.getByTestId('money-balance');
  const shown = cents(await balanceRow.getByTestId('order-balance').innerText());
  const state = await balanceRow.getAttribute('data-state');
  return { amounts, balance: state === 'credit' ? -shown : shown, label: (await balanceRow.locator('th').innerText()).split('\n')[0] };
}

test('a mail-in order: the packing slip downloaded from the order page carries a barcode the receiving desk scans to open the order; after a correction and its payment the order page still adds up', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const token = await accessTokenFor(request, DEMO_MEMBER);
  const orderId = await submitMailInOrder(request, token);

  // The confirmation e-mail went out, although the demo member's notifications are off: it says where to ship.
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/mailbox/messages')).json()) as { to: string[]; subject: string; text: string }[];
      return mails.find((m) => m.subject === `Order ${orderId} received: how to send us your books`)?.text ?? '';
    })
    .toContain('5400 Legacy Drive, Suite 300');

  const memberContext = await browser.newContext({ acceptDownloads: true });
  const member = await memberContext.newPage();
  await logIn(member, DEMO_MEMBER);
  await member.goto(`/account/orders/${orderId}`);
  const panel = member.getByTestId('send-your-books');
  await expect(panel.getByRole('heading', { name: 'Send us your books' })).toBeVisible();
  await expect(panel.getByTestId('ship-to-address')).toContainText('Plano, TX 75024');

  const download = member.waitForEvent('download');
  await panel.getByRole('button', { name: 'Packing slip (PDF)' }).click();
  const slip = await download;
  expect(slip.suggestedFilename()).toBe(`Certus-packing-slip-${orderId}.pdf`);
  const scanned = await readCode128FromPdf(await readFile((await slip.path())!));
  expect(scanned).toBe(orderId);

  // At the receiving desk the scanner types what it read and presses Enter: that order opens.
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await logIn(worker, DEMO_WORKER);
  await worker.goto('/staff/receive');
  const scan = worker.getByRole('textbox', { name: 'Scan the order id' });
  await scan.fill(scanned);
  await scan.press('Enter');
  await expect(worker.getByRole('heading', { name: new RegExp(`Books declared in order ${orderId}`) })).toBeVisible();
  await worker.getByRole('button', { name: /record/i }).click();
  await expect(worker.getByRole('status').filter({ hasText: orderId })).toBeVisible();

  // The book is worth more than declared: the worker corrects it, which leaves a balance.
  await worker.goto(`/staff/orders/${orderId}`);
  await worker.getByLabel(/new value per book/i).fill('600');
  await worker.getByLabel('New tier code (optional)').fill('HV');
  await worker.getByRole('textbox', { name: 'Reason', exact: true }).fill('Newsstand copy with Marvel Value Stamp intact; market value about $600.');
  await worker.getByRole('button', { name: 'Correct declared value' }).click();
  await expect(worker.getByRole('status').filter({ hasText: /corrected/i })).toBeVisible();

  // The member's order page: one table, its rows add up to the balance due, which is the correction.
  await member.reload();
  await expect(member.getByTestId('send-your-books')).toHaveCount(0);
  await expect(member.getByTestId('order-money').getByText('Declared value corrected: line 1, Incredible Hulk #181')).toBeVisible();
  const owed = await moneyTableOf(member);
  expect(owed.label).toBe('Balance due');
  expect(owed.balance).toBeGreaterThan(0);
  expect(owed.amounts.reduce((a, b) => a + b, 0)).toBe(owed.balance);
  await expect(member.getByText(/Grand total|Base total/)).toHaveCount(0);

  await member.getByRole('region', { name: 'Pay the balance' }).getByRole('button', { name: /^pay/i }).click();
  await expect(member.getByText('Success!')).toBeVisible();
  await expect(member.getByTestId('money-balance')).toContainText('Paid in full');
  const paid = await moneyTableOf(member);
  expect(paid.balance).toBe(0);
  expect(paid.amounts.reduce((a, b) => a + b, 0)).toBe(0);
  expect(paid.amounts).toContain(-owed.balance); // the balance payment, once

  await memberContext.close();
  await workerContext.close();
});
