import { expect, test, type Page } from '@playwright/test';
import { IDENTITY_KEY, signedInIdentity, storeIdentityScript } from './support/site.ts';

/**
 * Cumulative layout shift of a cold load (issue 14: the footer jumped as content arrived, CLS 0.19-0.61), as
 * Chromium reports it: layout-shift entries without recent input, grouped in session windows (at most 1 s
 * apart, 5 s long), the largest window being the CLS. A threshold on the browser's own figure, not a timing.
 */
const CLS_LIMIT = 0.1;

interface LayoutShiftRecord {
  cls: number;
  shifts: { value: number; at: number; sources: string[] }[];
}

/** Runs before the site's scripts on every document: collects the page's layout shifts from its start. */
function observeLayoutShifts(): void {
  const record: LayoutShiftRecord = { cls: 0, shifts: [] };
  (window as unknown as { __layoutShifts: LayoutShiftRecord }).__layoutShifts = record;
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      if (windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowStart < 5000) {
        windowValue += entry.value;
      } else {
        windowValue = entry.value;
        windowStart = entry.startTime;
      }
      windowLast = entry.startTime;
      record.cls = Math.max(record.cls, windowValue);
      const describe = (node: Node | null | undefined) => {
        if (!node) return '?';
        const element = node instanceof Element ? node : node.parentElement;
        if (!element) return node.nodeName;
        return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
      };
      record.shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShiftsOf(page: Page): Promise<LayoutShiftRecord> {
  // Two frames after the network went quiet: the last render's shifts have been reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __layoutShifts: LayoutShiftRecord }).__layoutShifts);
}

const pages: { path: string; signedIn?: boolean }[] = [
  { path: '/' },
  { path: '/featured' },
  // A demo member's certificate (command-service/src/demo/seed-demo-certificates.ts).
  { path: '/certificate/19-DEMOA01-001' },
  { path: '/account', signedIn: true },
];

const viewports = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of viewports) {
  for (const target of pages) {
    test(`given a cold visit to ${target.path} on a ${viewport.name} (${viewport.width} px), when it has loaded, then its CLS is under ${CLS_LIMIT}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.addInitScript(observeLayoutShifts);
      if (target.signedIn) {
        const identity = await signedInIdentity(baseURL!);
        await page.addInitScript(storeIdentityScript, { key: IDENTITY_KEY, identity, origin: new URL(baseURL!).origin });
      }

      await page.goto(target.path);
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');

      const shifts = await layoutShiftsOf(page);
      expect(shifts.cls, `layout shifts of ${target.path}: ${JSON.stringify(shifts.shifts)}`).toBeLessThan(CLS_LIMIT);
    });
  }
}
