import type { Page } from '@playwright/test';
import english from '../../../messages/en-CA.json' with { type: 'json' };
import french from '../../../messages/fr-CA.json' with { type: 'json' };
import { e2eBaseUrl } from '../support/ports';
import { expect, test } from '../support/test';

/** The page's language, its hreflang alternates (both ways and x-default) and its own canonical address. */
async function expectFrenchPage(page: Page, path: string): Promise<void> {
  const frenchPath = path === '/' ? '/fr-CA' : `/fr-CA${path}`;
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eBaseUrl}${frenchPath}`);
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute('href', `${e2eBaseUrl}${frenchPath}`);
  // Next writes the home page's address without its slash.
  const englishAddress = path === '/' ? e2eBaseUrl : `${e2eBaseUrl}${path}`;
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', englishAddress);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', englishAddress);
  // Interface text from the French catalogue.
  const navigation = page.getByRole('navigation', { name: french.modules.header.mainNavigation });
  await expect(navigation.getByRole('link', { name: french.modules.header.gifts, exact: true })).toBeVisible();
}

test.describe('French pages under /fr-CA', () => {
  test('home, gift list and gift page answer in French, with French prices and the staff texts in French', async ({ page, visit }) => {
    await visit('/fr-CA');
    await expectFrenchPage(page, '/');

    await visit('/fr-CA/gift');
    await expectFrenchPage(page, '/gift');

    await visit('/fr-CA/gift/gift-card-100');
    await expectFrenchPage(page, '/gift/gift-card-100');
    // 100,00 $ with a non-breaking space, as a Québec reader writes it.
    await expect(page.getByText('100,00\u00a0$').first()).toBeVisible();
    // The demo ships French for every product: nothing on the page is marked as English.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carte-cadeau de 100,00\u00a0$');
    await expect(page.locator('main [lang="en-CA"]')).toHaveCount(0);
  });

  test('an unknown French address is a French 404', async ({ page }) => {
    const response = await page.goto('/fr-CA/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle(new RegExp(`^${french.index.error.notFoundTitle}`));
    await expect(page.getByRole('link', { name: french.index.error.backToHome })).toHaveAttribute('href', '/fr-CA');
  });
  test.use({ expectedPageErrors: [/404 GET .*\/fr-CA\/no-such-page-here/] });
});

test.describe('the language switch', () => {
  test('round-trips a page with its query, from the header, and stores the choice for a year', async ({ page, context, visit }) => {
    await visit('/booking?city=halifax');
    await page.getByRole('banner').getByRole('link', { name: /Français/ }).click();
    await expect(page).toHaveURL(/\/fr-CA\/booking\?city=halifax$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE');
    expect(cookie?.value).toBe('fr-CA');
    // 365 days (SPEC §9), give or take the test's own seconds.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // The stored choice wins over the address: an English address now leads to the French page.
    await page.goto('/gift/gift-card-100');
    await expect(page).toHaveURL(/\/fr-CA\/gift\/gift-card-100$/);

    await page.getByRole('contentinfo').getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/gift\/gift-card-100$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    expect((await context.cookies()).find((candidate) => candidate.name === 'NEXT_LOCALE')?.value).toBe('en-CA');
  });

  test('names the other language in that language, for screen readers too', async ({ page, visit }) => {
    await visit('/fr-CA/blog');
    const link = page.getByRole('banner').getByRole('link', { name: `${french.modules.languageSwitch.readIn} English` });
    await expect(link.locator('[lang="en-CA"]')).toHaveText('English');
    await expect(link).toHaveAttribute('hreflang', 'en-CA');
  });

  test('works without JavaScript: a plain link, the route sets the cookie', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto('/blog');
      await page.getByRole('contentinfo').getByRole('link', { name: /Français/ }).click();
      await expect(page).toHaveURL(/\/fr-CA\/blog$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    } finally {
      await context.close();
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the drawer offers the other language', async ({ page, visit }) => {
      await visit('/gift');
      await page.getByRole('button', { name: english.modules.header.openMenu }).click();
      await page.getByRole('dialog').getByRole('link', { name: /Français/ }).click();
      await expect(page).toHaveURL(/\/fr-CA\/gift$/);
    });
  });
});

test.describe('negotiation', () => {
  test('a first visit whose browser asks for French lands on the French page; a chosen English stays English', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: 'fr-CA' });
    const page = await context.newPage();
    try {
      await page.goto('/gift?sort=price-asc');
      await expect(page).toHaveURL(/\/fr-CA\/gift\?sort=price-asc$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en-CA', url: baseURL ?? e2eBaseUrl }]);
      await page.goto('/gift');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/gift$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    } finally {
      await context.close();
    }
  });

  test('the sitemap lists every page in both languages with its alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toContain(`<loc>${e2eBaseUrl}/fr-CA/gift/gift-card-100</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr-CA" href="${e2eBaseUrl}/fr-CA/blog/nordic-spa-101" />`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${e2eBaseUrl}/blog/nordic-spa-101" />`);
  });
});
