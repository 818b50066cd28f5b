import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_MEMBER, logIn, seriousAccessibilityViolations } from './support/site.ts';

/** A certificate of the demo member's (README: demo data), which the public certificate endpoint serves. */
const DEMO_CERTIFICATE = '19-DEMOA01-001';

const keyedCertificate = (request: APIRequestContext, key: string) =>
  request.get(`/api/v1/certificates/${DEMO_CERTIFICATE}`, { headers: { 'X-Api-Key': key } });

test('a member creates an API key at /account/api, reads a certificate with it, revokes it, and the key is refused from then on', async ({ page, request }) => {
  const name = `E2E key ${randomUUID().slice(0, 6)}`;
  await logIn(page, DEMO_MEMBER);
  await page.goto('/account/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'API keys' })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const secretPanel = page.getByTestId('new-api-key');
  await expect(secretPanel).toContainText('You will not see it again');
  await expect(secretPanel.getByRole('button', { name: 'Copy key' })).toBeVisible();
  const secret = (await page.getByTestId('api-key-secret').textContent())!.trim();
  expect(secret).toMatch(/^ck_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/);
  const card = page.getByTestId('api-key-card').filter({ hasText: name });
  await expect(card).toContainText(secret.slice(0, 11));
  await expect(card).toContainText('Active');
  // The page with its one-time secret shown passes axe (WCAG 2.1 A/AA: the warning's colours too).
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The key is usable once the query side has it (read-your-writes covers the page, not another client): poll.
  await expect.poll(async () => (await keyedCertificate(request, secret)).status()).toBe(200);
  const answer = await keyedCertificate(request, secret);
  expect(((await answer.json()) as { certificationId: string }).certificationId).toBe(DEMO_CERTIFICATE);
  expect(answer.headers()['ratelimit-policy']).toBe('"daily"; q=1000; w=86400');
  expect(answer.headers()['ratelimit']).toMatch(/^"daily"; r=\d+; t=\d+$/);

  // The page counts the calls of today (after a reload: the count moves with calls, not with events).
  await page.reload();
  await expect(card).toContainText(/[1-9]\d* \/ 1,000/);

  // At a phone's width the card and its actions fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: `Revoke ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke API key' });
  await dialog.getByRole('button', { name: 'Revoke' }).click();
  await expect(card).toContainText('Revoked');

  await expect.poll(async () => (await keyedCertificate(request, secret)).status()).toBe(401);
  const refused = await keyedCertificate(request, secret);
  expect(((await refused.json()) as { message: string }).message).toBe('This API key was revoked. Create a new one at /account/api.');
});
