import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { withPictures } from '../support/pictures';
import { getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

// This spec looks at pictures: its browser loads them.
test.use(withPictures);

test.use({
  // A list value is wrapped, or Playwright reads it as [value, options].
  expectedPageErrors: [
    [
      // The refused import of the sort-order journey, on purpose.
      /^400 POST .*\/api\/v2\/admin\/products\/import-order$/,    ],
    { scope: 'test' },
  ],
});

test.beforeEach(async ({ context }) => {
  await signInToBackOffice(context);
});

test('creates a landing with an uploaded banner and opens it on the storefront', async ({ page, visit }) => {
  const urlPath = `e2e/landing-${Date.now().toString(36)}`;
  const title = `Harbour evenings ${Date.now().toString(36)}`;
  const banner = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: '#1f6f8b' },
  })
    .png()
    .toBuffer();

  await visit('/admin/landings');
  await page.getByRole('link', { name: 'New landing page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New landing page' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('URL path (e.g. toronto/food-tours)').fill(urlPath);
  await page.getByLabel('Text (markdown)').fill('## Sunset on the water\n\nDinner cruises and harbour walks.');
  // The file is uploaded, then the banner's field holds its stored path.
  const bannerGroup = page.getByRole('group', { name: 'Banner' });
  await bannerGroup.getByLabel('Upload a picture (JPEG, PNG or WebP)').setInputFiles({
    name: 'banner.png',
    mimeType: 'image/png',
    buffer: banner,
  });
  const bannerField = bannerGroup.getByLabel('Picture address');
  await expect(bannerField).toHaveValue(/^\/uploads\/media\/\d{4}-\d{2}\/[A-Za-z0-9_-]+\.webp$/);
  const bannerPath = await bannerField.inputValue();
  await page.getByLabel('SEO title (the page title when empty)').fill(`${title} | Gift experiences`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create landing page' }).click();

  await expect(page).toHaveURL(/\/admin\/landings\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const liveLink = page.getByRole('link', { name: `/${urlPath}` });
  await expect(liveLink).toHaveAttribute('href', `/${urlPath}`);
  await expectAccessible(page);

  await visit(`/${urlPath}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sunset on the water' })).toBeVisible();
  await expect(page.locator(`img[src*="${encodeURIComponent(bannerPath)}"], img[src*="${bannerPath}"]`).first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title} \\| Gift experiences`));

  await visit(`/admin/landings?search=${encodeURIComponent(title)}`);
  await expect(page.getByRole('table', { name: 'Landing pages' }).getByRole('link', { name: title, exact: true })).toBeVisible();
});

/** The experiences' slugs in the storefront's "Our picks" order, first page. */
async function featuredSlugs(page: Page, visit: (path: string) => Promise<void>): Promise<string[]> {
  await visit('/booking?sort=featured');
  const links = page.getByRole('list', { name: 'Results' }).getByRole('heading').getByRole('link');
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map((href) => href.split('/').pop() ?? '');
}

test('exports the sort order, imports it back with two products swapped, and the storefront follows', async ({ page, visit }, testInfo) => {
  const [first, second] = await featuredSlugs(page, visit);
  if (!first || !second) throw new Error('The demo catalogue has fewer than two published experiences');

  await visit('/admin/products/sort-order');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export sort order' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^products-sort-order-\d{4}-\d{2}-\d{2}-[A-Za-z0-9]+\.csv$/);
  await expect(page.getByRole('status').filter({ hasText: /^Downloaded products-sort-order-/ })).toBeVisible();
  const lines = readFileSync(await file.path(), 'utf8')
    .trimEnd()
    .split('\n');
  expect(lines[0]).toBe('id,slug,title,position');

  // Swap the two leading experiences' positions (the last cell of their rows).
  const rowOf = (slug: string) => lines.findIndex((line) => line.split(',')[1] === slug);
  const [firstRow, secondRow] = [rowOf(first), rowOf(second)];
  expect(firstRow).toBeGreaterThan(0);
  expect(secondRow).toBeGreaterThan(0);
  const positionOf = (line: string) => line.slice(line.lastIndexOf(',') + 1);
  const withPosition = (line: string, position: string) => `${line.slice(0, line.lastIndexOf(',') + 1)}${position}`;
  const swapped = [...lines];
  swapped[firstRow] = withPosition(lines[firstRow] as string, positionOf(lines[secondRow] as string));
  swapped[secondRow] = withPosition(lines[secondRow] as string, positionOf(lines[firstRow] as string));

  // A file with a bad row first: refused row by row, nothing applied.
  const broken = [...swapped, 'no-such-product,,,5'].join('\n');
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(broken),
  });
  await page.getByRole('button', { name: 'Import sort order' }).click();
  const rowsToFix = page.getByRole('table', { name: 'Rows to fix' });
  await expect(
    rowsToFix.getByRole('row', {
      name: `${swapped.length + 1} No product has the id no-such-product.`,
    }),
  ).toBeVisible();
  await expect(page.getByText('One row needs attention; nothing was changed.')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('CSV file').setInputFiles({
    name: 'swapped.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${swapped.join('\n')}\n`),
  });
  await page.getByRole('button', { name: 'Import sort order' }).click();
  await expect(page.getByText(`Sort order imported: ${lines.length - 1} products, 2 moved.`)).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('sort-order-desktop.png'),
    fullPage: true,
  });

  const after = await featuredSlugs(page, visit);
  expect(after.slice(0, 2)).toEqual([second, first]);
});

