import type { Page } from '@playwright/test';
import { e2eBaseUrl } from '../support/ports';
import { expect, expectAccessible, test } from '../support/test';

const termsAnchors = [
  'faq', 'changes', 'prices', 'expiry', 'purchase', 'delivery', 'receipt', 'booking', 'refunds', 'cancellations',
  'exchange', 'insurance', 'restrictions', 'descriptions', 'problems', 'limitation', 'weather', 'privacy', 'trademark',
];

async function readJsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  return bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
}

async function expectInViewport(page: Page, selector: string): Promise<void> {
  await expect(page.locator(selector)).toBeInViewport();
}

test.describe('landing pages', () => {
  test('a seeded landing shows its content, and its breadcrumbs lead back up the tree', async ({ page, visit }) => {
    await visit('/adventure/water-activities');
    await expect(page).toHaveTitle(/Water activities: kayaking, whale watching and rafting/);
    await expect(page.getByRole('heading', { level: 1, name: 'Water activities' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pick your pace' })).toBeVisible();
    // The address the server was started with (SITE_URL), never a default host.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${e2eBaseUrl}/adventure/water-activities`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${e2eBaseUrl}/adventure/water-activities`);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/uploads\/demo\/canoe\.webp/);

    const products = page.getByRole('region', { name: 'Experiences and gifts' });
    await expect(products.getByRole('link').first()).toBeVisible();
    await expect(products.getByRole('link', { name: 'Victoria Whale Watching by Zodiac' })).toHaveAttribute('href', '/booking/victoria-whale-watching-by-zodiac');
    await expect(page.getByRole('region', { name: 'You might also like' }).getByRole('link', { name: 'Adventure experiences' })).toHaveAttribute(
      'href',
      '/adventure',
    );

    const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumbs.getByRole('link')).toHaveText(['Home', 'Adventure']);
    await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText('Water activities');
    const breadcrumbList = (await readJsonLd(page)).find((data) => data['@type'] === 'BreadcrumbList');
    expect(breadcrumbList?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: expect.stringMatching(/\/$/) },
      { '@type': 'ListItem', position: 2, name: 'Adventure', item: expect.stringMatching(/\/adventure$/) },
      { '@type': 'ListItem', position: 3, name: 'Water activities', item: expect.stringMatching(/\/adventure\/water-activities$/) },
    ]);

    await breadcrumbs.getByRole('link', { name: 'Adventure' }).click();
    await expect(page).toHaveURL(/\/adventure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Adventure experiences' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test.describe('missing', () => {
    test.use({ expectedPageErrors: [/\b404\b/] });

    test('a path below a landing that is not itself a landing answers 404', async ({ page }) => {
      const response = await page.goto('/adventure/no-such-landing');
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Page not found')).toBeVisible();
    });
  });
});

test.describe('home page', () => {
  test('shows every staff-edited section, each leading into the catalogue', async ({ page, visit }) => {
    await visit('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Give an experience, not a thing' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured gifts' }).getByRole('link', { name: 'See all gifts' })).toHaveAttribute('href', '/gift');
    await expect(page.getByRole('region', { name: 'Featured experiences' }).getByRole('link', { name: 'Kensington Market Food Tour' })).toHaveAttribute(
      'href',
      '/booking/kensington-market-food-tour',
    );

    const howItWorks = page.getByRole('region', { name: 'How it works' });
    await expect(howItWorks.getByRole('listitem')).toHaveCount(4);
    for (const icon of ['gift', 'mail', 'ticket', 'calendar']) await expect(howItWorks.locator(`svg[data-icon="${icon}"]`)).toHaveCount(1);

    const stories = page.getByRole('region', { name: 'From the blog' });
    await expect(stories.getByRole('article')).toHaveCount(3);
    await expect(stories.getByRole('link', { name: '12 Experience Gift Ideas for the 2026 Holidays' })).toHaveAttribute('href', '/blog/holiday-gift-ideas-2026');

    const categories = page.getByRole('region', { name: 'Top categories' });
    await expect(categories.getByRole('listitem')).toHaveCount(6);
    const adventure = categories.getByRole('link', { name: 'Adventure', exact: true });
    await expect(adventure).toHaveAttribute('href', '/gift?category=adventure');
    await adventure.click();
    await expect(page).toHaveURL(/\/gift\?category=adventure$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('blog', () => {
  test('list → post → a heading anchor', async ({ page, visit }) => {
    await visit('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('main').getByRole('article');
    await expect(posts).toHaveCount(6);
    // Newest first.
    await expect(posts.first().getByRole('heading')).toHaveText('12 Experience Gift Ideas for the 2026 Holidays');
    await expect(posts.last().getByRole('heading')).toHaveText('How to Choose the Perfect Experience Gift');

    await page.getByRole('link', { name: 'Whale Watching in Canada: When and Where to Go' }).click();
    await expect(page).toHaveURL(/\/blog\/whale-watching-in-canada$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Whale Watching in Canada: When and Where to Go' })).toBeVisible();
    await expect(page.getByText('March 18, 2026')).toBeVisible();
    await expectAccessible(page);
    const posting = (await readJsonLd(page)).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: 'Whale Watching in Canada: When and Where to Go', author: { name: 'Liam Chen' } });

    const heading = page.getByRole('heading', { level: 2, name: 'The Atlantic coast' });
    await expect(heading).toHaveAttribute('id', 'the-atlantic-coast');
    await page.goto('/blog/whale-watching-in-canada#the-atlantic-coast');
    await expectInViewport(page, 'h2#the-atlantic-coast');
    expect(await page.evaluate(() => document.querySelector(':target')?.textContent)).toBe('The Atlantic coast');
  });

  test.describe('missing', () => {
    test.use({ expectedPageErrors: [/\b404\b/] });

    test('unknown posts and pages past the end answer 404', async ({ page }) => {
      expect((await page.goto('/blog/no-such-post'))?.status()).toBe(404);
      expect((await page.goto('/blog?page=99'))?.status()).toBe(404);
      expect((await page.goto('/blog?page=zero'))?.status()).toBe(404);
    });
  });
});

test.describe('legal pages', () => {
  test('the terms link every SPEC anchor from their table of contents', async ({ page, visit }) => {
    await visit('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    await expect(page.getByText('Last updated: July 1, 2020')).toBeVisible();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await expect(contents.getByRole('link')).toHaveCount(termsAnchors.length);
    for (const anchor of termsAnchors) {
      const section = page.locator(`h2#${anchor}`);
      await expect(section).toHaveCount(1);
      const link = contents.locator(`a[href="#${anchor}"]`);
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText((await section.textContent()) ?? '');
    }
    await contents.getByRole('link', { name: 'Weather' }).click();
    await expect(page).toHaveURL(/#weather$/);
    await expectInViewport(page, 'h2#weather');
  });

  test('a deep link to a terms anchor lands on its section', async ({ page }) => {
    await page.goto('/terms-and-conditions#cancellations');
    await expectInViewport(page, 'h2#cancellations');
    await expect(page.locator('h2#cancellations + *')).toContainText('24 hours');
  });

  test('the privacy policy shows its last-updated date', async ({ page, visit }) => {
    await visit('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('Last updated: May 1, 2020')).toBeVisible();
  });
});

test('the certificate activation page explains activation and links to the form', async ({ page, visit }) => {
  await visit('/certificate/activation');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your gift certificate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Where to find the certificate number' })).toBeVisible();
  await expect(page.getByText('Your balance never expires')).toBeVisible();
  const formLinks = page.getByRole('main').getByRole('link', { name: 'Activate my certificate' });
  await expect(formLinks.first()).toHaveAttribute('href', '/voucher/activation');
  expect(await formLinks.count()).toBeGreaterThanOrEqual(1);
});

test.describe('crawlers', () => {
  test('sitemap.xml lists products, landings and posts from the database', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/booking/cn-tower-edgewalk</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/gift/gift-card-100</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/adventure/water-activities</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/blog/nordic-spa-101</loc>`);
    // Each entry names its other languages (hreflang links) before its date.
    expect(xml).toMatch(/<loc>[^<]*\/terms-and-conditions<\/loc>\s*(?:<xhtml:link [^>]*>\s*)+<lastmod>2020-07-01/);
  });

  test('robots.txt keeps crawlers out of the back office and points at the sitemap', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain('Disallow: /booking/checkout');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
