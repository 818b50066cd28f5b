import { expect, test, type Page } from '@playwright/test';
import { storeMessages } from '@certus/contracts';
import { logIn, openNavGroup, seriousAccessibilityViolations } from './support/site.ts';

const DEMO_EDITOR = { email: 'editor@demo.test', password: 'demo-editor-1' };
/** The Heights, Houston: the demo store nearest to it is the Houston one. */
const HOUSTON_HEIGHTS = { latitude: 29.7991, longitude: -95.4118 };

const status = (page: Page) => page.getByTestId('store-search-status');
const storeList = (page: Page) => page.getByRole('list', { name: 'Stores found, nearest first' });
const firstStore = (page: Page) => storeList(page).getByTestId('store-card').first();

async function searchFor(page: Page, text: string) {
  const form = page.getByRole('search', { name: 'Find a store' });
  await form.getByRole('searchbox', { name: 'ZIP code, postal code or city' }).fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

test('the demo editor publishes a store, and a visitor finds it on the store locator', async ({ page, browser }) => {
  const name = `Certus Frisco counter ${Date.now().toString(36)}`;
  await logIn(page, DEMO_EDITOR);

  await openNavGroup(page, 'Editor');
  await page.getByRole('link', { name: 'Stores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editor: stores' })).toBeVisible();
  await expect(page.getByTestId('editor-store-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Publish a new store' }).click();
  const form = page.getByRole('form', { name: 'Publish a new store' });
  await expect(form.getByLabel(/^Name/)).toBeFocused();
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^State/).selectOption('TX');
  await form.getByLabel(/^Address line 1/).fill('6801 Gaylord Parkway');
  await form.getByLabel(/^City/).fill('Frisco');
  await form.getByLabel(/^ZIP code/).fill('75034');
  await form.getByLabel(/^Phone/).fill('(469) 555-0101');
  await form.getByLabel(/^Opening hours/).fill('Mon–Fri 10 am – 6 pm\nSat 10 am – 4 pm');
  await form.getByLabel('Submission drop-off').check();
  await form.getByLabel('Graded book pick-up').check();
  await expect(page.getByTestId('store-preview').getByRole('heading', { name })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Publish' }).click();

  await expect(page.getByTestId('editor-stores-status')).toHaveText(storeMessages.published);
  const row = page.getByTestId('editor-store-row').filter({ hasText: name });
  await expect(row.getByTestId('editor-store-status')).toHaveText('Live');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A visitor, signed in as nobody, on the other path of spec 2.1.
  const visitor = await browser.newPage();
  await visitor.goto('/store-locator');
  await expect(status(visitor)).toContainText('within 200 miles of Dallas, TX');
  await searchFor(visitor, 'Frisco, TX');
  await expect(status(visitor)).toContainText('within 200 miles of Frisco, TX');
  await expect(firstStore(visitor).getByRole('heading', { name })).toBeVisible();
  await visitor.close();
});

test('ZIP 75024 finds the Plano office first; choosing a store in the list or on the map keeps both in step; axe is clean', async ({ page }) => {
  await page.goto('/storelocator');
  await expect(status(page)).toContainText('Dallas, TX');
  await searchFor(page, '75024');

  await expect(status(page)).toContainText('within 200 miles of 75024 (Plano, TX)');
  await expect(firstStore(page).getByRole('heading')).toHaveText('Certus Plano — head office and mail-in');
  await expect(firstStore(page).getByTestId('store-distance')).toHaveText('Distance: 0.0 mi');
  await expect(page).toHaveURL(/\/storelocator\?q=75024$/);

  // The map is drawn offline: its land comes from the site's own files, and a pin per store.
  const map = page.getByTestId('store-map');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(await storeList(page).getByTestId('store-card').count());
  await expect(map.locator('.leaflet-basemap-pane path').first()).toBeAttached();

  const dallas = storeList(page).getByTestId('store-card').filter({ hasText: 'Deep Ellum' });
  await dallas.getByRole('button', { name: 'Show on the map' }).click();
  await expect(dallas.getByRole('button', { name: 'Shown on the map' })).toHaveAttribute('aria-pressed', 'true');
  await expect(map.locator('.leaflet-marker-icon[title="Certus Dallas — Deep Ellum counter"]')).toHaveClass(/selected/);

  await map.locator('.leaflet-marker-icon[title="Certus Plano — head office and mail-in"]').click();
  await expect(storeList(page).locator('li[aria-current="true"]')).toContainText('Certus Plano');
  await expect(map.locator('.leaflet-marker-icon[title="Certus Dallas — Deep Ellum counter"]')).not.toHaveClass(/selected/);

  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('combobox', { name: /Within/ }).selectOption('2000');
  await expect(status(page)).toContainText('within 2,000 miles of 75024 (Plano, TX)');
  await expect(page).toHaveURL(/distance=2000/);
});

test.describe('with the position shared', () => {
  test.use({ geolocation: HOUSTON_HEIGHTS, permissions: ['geolocation'] });

  test('given the browser shares a position in Houston, when "Use my location", then the Houston store comes first', async ({ page }) => {
    await page.goto('/storelocator');
    await expect(status(page)).toContainText('Dallas, TX');
    await page.getByRole('button', { name: 'Use my location' }).click();

    await expect(status(page)).toContainText('within 200 miles of your location');
    await expect(firstStore(page).getByRole('heading')).toHaveText('Certus Houston — Heights counter');
    await expect(firstStore(page).getByTestId('store-distance')).toHaveText('Distance: 0.0 mi');
  });
});

test.describe('with the position refused', () => {
  test.use({ permissions: [] });

  test('given the browser refuses the position, when "Use my location", then the page says so and the list stays', async ({ page }) => {
    await page.goto('/storelocator');
    await expect(status(page)).toContainText('Dallas, TX');
    await page.getByRole('button', { name: 'Use my location' }).click();

    await expect(page.getByText(storeMessages.geolocationDenied)).toBeVisible();
    await expect(firstStore(page)).toBeVisible();
  });
});
