import { getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

type TreeItem = { id: string; name: string; slug: string; parentId: string | null; position: number };

test.beforeEach(async ({ context }) => {
  await signInToBackOffice(context);
});

test('staff create a tag, move it by keyboard, assign it to an experience and find the experience under it in the shop', async ({ page, request, visit }) => {
  // A long journey through four screens and the shop, on a machine that builds pages on first visit.
  test.slow();
  const auth = await getStaffAuthorization(request);
  const readTree = async () => ((await (await request.get('/api/v3/products/tags', { headers: auth })).json()) as { data: TreeItem[] }).data;
  const suffix = Date.now().toString(36);
  const name = `Ice fishing ${suffix}`;
  const slug = `ice-fishing-${suffix}`;

  await visit('/admin/tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags, in tree order' }).getByRole('link', { name: 'Winter', exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'New tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New tag' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Slug (the address of its list page)')).toHaveValue(slug);
  await page.getByLabel('Parent').selectOption({ label: '\u2014 Winter' });
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tag: ${name}` })).toBeVisible();
  const tagId = page.url().split('/').at(-1) ?? '';

  const winter = (await readTree()).find((item) => item.slug === 'winter');
  const siblingsUnderWinter = async () => (await readTree()).filter((item) => item.parentId === winter?.id).map((item) => item.slug);
  expect(await siblingsUnderWinter()).toEqual(['northern-lights', 'dog-sledding', 'skating', slug]);

  try {
    // Keyboard only: Tab to the tag's "Move up" button and press Enter; the move is announced.
    await page.goto('/admin/tags');
    const moveUp = page.getByRole('button', { name: `Move ${name} up` });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: `Moved ${name} under Winter, position 3.` })).toBeAttached();
    await expect(moveUp).toBeFocused();
    expect(await siblingsUnderWinter()).toEqual(['northern-lights', 'dog-sledding', slug, 'skating']);

    // dnd-kit's keyboard drag: space picks the handle up, an arrow moves it, space drops it.
    const handle = page.getByRole('button', { name: `Drag ${name}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('status').filter({ hasText: `${name} is over Dog sledding.` })).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: `Moved ${name} under Winter, position 2.` })).toBeAttached();
    expect(await siblingsUnderWinter()).toEqual(['northern-lights', slug, 'dog-sledding', 'skating']);
    await expectAccessible(page);

    // Assign it to an experience with the searchable multi-select.
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Tag: ${name}` })).toBeVisible();
    const products = page.getByRole('group', { name: 'Products' });
    await products.getByLabel('Search products').fill('Kensington Market');
    await products.getByRole('checkbox', { name: /Kensington Market Food Tour/ }).check();
    await expect(products.getByRole('button', { name: 'Remove Kensington Market Food Tour' })).toBeVisible();
    await page.getByRole('button', { name: 'Save assignments' }).click();
    await expect(page.getByText('Assignments saved')).toBeVisible();
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await expectAccessible(page);

    // Saving the same selection again makes no call (SPEC §5).
    let assignCalls = 0;
    page.on('request', (sent) => {
      if (sent.url().endsWith('/api/v3/assign-tags')) assignCalls += 1;
    });
    await page.getByRole('button', { name: 'Save assignments' }).click();
    await expect(page.getByText('Nothing changed: nothing to save')).toBeVisible();
    expect(assignCalls).toBe(0);

    // The shop lists the experience under the new category at the next request.
    await visit(`/booking?category=${slug}`);
    await expect(page.getByRole('link', { name: /Kensington Market Food Tour/ }).first()).toBeVisible();

    // Delete it again, through the confirmation.
    await page.goto(`/admin/tags/${tagId}`);
    await page.getByRole('button', { name: 'Delete tag' }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await expect(dialog).toContainText('1 product(s)');
    await dialog.getByRole('button', { name: 'Delete tag' }).click();
    await expect(page).toHaveURL(/\/admin\/tags$/);
    expect((await readTree()).some((item) => item.id === tagId)).toBe(false);
  } finally {
    await request.delete(`/api/v3/tags/${tagId}`, { headers: auth });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tree and its move buttons fit, and the search lists matching tags a page at a time', async ({ page, visit }) => {
    await visit('/admin/tags');
    await expect(page.getByRole('button', { name: 'Indent Adventure', exact: true })).toBeInViewport();
    await expectNoSidewaysScroll(page);

    await page.getByLabel('Find a tag by name or slug').fill('water');
    await expect(page.getByRole('table', { name: 'Tags matching the search' }).getByRole('link', { name: 'Water activities' })).toBeVisible();
    await expect(page).toHaveURL(/search=water/);
    await page.getByLabel('Find a tag by name or slug').fill('no tag is called this');
    await expect(page.getByText('No tags match “no tag is called this”.')).toBeVisible();
  });
});
