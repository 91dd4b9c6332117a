import { demoEditor, getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

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
  // The editor is ready once its French texts below the form have loaded (the click before that was lost).
  await expect(page.getByRole('button', { name: 'Save Canadian French texts' })).toBeVisible();

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
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`products-list-${name}.png`), fullPage: true });
    await page.getByRole('table', { name: 'Products' }).getByRole('link').first().click();
    await expect(page.getByRole('button', { name: 'Save product' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`products-edit-${name}.png`), fullPage: true });
  });
}

test.describe('the product form’s breadcrumbs, box gifts and concurrent saves', () => {
  test.use({
    // The concurrent-save journey's refused save, on purpose.
    expectedPageErrors: [[/^409 PUT .*\/api\/admin\/products\/[a-z0-9]+$/], { scope: 'test' }],
  });

  test('breadcrumbs chosen in the form are on the storefront at the next request', async ({ page, context, request, visit }) => {
    await signInToBackOffice(context);
    const auth = await getStaffAuthorization(request);
    const crumbs = ((await (await request.get('/api/landing/all-breadcrumbs', { headers: auth })).json()) as { data: { id: string; label: string; url: string }[] }).data;
    const crumb = crumbs[0];
    if (!crumb) throw new Error('The demo content has no breadcrumbs');
    const slug = `e2e-crumbs-${Date.now()}`;
    const created = await request.post('/api/admin/products', { headers: auth, data: { kind: 'GIFT_VOUCHER', title: 'Crumb card', slug, priceCents: 4_000, published: true } });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    try {
      await visit(`/admin/products/${id}`);
      const trail = page.getByRole('group', { name: 'Trail' });
      await trail.getByLabel('Add to trail').selectOption(crumb.id);
      await trail.getByRole('button', { name: 'Add' }).press('Enter');
      await expect(trail.getByRole('listitem').filter({ hasText: crumb.label })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page.getByText('Product saved.', { exact: false })).toBeVisible();
      const detail = (await (await request.get(`/api/admin/products/${id}`, { headers: auth })).json()) as { data: { breadcrumbIds: string[] } };
      expect(detail.data.breadcrumbIds).toEqual([crumb.id]);

      await visit(`/gift/${slug}`);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: crumb.label })).toBeVisible();
    } finally {
      await request.delete(`/api/admin/products/${id}`, { headers: auth });
    }
  });

  test('a box gift picks its experiences by keyboard and shows the price the shop works out', async ({ page, context, request, visit }) => {
    await signInToBackOffice(context);
    const auth = await getStaffAuthorization(request);
    const experiences = ((await (await request.get('/api/admin/products?kind=EXPERIENCE&published=true&page=1&per_page=5', { headers: auth })).json()) as { data: ProductRow[] }).data;
    const experience = experiences[0];
    if (!experience) throw new Error('The demo catalogue has no published experience');
    const created = await request.post('/api/admin/products', { headers: auth, data: { kind: 'GIFT_VOUCHER', title: 'E2E box', slug: `e2e-box-${Date.now()}`, priceCents: 1_000 } });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    try {
      await visit(`/admin/products/${id}`);
      const box = page.getByRole('group', { name: 'Experiences in the box' });
      await box.getByLabel('Search experiences in the box').fill(experience.title);
      const choice = box.getByRole('checkbox', { name: new RegExp(`^${experience.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s`) }).first();
      await choice.focus();
      await page.keyboard.press('Space');
      await expect(box.getByRole('button', { name: `Remove ${experience.title}` })).toBeVisible();
      // The price field gives way to the box's price, as the server works it out.
      await expect(page.getByLabel('Price (CAD, tax included)')).toHaveCount(0);
      await page.getByLabel('Who the gift is for').selectOption('TWO');
      const quote = await request.post('/api/admin/products/gift-price', { headers: auth, data: { coveredExperienceIds: [experience.id], giftParty: 'TWO', giftOption: 'STANDARD' } });
      const { priceCents } = ((await quote.json()) as { data: { priceCents: number | null } }).data;
      if (priceCents === null) throw new Error('The first demo experience takes no party of two adults');
      await expect(page.getByText(`Price of the box: ${dollars(priceCents)}`)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page.getByText('Product saved.', { exact: false })).toBeVisible();
      const saved = (await (await request.get(`/api/admin/products/${id}`, { headers: auth })).json()) as { data: { priceCents: number; giftParty: string } };
      expect(saved.data).toMatchObject({ priceCents, giftParty: 'TWO' });
    } finally {
      await request.delete(`/api/admin/products/${id}`, { headers: auth });
    }
  });

  test('a save over someone else’s is refused with a reload that keeps what was typed', async ({ page, context, request, visit }) => {
    await signInToBackOffice(context);
    const auth = await getStaffAuthorization(request);
    const created = await request.post('/api/admin/products', { headers: auth, data: { kind: 'GIFT_VOUCHER', title: 'Shared card', slug: `e2e-shared-${Date.now()}`, priceCents: 2_000 } });
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    try {
      await visit(`/admin/products/${id}`);
      await page.getByLabel('Summary (cards and search results)').fill('My summary');
      // Someone else saves first, through the API, as a client of SPEC §7 (no version: last wins).
      expect((await request.put(`/api/admin/products/${id}`, { headers: auth, data: { title: 'Their title' } })).status()).toBe(200);

      await page.getByRole('button', { name: 'Save product' }).click();
      const conflict = page.getByRole('alert').filter({ hasText: 'This product was changed by someone else. Reload to see their changes.' });
      await expect(conflict).toBeVisible();
      await expectAccessible(page);
      await conflict.getByRole('button', { name: 'Reload, keeping my changes' }).click();
      await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Their title');
      await expect(page.getByLabel('Summary (cards and search results)')).toHaveValue('My summary');
      await page.getByRole('button', { name: 'Save product' }).click();
      await expect(page.getByText('Product saved.', { exact: false })).toBeVisible();
      const saved = (await (await request.get(`/api/admin/products/${id}`, { headers: auth })).json()) as { data: { title: string; summary: string } };
      expect(saved.data).toMatchObject({ title: 'Their title', summary: 'My summary' });
    } finally {
      await request.delete(`/api/admin/products/${id}`, { headers: auth });
    }
  });
});
