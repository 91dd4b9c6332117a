import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/test';

const CART_KEY = 'gift-shop-cart';
const GIFT = { slug: 'paddle-adventure-gift', title: 'Paddle Adventure Gift' };

async function clickBackdrop(page: Page, x: number, y: number): Promise<void> {
  await page.mouse.click(x, y);
}

function footerButton(page: Page, name: string) {
  return page.getByRole('contentinfo').getByRole('button', { name, exact: true });
}

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

test.describe('overlays', () => {
  for (const modal of [
    { opener: 'About us', title: 'About us' },
    { opener: 'How it works', title: 'How it works' },
    { opener: 'Contact us', title: 'Contact us' },
    { opener: 'Subscribe on news', title: 'Subscribe on news' },
  ]) {
    test(`the ${modal.title} modal closes by Escape and by its backdrop`, async ({ page, visit }) => {
      await visit('/');
      await footerButton(page, modal.opener).click();
      const dialog = page.getByRole('dialog', { name: modal.title });
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(footerButton(page, modal.opener)).toBeFocused();

      await footerButton(page, modal.opener).click();
      await expect(dialog).toBeVisible();
      await clickBackdrop(page, 8, 8);
      await expect(dialog).toBeHidden();
    });
  }

  test('the footer offers no chat while no chat page is configured, and no empty social links', async ({ page, visit }) => {
    await visit('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('button', { name: 'Contact us', exact: true })).toBeVisible();
    await expect(footer.getByText('Chat with us')).toHaveCount(0);
    await expect(footer.getByRole('heading', { name: 'Follow us' })).toHaveCount(0);
    await expect(page.locator('script#customer-chat-sdk')).toHaveCount(0);
  });

  test('the subscribe modal is 700 px wide', async ({ page, visit }) => {
    await visit('/');
    await footerButton(page, 'Subscribe on news').click();
    const box = await page.getByRole('dialog', { name: 'Subscribe on news' }).boundingBox();
    expect(box?.width).toBe(700);
  });

  test('the Gift Finder leads question by question to matching gifts', async ({ page, visit }) => {
    await visit('/');
    const opener = page.getByRole('banner').getByRole('button', { name: 'Gift Finder' });
    await opener.click();
    const quiz = page.getByRole('dialog', { name: 'Gift Finder' });
    await expect(quiz).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await expect(quiz.getByRole('heading', { name: 'Who is the gift for?' })).toBeVisible();
    await quiz.getByRole('button', { name: 'Skip this question' }).click();
    await expect(quiz.getByRole('heading', { name: "What's the occasion?" })).toBeVisible();
    await quiz.getByRole('button', { name: 'Skip this question' }).click();
    await expect(quiz.getByRole('heading', { name: 'What do they love?' })).toBeVisible();
    await quiz.getByRole('button', { name: /^Adventure/ }).click();
    await expect(quiz.getByRole('heading', { name: 'Adventure: which one?' })).toBeVisible();
    await quiz.getByRole('button', { name: /^Water activities/ }).click();
    await quiz.getByRole('button', { name: /^Kayaking & canoeing/ }).click();
    await expect(quiz.getByRole('heading', { name: 'What is your budget?' })).toBeVisible();
    await expectAccessible(page);
    await quiz.getByRole('button', { name: /^Any budget/ }).click();
    await expect(quiz.getByRole('heading', { name: /gifts? they will love/ })).toBeVisible();
    await expect(quiz.getByRole('link', { name: GIFT.title })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(quiz).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    // The quiz focuses each question's heading; closing still gives focus back to its opener.
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(quiz.getByRole('heading', { name: 'Who is the gift for?' })).toBeVisible();
    await quiz.getByRole('button', { name: 'Close' }).click();
    await expect(quiz).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(quiz.getByRole('heading', { name: 'Who is the gift for?' })).toBeVisible();
    await clickBackdrop(page, 8, 8);
    await expect(quiz).toBeHidden();
  });

  test('the Cart drawer closes by Escape and by its backdrop', async ({ page, visit }) => {
    await visit('/');
    const openCart = page.getByRole('button', { name: /^Cart, / });
    await openCart.click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Your cart is empty.')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(openCart).toBeFocused();

    await openCart.click();
    await expect(drawer).toBeVisible();
    await clickBackdrop(page, 100, 300); // left of the panel on the right
    await expect(drawer).toBeHidden();
  });

  test('subscribing twice with one e-mail shows the coupon, then the "News subscription" notice', async ({ page, visit }) => {
    const email = `reader-${Date.now()}@example.com`;
    await visit('/');
    await footerButton(page, 'Subscribe on news').click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe on news' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(dialog.getByTestId('subscribe-coupon')).toHaveText(/^NEWS-[A-Z2-9]{10}$/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await footerButton(page, 'Subscribe on news').click();
    await dialog.getByLabel('E-mail').fill(email.toUpperCase());
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    const notice = notifications(page).getByRole('listitem').filter({ hasText: 'The email has already been subscribed' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('News subscription');
  });

  test('the contact form shows field errors, keeps the text and sends the message', async ({ page, visit }) => {
    await visit('/');
    await footerButton(page, 'Contact us').click();
    const dialog = page.getByRole('dialog', { name: 'Contact us' });
    await dialog.getByLabel('Your name').fill('Ada Lovelace');
    await dialog.getByLabel('E-mail').fill('not-an-email');
    await dialog.getByLabel('Message').fill('Can the recipient pick a date in winter?');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Message')).toHaveValue('Can the recipient pick a date in winter?');
    await expectAccessible(page);

    await dialog.getByLabel('E-mail').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Send message' }).click();
    await expect(notifications(page).getByText('Message sent')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('a gift goes into the cart and the love list from its page', async ({ page, visit }) => {
    await visit(`/gift/${GIFT.slug}`);
    await page.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
    await expect(notifications(page).getByText('Gift added')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    // The toast's own way to the cart.
    await notifications(page).getByRole('button', { name: 'View cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await expect(drawer.getByText(GIFT.title)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
    await expect(notifications(page).getByText('Gift has already added to Cart')).toBeVisible();

    await page.getByRole('button', { name: 'Cart, 1 item' }).click();
    await expect(drawer.getByText(GIFT.title)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Review order' })).toHaveAttribute('href', '/order');
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const heart = page.getByRole('button', { name: `Love list: ${GIFT.title}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await visit('/love-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Love list' })).toBeVisible();
    await expect(page.getByRole('link', { name: GIFT.title })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Love list: ${GIFT.title}` }).click();
    await expect(page.getByText('Your love list is empty.')).toBeVisible();
    // Product toasts close after 2 s; the closing scan should not catch one half faded in.
    await expect(notifications(page).getByRole('listitem')).toHaveCount(0);
  });

  test('a full cart opens the max-limit dialog, which can lead to /order', async ({ page, visit }) => {
    await visit(`/gift/${GIFT.slug}`);
    const six = Array.from({ length: 6 }, (_, index) => ({
      id: `other-${index}`,
      title: `Other gift ${index}`,
      price: 5_000,
      image: null,
      provider: null,
    }));
    await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify({ state: { items }, version: 1 })), [CART_KEY, six] as const);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();

    await page.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Your cart is full' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Back to shopping' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/gift/${GIFT.slug}$`));

    await page.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
    await dialog.getByRole('button', { name: 'Go to order' }).click();
    await expect(page).toHaveURL(/\/order$/);
  });

  test('a cart saved with old-style image links is emptied on load', async ({ page, visit }) => {
    await visit('/');
    const legacy = [{ id: 'legacy', title: 'Old gift', price: 5_000, image: { uri: 'https://old.example.com/storage/gift.jpg' }, provider: null }];
    await page.evaluate(([key, items]) => localStorage.setItem(key, JSON.stringify({ state: { items }, version: 1 })), [CART_KEY, legacy] as const);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
  });
});

test.describe('timed subscribe modal', () => {
  test.use({ timedSubscribeModal: 'live' });

  /** Loads the page and waits until its client effects (the modal timer among them) have run. */
  async function loadAndHydrate(page: Page, load: () => Promise<unknown>): Promise<void> {
    const effectsRan = page.waitForRequest('**/api/build-id');
    await load();
    await effectsRan;
  }

  test('opens once after 15 s and then rests for a day', async ({ page }) => {
    const start = new Date('2026-06-01T12:00:00Z');
    await page.clock.install({ time: start });
    // Time stands still between the steps below, so slow machines cannot reach 15 s by accident.
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    const dialog = page.getByRole('dialog', { name: 'Subscribe on news' });

    await loadAndHydrate(page, () => page.goto('/'));
    await page.clock.runFor(14_000);
    await expect(dialog).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await loadAndHydrate(page, () => page.reload());
    await page.clock.runFor(20_000);
    await expect(dialog).toBeHidden();

    await page.clock.fastForward('24:00:00');
    await loadAndHydrate(page, () => page.reload());
    await page.clock.runFor(16_000);
    await expect(dialog).toBeVisible();

    // The accessibility scan at the end needs running timers.
    await page.clock.resume();
    await expectAccessible(page);
  });

  test('never opens on a task page or while a field has focus', async ({ page }) => {
    const start = new Date('2026-06-01T12:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1_000));
    const dialog = page.getByRole('dialog', { name: 'Subscribe on news' });

    for (const taskPage of ['/order', '/voucher/activation', '/auth/login', '/auth/sign-up', '/auth/reset', '/cancellation']) {
      await loadAndHydrate(page, () => page.goto(taskPage));
      await page.clock.runFor(20_000);
      await expect(dialog, taskPage).toBeHidden();
    }

    // A visitor typing on a browsing page keeps their keystrokes; the modal waits until they stop.
    await loadAndHydrate(page, () => page.goto('/'));
    const search = page.getByRole('combobox', { name: 'Search gifts and experiences' }).first();
    await search.focus();
    await page.clock.runFor(20_000);
    await expect(dialog).toBeHidden();
    await expect(search).toBeFocused();
    await search.blur();
    await page.clock.runFor(5_500);
    await expect(dialog).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the burger menu closes by Escape and by its backdrop, and offers the Gift Finder', async ({ page, visit }) => {
    await visit('/');
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await openMenu.click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Love list' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await openMenu.click();
    await clickBackdrop(page, 365, 330);
    await expect(drawer).toBeHidden();

    await openMenu.click();
    await drawer.getByRole('button', { name: 'Gift Finder' }).click();
    await expect(page.getByRole('dialog', { name: 'Gift Finder' })).toBeVisible();
    await expectAccessible(page);
  });
});