test('the landing screens work on a phone', async ({ page, visit }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/admin/landings');
  await expect(page.getByRole('heading', { level: 1, name: 'Landing pages' })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('landings-phone.png'),
    fullPage: true,
  });
  await visit('/admin/landings/breadcrumbs');
  await expect(page.getByRole('heading', { level: 1, name: 'Breadcrumbs' })).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('breadcrumbs-phone.png'),
    fullPage: true,
  });
  await visit('/admin/landings/create');
  await page.getByRole('button', { name: 'Create landing page' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await page.screenshot({
    path: testInfo.outputPath('landing-form-phone.png'),
    fullPage: true,
  });
});

test('a landing’s tags are picked from the tag tree, by keyboard', async ({ page, request, visit }) => {
  const auth = await getStaffAuthorization(request);
  const tree = ((await (await request.get('/api/v3/products/tags', { headers: auth })).json()) as { data: { id: string; name: string; depth: number }[] }).data;
  const tag = tree.find((item) => item.depth === 0);
  if (!tag) throw new Error('The demo catalogue has no tags');
  const urlPath = `e2e/tags-${Date.now().toString(36)}`;
  const created = await request.post('/api/v3/landing-page', {
    headers: auth,
    data: { urlPath, title: 'Tagged landing', body: '', bannerImg: null, thumbImg: null, seoTitle: null, seoDescription: null, seoKeywords: null, published: false, sortOrder: 0 },
  });
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  try {
    await visit(`/admin/landings/${id}`);
    const picker = page.getByRole('group', { name: 'Tags (the page lists their products)' });
    await expect(picker.getByText('None chosen.')).toBeVisible();
    await picker.getByLabel('Search tags (the page lists their products)').fill(tag.name);
    const choice = picker.getByRole('checkbox', { name: new RegExp(`^${tag.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*(Category|Product tag)$`) });
    await choice.focus();
    await page.keyboard.press('Space');
    await expect(picker.getByRole('button', { name: `Remove ${tag.name}` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save landing page' }).click();
    await expect(page.getByText('Landing page saved.')).toBeVisible();
    const saved = (await (await request.get(`/api/v3/landing-page/${id}`, { headers: auth })).json()) as { data: { tagIds: string[] } };
    expect(saved.data.tagIds).toEqual([tag.id]);
  } finally {
    await request.delete(`/api/v3/landing-page/${id}`, { headers: auth });
  }
});
