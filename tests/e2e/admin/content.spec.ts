import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { withPictures } from '../support/pictures';
import { demoEditor, getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

// This spec looks at pictures: its browser loads them.
test.use(withPictures);

// Editors run the content: the journeys sign in as one.
test.beforeEach(async ({ context }) => {
  await signInToBackOffice(context, demoEditor);
});

test('a footer link added in the back office is on the storefront at the next request', async ({ page, request, visit }) => {
  const auth = await getStaffAuthorization(request, demoEditor);
  const original = ((await (await request.get('/api/content/footer', { headers: auth })).json()) as { data: unknown }).data;
  const label = `Gift guide ${randomUUID().slice(0, 6)}`;
  try {
    await visit('/admin/content');
    await page.getByRole('link', { name: /Footer/ }).click();
    await expect(page.getByRole('heading', { name: 'Support column' })).toBeVisible();

    const support = page.getByRole('region', { name: 'Support column' });
    const before = await support.getByRole('listitem').count();
    await support.getByRole('button', { name: 'Add a link to Support' }).click();
    const number = before + 1;
    await support.getByLabel(`Link ${number} label`).fill(label);
    await expect(support.getByLabel(`Link ${number} type`)).toHaveValue('link');
    await support.getByLabel(`Link ${number} path (starts with /)`).fill('/blog');
    // Moved to the top of the column with the keyboard-reachable buttons.
    for (let step = before; step > 0; step -= 1) await support.getByRole('button', { name: `Move link ${label} up` }).click();
    await expect(support.getByLabel('Link 1 label')).toHaveValue(label);

    // A link of another type asks for what that type needs.
    await support.getByLabel('Link 1 type').selectOption('external-link');
    await support.getByLabel('Link 1 address (https://…)').fill('not an address');
    await page.getByRole('button', { name: 'Save footer' }).click();
    await expect(support.getByLabel('Link 1 address (https://…)')).toHaveAttribute('aria-invalid', 'true');
    await support.getByLabel('Link 1 type').selectOption('link');
    await support.getByLabel('Link 1 path (starts with /)').fill('/blog');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Save footer' }).click();
    await expect(page.getByText('Footer saved. The shop shows it now.')).toBeVisible();

    await visit('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', '/blog');
  } finally {
    if (original) await request.put('/api/content/footer', { headers: auth, data: original });
  }
});

test('a post written and published in the back office is on the blog at the next request, and deleting it asks first', async ({ page, visit }) => {
  const title = `Paddling the Bay of Fundy ${randomUUID().slice(0, 6)}`;
  await visit('/admin/content/posts');
  await page.getByRole('link', { name: 'New post' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Title', { exact: true }).blur();
  const slug = await page.getByLabel("Slug (the post's address: /blog/…)").inputValue();
  expect(slug).toMatch(/^paddling-the-bay-of-fundy-[a-z0-9-]+$/);

  await page.getByLabel('Excerpt (shown on the blog list)').fill('The highest tides in the world, from a kayak.');
  await page.getByLabel('Body (markdown)').fill('## Tides\n\nTwice a day the bay **empties**.');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Tides' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('empties');
  await page.getByLabel('Author').fill('Robin');
  await page.getByLabel(/^Published/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Post saved. The blog shows it now.')).toBeVisible();
  // The editor moves from /posts/new to the saved post's address after the toast shows.
  await expect(page).toHaveURL(/\/admin\/content\/posts\/(?!new$)[^/]+$/);
  await expectAccessible(page);

  await visit('/blog');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await visit(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'Tides' })).toBeVisible();

  await visit(`/admin/content/posts?search=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByRole('cell', { name: 'Live' })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete "${title}"?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete post' }).click();
  await expect(page.getByText('Post deleted.')).toBeVisible();
  await expect(page.getByText(`No posts match "${title}".`)).toBeVisible();
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});

test('the logo is uploaded with a preview, and the home page editor opens the saved sections', async ({ page, request, visit }) => {
  const auth = await getStaffAuthorization(request, demoEditor);
  const original = ((await (await request.get('/api/content/logo', { headers: auth })).json()) as { data: unknown }).data;
  try {
    await visit('/admin/content/logo');
    const picture = await sharp({ create: { width: 240, height: 60, channels: 3, background: '#db3844' } }).png().toBuffer();
    await page.getByLabel('Upload a picture (JPEG, PNG or WebP)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: picture });
    // The demo logo is an upload too (/uploads/demo/…): wait for the new one.
    await expect(page.getByLabel('Picture address')).toHaveValue(/^\/uploads\/media\/.+\.webp$/);
    await expect(page.getByLabel('Width in pixels')).toHaveValue('240');
    await expect(page.getByLabel('Height in pixels')).toHaveValue('60');
    await page.getByLabel("Alt text (the shop's name as screen readers say it)").fill('Gift shop test logo');
    await expect(page.getByRole('img', { name: 'Gift shop test logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Save logo' }).click();
    await expect(page.getByText('Logo saved. The shop shows it now.')).toBeVisible();
    await visit('/');
    await expect(page.getByRole('banner').getByRole('img', { name: 'Gift shop test logo' })).toBeVisible();
  } finally {
    if (original) await request.put('/api/content/logo', { headers: auth, data: original });
  }

  await visit('/admin/content/home-page');
  await expect(page.getByLabel('Hero title')).not.toHaveValue('');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the content screens fit the screen and pass the accessibility scan', async ({ page }) => {
    for (const path of ['/admin/content', '/admin/content/footer', '/admin/content/home-page', '/admin/content/posts', '/admin/content/posts/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Scanned once loaded: the list table's loading row has nothing to focus in its scroll box.
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
    }
    await expect(page.getByRole('button', { name: 'Create post' })).toBeInViewport();
  });
});
