import { withPictures } from '../support/pictures';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

// This spec looks at pictures: its browser loads them.
test.use(withPictures);

test.describe('storefront shell', () => {
  test('home page shows the seeded content, header and footer', async ({ page, visit }) => {
    await visit('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured gifts' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /Terms/ })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
    const external = footer.locator('a[target="_blank"]').first();
    await expect(external).toHaveAttribute('rel', /noopener/);
  });

  test('a footer modal link opens its modal, which closes with Escape', async ({ page, visit }) => {
    await visit('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'About us' }).click();
    const dialog = page.getByRole('dialog', { name: 'About us' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'About us' })).toBeFocused();
  });

  test.describe('missing pages', () => {
    test.use({ expectedPageErrors: [/\b404\b/] });

    test('an unknown path answers 404 with the error page', async ({ page }) => {
      const response = await page.goto('/no-such-page/anywhere');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('Page not found')).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: 'BACK TO HOME' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a path the locale routing skips gets the same 404 page', async ({ page }) => {
      const response = await page.goto('/not-a-locale.txt/anything');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Page not found')).toBeVisible();
    });
  });
});

test.describe('on the smallest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the home page fits without sideways scrolling', async ({ page, visit }) => {
    await visit('/');
    await expectNoSidewaysScroll(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the burger menu opens as a drawer and closes by its backdrop', async ({ page, visit }) => {
    await visit('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await expectAccessible(page);
    await page.mouse.click(365, 330); // the backdrop, right of the 20rem (320 px) panel
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
