import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/test';

const GIFT = { slug: 'dinner-cruise-for-two-gift', title: 'Dinner Cruise for Two Gift' };

/** "YYYY-MM-DD" a few days ahead in Toronto, the zone the recipient is in below. */
function daysAheadInToronto(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(Date.now() + days * 86_400_000);
}

async function personaliseAndAdd(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Make it personal' });
  const preview = page.getByTestId('voucher-preview');
  await expect(preview).toContainText('For someone special');
  await expect(preview).toContainText('Covers two adults');

  await form.getByLabel("Recipient's name").fill('Anna');
  await form.getByLabel('Your message (optional)').fill('Happy anniversary!\nLove, Sam');
  await expect(preview).toContainText('For Anna');
  await expect(preview).toContainText('Happy anniversary!');
  await expect(form.getByText('28 of 300 characters')).toBeVisible();

  // E-mail delivery needs the recipient's address, and a valid one.
  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  const email = form.getByLabel("Recipient's e-mail");
  await expect(email).toBeFocused();
  await expect(form.getByText("Enter the recipient's e-mail, or choose to print it yourself.")).toBeVisible();
  await email.fill('anna@example');
  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  await expect(form.getByText('Please enter a valid email')).toBeVisible();
  await email.fill('Anna@Example.com');

  // On a date, at an hour of the recipient's zone.
  await form.getByRole('radio', { name: 'On a date' }).check();
  await form.getByLabel('Their time zone').selectOption('America/Toronto');
  await form.getByLabel('Date', { exact: true }).fill(daysAheadInToronto(-1));
  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  await expect(form.getByText('Choose a date and time that are still ahead in their time zone.')).toBeVisible();
  await form.getByLabel('Date', { exact: true }).fill(daysAheadInToronto(3));
  await form.getByLabel('Time', { exact: true }).selectOption({ label: '10:00 a.m.' });
  await expect(preview).toContainText(/E-mailed to Anna@Example\.com on .+ at 10:00 a\.m\., Eastern time \(Toronto, Montréal\)/);
  await expectAccessible(page);

  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
}

for (const viewport of [
  { name: 'a phone', size: { width: 390, height: 844 } },
  { name: 'a desktop', size: { width: 1280, height: 800 } },
]) {
  test.describe(`gift personalisation on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('the recipient, message and delivery show in a live preview and travel with the gift into the cart', async ({ page, visit }) => {
      await visit(`/gift/${GIFT.slug}`);
      await personaliseAndAdd(page);

      await page.reload();
      await page.getByRole('button', { name: 'Cart, 1 item' }).click();
      const drawer = page.getByRole('dialog', { name: 'Cart' });
      await expect(drawer.getByText(GIFT.title)).toBeVisible();
      await expect(drawer.getByText(/^For Anna · E-mailed to anna@example\.com on .+ at 10:00 a\.m\., Eastern time/)).toBeVisible();
    });
  });
}

test('printing at home needs no e-mail but a name, as /order does, and a gift left as it is goes in without details', async ({ page, visit }) => {
  await visit(`/gift/${GIFT.slug}`);
  const form = page.getByRole('form', { name: 'Make it personal' });
  await form.getByRole('radio', { name: /Send it to me to print/ }).check();
  await expect(page.getByTestId('voucher-preview')).toContainText('Sent to you to print at home');
  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  await expect(form.getByText("Recipient's name is required field")).toBeVisible();
  await expect(form.getByLabel("Recipient's name")).toBeFocused();
  await form.getByLabel("Recipient's name").fill('Sam');
  await form.getByRole('button', { name: `Add to cart: ${GIFT.title}` }).click();
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

  await visit('/gift/paddle-adventure-gift');
  await page.getByRole('button', { name: 'Add to cart: Paddle Adventure Gift' }).click();
  await page.getByRole('button', { name: 'Cart, 2 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Cart' });
  await expect(drawer.getByText('Sent to you to print at home')).toHaveCount(1);
});
