import { expect, expectAccessible, test } from '../support/test';

test('home → category → gift page → love list', async ({ page, visit }) => {
  await visit('/');
  await page.getByRole('region', { name: 'Top categories' }).getByRole('link', { name: 'Adventure', exact: true }).click();
  await expect(page).toHaveURL(/\/gift\?category=adventure$/);
  await expectAccessible(page);

  const firstGift = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const giftTitle = (await firstGift.innerText()).trim();
  await firstGift.click();
  await expect(page).toHaveURL(/\/gift\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(giftTitle);
  await expectAccessible(page);

  const heart = page.getByRole('main').getByRole('button', { name: `Love list: ${giftTitle}` }).first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('banner').getByRole('link', { name: /Love list/ }).first().click();
  await expect(page).toHaveURL(/\/love-list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Love list' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: giftTitle })).toBeVisible();
  // Product toasts close after 2 s; the closing accessibility scan should not catch one fading in.
  await expect(page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')).toHaveCount(0);
});

test('a guest browsing the shop sends no request for personal data', async ({ page }) => {
  const personalRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/love-list')) personalRequests.push(request.url());
  });
  await page.goto('/');
  await page.goto('/gift/dinner-cruise-for-two-gift');
  const loveButton = page.getByRole('button', { name: 'Love list: Dinner Cruise for Two Gift', exact: true });
  await loveButton.click();
  await expect(loveButton).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/love-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(personalRequests).toEqual([]);
});
