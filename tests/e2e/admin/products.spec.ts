import { demoEditor, getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

type ProductRow = { id: string; kind: string; slug: string; title: string; priceCents: number; published: boolean };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a price edited in the back office is on the storefront at the next request', async ({ page, context, request, visit }) => {
  await signInToBackOffice(context);
  const auth = await getStaffAuthorization(request);
  const list = await request.get('/api/admin/products?search=gift%20card&kind=GIFT_VOUCHER&published=true&page=1&per_page=50', { headers: auth });
  const card = ((await list.json()) as { data: ProductRow[] }).data.find((row) => row.slug.startsWith('gift-card-'));
  if (!card) throw new Error('The demo catalogue has no published gift card');
  const newCents = card.priceCents + 123;

  try {
    await visit(`/admin/products?search=${encodeURIComponent(card.title)}&kind=GIFT_VOUCHER`);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await page.getByRole('link', { name: card.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit “${card.title}”`);
    await expectAccessible(page);

    const price = page.getByLabel('Price (CAD, tax included)');
    await expect(price).toHaveValue((card.priceCents / 100).toFixed(2));
    await price.fill((newCents / 100).toFixed(2));
    await page.getByRole('button', { name: 'Save product' }).click();
    await expect(page.getByText('Product saved.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Price (CAD, tax included)')).toHaveValue((newCents / 100).toFixed(2));

    await visit(`/gift/${card.slug}`);
    await expect(page.getByRole('main').getByText(dollars(newCents)).first()).toBeVisible();
  } finally {
    await request.post('/api/admin/products/bulk-price', { headers: auth, data: { items: [{ id: card.id, price: card.priceCents }] } });
  }
});

test('staff create a gift voucher with a markdown description, see it previewed, then delete it', async ({ page, context, visit }) => {
  await signInToBackOffice(context);
  const slug = `e2e-card-${Date.now()}`;
  await visit('/admin/products/new');
  await page.getByLabel('Kind').selectOption('GIFT_VOUCHER');
  await page.getByLabel('Title', { exact: true }).fill('Thank-you card');
  await page.getByLabel('Slug (the address in the shop)').fill(slug);
  await page.getByLabel('Price (CAD, tax included)').fill('abc');
  await page.getByLabel('Description (markdown)').fill('## Say thanks\nA card for **anyone**.');
  const preview = page.getByRole('region', { name: 'Preview, as the shop shows it' });
  await expect(preview.getByRole('heading', { level: 2, name: 'Say thanks' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('anyone');
  // Experience-only sections are not offered for a gift.
  await expect(page.getByRole('heading', { name: 'Weekly departures' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter a price')).toBeVisible();
  await page.getByLabel('Price (CAD, tax included)').fill('35');
  await page.getByRole('switch').click();
  await expect(page.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/(?!new$)[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit “Thank-you card”');
  await expectAccessible(page);

  await visit(`/gift/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank-you card');
  await page.goBack();

  await page.getByRole('button', { name: 'Delete product' }).click();
  await expect(page.getByRole('dialog')).toContainText('removed for good');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('a custom experience\'s form shows its options, weekly departures and blackout dates', async ({ page, context, request, visit }) => {
  await signInToBackOffice(context);
  const auth = await getStaffAuthorization(request);
  const list = await request.get('/api/admin/products?kind=EXPERIENCE&published=true&page=1&per_page=100', { headers: auth });
  const rows = ((await list.json()) as { data: ProductRow[] }).data;
  let custom: { id: string; title: string } | undefined;
  for (const row of rows) {
    const detail = (await (await request.get(`/api/admin/products/${row.id}`, { headers: auth })).json()) as {
      data: { serviceType: string; availabilitySlots: unknown[]; tourGrades: unknown[] };
    };
    if (detail.data.serviceType === 'CUSTOM' && detail.data.availabilitySlots.length > 0 && detail.data.tourGrades.length > 0) {
      custom = row;
      break;
    }
  }
  if (!custom) throw new Error('The demo catalogue has no custom experience with departures');
  await visit(`/admin/products/${custom.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Options (tour grades)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Weekly departures' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Blackout dates' })).toBeVisible();
  await expect(page.getByLabel('Day').first()).toBeVisible();
});

test('the bulk price view saves nothing when one price is wrong', async ({ page, context, visit }) => {
  await signInToBackOffice(context);
  await visit('/admin/products/prices?search=gift%20card&kind=GIFT_VOUCHER');
  const inputs = page.getByRole('textbox', { name: /^New price of / });
  await expect(inputs.first()).toBeVisible();
  await inputs.first().fill('twelve');
  await page.getByRole('button', { name: 'Save 1 price' }).click();
  await expect(page.getByText('Enter a price in dollars, such as 45.00')).toBeVisible();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('button', { name: 'Save prices' })).toBeVisible();
});

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the product list and form fit a ${name} screen`, async ({ page, context, visit }, testInfo) => {
    await page.setViewportSize(viewport);
    await signInToBackOffice(context, name === 'phone' ? demoEditor : undefined);
    await visit('/admin/products');
    await expect(page.getByRole('table', { name: 'Products' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('main').getByRole('link', { name: 'Sort order', exact: true })).toHaveAttribute('href', '/admin/products/sort-order');
    const documentWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(documentWidth).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`products-list-${name}.png`), fullPage: true });
    await page.getByRole('table', { name: 'Products' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Save product' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: testInfo.outputPath(`products-edit-${name}.png`), fullPage: true });
  });
}
