import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/test';

const viewports = [
  { name: 'on a phone', width: 390, height: 844 },
  { name: 'on a desktop', width: 1280, height: 800 },
] as const;

/** The filter form in view: the side column on wide screens, the drawer on phones. */
async function openFilters(page: Page, phone: boolean): Promise<Locator> {
  if (!phone) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    const phone = viewport.width < 1024;

    test('active filters show as chips that each remove one filter', async ({ page, visit }, testInfo) => {
      await visit('/booking');
      const filters = await openFilters(page, phone);
      await filters.getByLabel('Category').selectOption('whale-watching');
      await filters.getByLabel('City').selectOption({ label: 'Halifax' });
      await filters.getByRole('button', { name: 'Show results' }).click();
      await expect(page).toHaveURL(/\/booking\?category=whale-watching&city=halifax$/);

      const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('link');
      await expect(chips).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'Remove filter: Whale watching' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Clear all' })).toBeVisible();
      const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
      await expect(results).toHaveCount(1);
      await expect(results.first()).toContainText('Bay of Fundy Whale Watching');
      await expectAccessible(page);
      await page.screenshot({ path: testInfo.outputPath(`filter-chips-${viewport.width}.png`), fullPage: false });

      await page.getByRole('link', { name: 'Remove filter: Halifax' }).click();
      await expect(page).toHaveURL(/\/booking\?category=whale-watching$/);
      await expect(chips).toHaveCount(1);
      await expect(page.getByRole('link', { name: 'Clear all' })).toHaveCount(0);
      await expect(results).not.toHaveCount(1);
      await expect(page.getByRole('link', { name: /Vancouver Whale Watching/ })).toBeVisible();
    });

    test('a misspelt search finds the closest matches, and its chip clears it', async ({ page, visit }, testInfo) => {
      await visit('/search?q=wale');
      await expect(page.getByText('No exact match for “wale”, so these are the closest.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^\d+ results?$/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Whale Watching/ }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`search-typo-${viewport.width}.png`), fullPage: false });

      await page.getByRole('link', { name: 'Remove filter: “wale”' }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByText('Type at least 2 characters')).toBeVisible();
    });
  });
}

test('filter chips work without JavaScript', async ({ browser, baseURL }) => {
  // A context of its own: the fixtures' page (scanned by axe at the end) needs JavaScript.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/booking?city=halifax&maxPrice=500&sort=price-asc');
    await page.getByRole('link', { name: 'Remove filter: Up to $500.00' }).click();
    await expect(page).toHaveURL(/\/booking\?city=halifax&sort=price-asc$/);
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveCount(1);
  } finally {
    await context.close();
  }
});
