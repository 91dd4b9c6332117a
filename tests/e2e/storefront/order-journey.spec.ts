import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/test';

const CRUISE = {
  slug: 'dinner-cruise-for-two-gift',
  title: 'Dinner Cruise for Two Gift',
};
const PADDLE = {
  slug: 'paddle-adventure-gift',
  title: 'Paddle Adventure Gift',
};
const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  needsAuthentication: '4000 0027 6000 3184',
};

function notifications(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** "YYYY-MM-DD" some days ahead in Toronto. */
function daysAheadInToronto(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
  }).format(Date.now() + days * 86_400_000);
}

async function addGift(page: Page, gift: { slug: string; title: string }): Promise<void> {
  await page.goto(`/gift/${gift.slug}`);
  await page.getByRole('button', { name: `Add to cart: ${gift.title}` }).click();
}

/** Gifts of the catalogue other than the two the journey pays for, as their pages name them. */
async function findOtherGifts(page: Page, count: number): Promise<{ slug: string; title: string }[]> {
  await page.goto('/gift');
  const hrefs = await page
    .getByRole('main')
    .locator('article a[href^="/gift/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const slugs = [...new Set(hrefs.map((href) => href.replace('/gift/', '')))].filter((slug) => slug !== CRUISE.slug && slug !== PADDLE.slug);
  const gifts = [];
  for (const slug of slugs.slice(0, count)) {
    await page.goto(`/gift/${slug}`);
    gifts.push({ slug, title: (await page.getByRole('heading', { level: 1 }).innerText()).trim() });
  }
  return gifts;
}

async function subscribeForCoupon(page: Page): Promise<string> {
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe on news', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe on news' });
  await dialog.getByLabel('E-mail').fill(`reader-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  const code = (await dialog.getByTestId('subscribe-coupon').innerText()).trim();
  await page.keyboard.press('Escape');
  return code;
}

function giftLine(page: Page, title: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });
}

async function fillBuyerAndCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Your name').fill('Casey Buyer');
  await page.getByLabel('Your e-mail').fill('casey@example.com');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code').fill('123');
}

test.describe('a paid order', () => {
  // The last steps open the receipt and a voucher with a wrong key on purpose.
  test.use({ expectedPageErrors: [/^404 GET \S+\/order-success/] });

  test('gifts to a paid order: details, a wrong coupon, the welcome coupon, the test card, the receipt', async ({ page, visit }) => {
    test.setTimeout(120_000);
    await visit('/');
    const couponCode = await subscribeForCoupon(page);

    await addGift(page, CRUISE);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await page.getByRole('button', { name: `Add to cart: ${CRUISE.title}` }).click();
    await expect(notifications(page).getByText('Gift has already added to Cart')).toBeVisible();
    await addGift(page, PADDLE);
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'Review order' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Four more make six: the 6th goes in and the cart says it is full; a 7th stays out.
    const others = await findOtherGifts(page, 5);
    for (const gift of others.slice(0, 3)) await addGift(page, gift);
    await addGift(page, others[3] ?? CRUISE);
    const full = page.getByRole('dialog', { name: 'Your cart is full' });
    await expect(full).toBeVisible();
    await full.getByRole('button', { name: 'Back to shopping' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 6 items' })).toBeVisible();
    await addGift(page, others[4] ?? CRUISE);
    await expect(full).toBeVisible();
    await full.getByRole('button', { name: 'Go to order' }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Review your order' })).toBeVisible();
    // The seventh stayed out.
    await expect(page.getByRole('list', { name: 'Gifts in this order' }).getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 3, name: others[4]?.title ?? '' })).toHaveCount(0);
    for (const gift of others.slice(0, 4)) await page.getByRole('button', { name: `Remove ${gift.title}` }).click();
    await expect(page.getByRole('list', { name: 'Gifts in this order' }).getByRole('heading', { level: 3 })).toHaveCount(2);
    const pay = page.getByRole('button', { name: /^Pay \$/ });
    await expect(pay).toBeVisible();

    // Nothing filled in: every required field says so, and nothing is charged.
    await pay.click();
    await expect(page.getByText("Recipient's name is required field").first()).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions to continue.')).toBeVisible();

    const cruise = giftLine(page, CRUISE.title);
    await cruise.getByLabel('Who is it for?').fill('Zoë Tremblay');
    await cruise.getByLabel("Recipient's e-mail").fill('zoe@example.com');
    await cruise.getByLabel('Your message (optional)').fill('Happy birthday!');
    const paddle = giftLine(page, PADDLE.title);
    await paddle.getByLabel('Who is it for?').fill('Ben Okafor');
    await paddle.getByLabel("Recipient's e-mail").fill('ben@example.com');
    await paddle.getByRole('radio', { name: 'On a date' }).check();
    await paddle.getByLabel('Their time zone').selectOption('America/Toronto');
    await paddle.getByLabel('Date', { exact: true }).fill(daysAheadInToronto(1));
    await paddle.getByLabel('Time', { exact: true }).selectOption({ label: '9:00 a.m.' });

    // A wrong coupon: SPEC §8's modal, and "Try another coupon" goes back to the field.
    const coupon = page.getByLabel('Coupon code');
    await coupon.fill('NOT-A-COUPON');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const wrong = page.getByRole('dialog', { name: 'Wrong coupon' });
    await expect(wrong).toContainText('This coupon has already been expired or used befor for your account!');
    await expectAccessible(page);
    await wrong.getByRole('button', { name: 'Try another coupon' }).click();
    await expect(coupon).toBeFocused();

    const total = page
      .getByRole('complementary')
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .last();
    const fullTotal = await total.innerText();
    await coupon.fill(couponCode);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText(`Coupon ${couponCode} applied`)).toBeVisible();
    await expect(total).not.toHaveText(fullTotal);

    await fillBuyerAndCard(page, CARDS.succeeds);
    await page.getByLabel(/I accept the terms and conditions/).check();
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath('order.png'),
      fullPage: true,
    });
    await page.getByRole('button', { name: /^Pay \$/ }).click();

    await expect(page).toHaveURL(/\/order-success\?order=CGE-[A-Z0-9]{8}&key=[0-9a-f]{32}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByText('We sent the receipt to casey@example.com')).toBeVisible();
    await expect(page.getByText('Scheduled: e-mailed to ben@example.com')).toBeVisible();
    // The immediate voucher goes out through the job queue, its PDF attached, within seconds.
    await expect(async () => {
      await page.reload();
      await expect(page.getByText('Sent to zoe@example.com')).toBeVisible({
        timeout: 1_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Scheduled: e-mailed to ben@example.com')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: test.info().outputPath('order-success.png'),
      fullPage: true,
    });

    // The buyer prints a voucher from the receipt; its number is there in full.
    await page.getByRole('link', { name: `Print the voucher: ${CRUISE.title}` }).click();
    await expect(page.getByText(/[2-9A-HJKMNP-Z]{7}-[2-9A-HJKMNP-Z]{7}-[2-9A-HJKMNP-Z]{7}/)).toBeVisible();
    await expectAccessible(page);

    // Without the receipt's key, neither the order nor its vouchers open.
    const printUrl = new URL(page.url());
    const wrongKey = '0'.repeat(32);
    const response = await page.goto(`/order-success?order=${printUrl.searchParams.get('order')}&key=${wrongKey}`);
    expect(response?.status()).toBe(404);
    printUrl.searchParams.set('key', wrongKey);
    expect((await page.goto(printUrl.pathname + printUrl.search))?.status()).toBe(404);
    // The paid gifts left the cart.
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();

    // The bank's return address without an order it knows says nothing was taken.
    await page.goto('/order/return');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your card was declined. No money was taken. Please try another card.');
    await expectAccessible(page);
  });
});

test.describe('cards that do not go straight through', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a declined card shows a clear error and leaves the cart as it was; a card that needs the bank confirms on its page', async ({ page }) => {
    test.setTimeout(120_000);
    await addGift(page, PADDLE);
    await page.goto('/order');
    const paddle = giftLine(page, PADDLE.title);
    await paddle.getByLabel('Who is it for?').fill('Ben');
    await paddle.getByRole('radio', { name: 'Send it to me to print' }).check();
    await fillBuyerAndCard(page, CARDS.declined);
    await page.getByLabel(/I accept the terms and conditions/).check();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('Your card was declined. No money was taken. Please try another card.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/order$/);
    await expect(giftLine(page, PADDLE.title)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('order-declined-phone.png'), fullPage: true });

    await page.getByLabel('Card number').fill(CARDS.needsAuthentication);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your payment' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/order-success\?order=CGE-/);
    await expect(page.getByText('Sent to casey@example.com').or(page.getByText('Being sent to casey@example.com'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('order-success-phone.png'), fullPage: true });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Cart, empty' })).toBeVisible();
  });
});
