import type { Locator } from '@playwright/test';
import { cityArts } from '../../../prisma/seed/scene-art';
import { withPictures } from '../support/pictures';
import { expect, test } from '../support/test';

// This spec looks at pictures: its browser loads them.
test.use(withPictures);

// Demo pictures are named after the art they show (`montreal.webp`, `kayak--deep-cove-kayak-tour.webp`,
// see prisma/seed/images.ts), so a page can be checked for showing another city's landmark.

/** The stored picture behind each <img>, whether served directly or through next/image. */
async function listPictureFiles(scope: Locator): Promise<string[]> {
  const sources = await scope.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || image.getAttribute('src') || ''));
  return sources.map((source) => {
    const url = new URL(source, 'http://shop.test');
    const path = url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : url.pathname;
    return path.replace(/^\/uploads\/demo\//, '');
  });
}

function getArt(file: string): string {
  return file.replace(/(--.*)?(-thumb)?\.\w+$/, '');
}

async function expectNoOtherCity(scope: Locator, city: string): Promise<string[]> {
  const files = await listPictureFiles(scope);
  const otherCities = files.filter((file) => (cityArts as readonly string[]).includes(getArt(file)) && getArt(file) !== city);
  expect(otherCities, `pictures of other cities on a ${city} page`).toEqual([]);
  return files;
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`demo pictures on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('each home-page category tile shows its own category picture', async ({ page, visit }, testInfo) => {
      await visit('/');
      const section = page.getByRole('region', { name: 'Top categories' });
      const tiles = section.getByRole('listitem');
      await expect(tiles).toHaveCount(6);
      await tiles.last().scrollIntoViewIfNeeded();
      const files = await listPictureFiles(section.getByRole('list'));
      expect(files).toEqual(['adventure.webp', 'food-and-drink.webp', 'wellness.webp', 'sightseeing.webp', 'canoe.webp', 'winter-cabin.webp']);
      await expect(tiles.first().getByRole('link', { name: 'Adventure' })).toHaveAttribute('href', '/gift?category=adventure');
      await section.screenshot({ path: testInfo.outputPath(`home-categories-${viewport.name}.png`) });
      await page.screenshot({ path: testInfo.outputPath(`home-${viewport.name}.png`), fullPage: true });
    });

    test('the Montréal landing shows Montréal, not the Toronto skyline', async ({ page, visit }, testInfo) => {
      await visit('/montreal-experiences');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // "You might also like" links other cities' landings with their own pictures, rightly.
      expect(await listPictureFiles(page.locator('article > header'))).toEqual(['montreal.webp']);
      const products = page.getByRole('region', { name: 'Experiences and gifts' });
      await expect(products.getByRole('link').first()).toBeVisible();
      await expectNoOtherCity(products, 'montreal');
      await page.screenshot({ path: testInfo.outputPath(`montreal-${viewport.name}.png`), fullPage: true });
    });

    test('Yellowknife pages show the aurora, not another city', async ({ page, visit }, testInfo) => {
      await visit('/booking?category=yellowknife');
      await expect(page.getByRole('link', { name: 'Yellowknife Northern Lights Viewing' }).first()).toBeVisible();
      await expectNoOtherCity(page.locator('main'), 'yellowknife');
      await page.screenshot({ path: testInfo.outputPath(`yellowknife-list-${viewport.name}.png`), fullPage: true });

      await visit('/booking/yellowknife-northern-lights-viewing');
      const files = await expectNoOtherCity(page.locator('main'), 'yellowknife');
      expect(files).toContain('yellowknife.webp');
      await page.screenshot({ path: testInfo.outputPath(`yellowknife-product-${viewport.name}.png`) });
    });
  });
}
