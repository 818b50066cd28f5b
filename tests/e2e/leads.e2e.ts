import { expect, test, type Page } from '@playwright/test';
import { DEMO_MEMBER, DEMO_WORKER, logIn, openNavGroup, seriousAccessibilityViolations, untilSiteIsLive } from './support/site.ts';

/**
 * Leads (issue [3/7]): a visitor asks for a recommendation from a landing page; the same address asking again
 * is told it already did; the staff mailbox (the dev mailbox here) gets the lead, and the staff inbox shows it
 * and marks it handled; a member's problem report gets the spec's two messages. Every new page is axe clean.
 */

interface MailboxMessage {
  to: string[] | string;
  subject: string;
  text: string;
  replyTo?: string;
}

const DEFAULT_STAFF_MAILBOX = 'staff-inbox@certus.test';

/** Clicks the ALTCHA widget and waits until its proof of work is done. */
async function solveBotCheck(page: Page) {
  await page.locator('altcha-widget label').click();
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 30_000 });
}

async function sendLead(page: Page, path: string, email: string) {
  await page.goto(path);
  const form = page.getByTestId('lead-form');
  await form.getByLabel('Your name').fill('Rosa Diaz');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('(214) 555-0117');
  await form.getByLabel('Location or country').fill('Dallas, Texas');
  await form.getByLabel('What would you like graded or pressed?').fill('About 40 Silver Age Marvel books.');
  await solveBotCheck(page);
  await form.getByRole('button', { name: /^Send my/ }).click();
}

test('a lead sent twice is told it was already submitted; the staff mailbox and the staff inbox have it once', async ({ page, request }) => {
  // Two bot checks solved in the page, a sign-in and an accessibility scan: past the default 90 s once beside the
  // other suites of npm test on two cores (it takes 20 s alone). A bound on waiting, not a timing.
  test.setTimeout(180_000);
  const email = `rosa-${Date.now()}@example.test`;

  await sendLead(page, '/services', email);
  await expect(page.getByTestId('lead-received')).toContainText('we will contact you within one business day');

  await sendLead(page, '/submission-form', email.toUpperCase());
  await expect(page.getByTestId('lead-failure')).toContainText('Request from this email id has already been submitted.');

  // The staff mail, in the embedded default's mailbox.
  await expect
    .poll(
      async () => {
        const messages = (await (await request.get('/dev/mailbox/messages')).json()) as MailboxMessage[];
        return messages.filter((m) => [m.to].flat().includes(DEFAULT_STAFF_MAILBOX) && m.text.includes(email)).map((m) => m.subject);
      },
      { timeout: 20_000 },
    )
    .toEqual(['New lead: Rosa Diaz (/services)']);
  await page.goto('/dev/mailbox');
  await expect(page.getByText('New lead: Rosa Diaz (/services)').first()).toBeVisible();

  // The staff inbox: the lead once, with its details; marked handled, it says by whom.
  await logIn(page, DEMO_WORKER);
  await openNavGroup(page, 'Staff');
  await page.getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/staff\/inbox$/);
  const item = page.getByTestId('inbox-item').filter({ hasText: email });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('About 40 Silver Age Marvel books.');
  await expect(item).toContainText('/services');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await item.getByRole('button', { name: 'Mark handled' }).click();
  await expect(item.getByTestId('inbox-handled')).toContainText('Handled by Demo Worker');
  await page.getByRole('tab', { name: 'Open' }).click();
  await expect(page.getByTestId('inbox-item').filter({ hasText: email })).toHaveCount(0);
});

test("a member's problem report: the spec's two messages, then sent; reachable from the account area", async ({ page }) => {
  await logIn(page, DEMO_MEMBER);
  await page.goto('/account/profile');
  await page.getByRole('link', { name: 'Report a problem' }).first().click();
  await expect(page).toHaveURL(/\/account\/problem-report$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Report a problem' })).toBeVisible();

  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Please write problem description')).toBeVisible();

  const description = page.getByLabel('Problem description');
  await description.fill('x'.repeat(501));
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Description can be up to 500 characters long')).toBeVisible();

  await description.fill('The packing slip PDF opens blank on my phone.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByTestId('problem-received')).toContainText('Our support team will look into it');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the dealer form and the home page counts: whole, accessible', async ({ page }) => {
  // A form, four landing pages each checked by axe, and the home page: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await page.goto('/become-dealer');
  const form = page.getByTestId('lead-form');
  await form.getByLabel('Your name').fill('Marcus Webb');
  await form.getByLabel('E-mail').fill(`marcus-${Date.now()}@example.test`);
  await form.getByLabel('Business name').fill('Capital City Comics');
  await form.getByLabel('Kind of business').selectOption('Comic shop');
  await solveBotCheck(page);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('lead-received')).toContainText('Our dealer team will contact you');

  for (const path of ['/submission-form', '/services', '/servicesOld', '/become-dealer']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAccessibilityViolations(page), path).toEqual([]);
  }

  await page.goto('/');
  await untilSiteIsLive(page);
  // The band is drawn when it comes near the screen: scroll down to it (the footer is always there).
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  for (let i = 0; i < 10 && (await page.getByTestId('landing-count').count()) === 0; i++) await page.mouse.wheel(0, 500);
  // The demo's census is over 2,000 certified books; its 1 pressed book and few accounts are under the band's
  // smallest figure shown (SMALLEST_COUNT_SHOWN), so only the first is drawn.
  await expect(page.getByTestId('landing-count')).toHaveCount(1);
  const graded = Number(((await page.getByTestId('landing-count').first().textContent()) ?? '').replace(/,/g, ''));
  expect(graded).toBeGreaterThan(2_000);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
