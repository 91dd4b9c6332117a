import type { Page } from '@playwright/test';
import { insertPaidBooking, type SeededBooking } from '../../fixtures/customer-bookings';
import { expect, expectAccessible, test } from '../support/test';
import { confirmSignUpByEmail } from '../support/customers';

const PASSWORD = 'Maple-Leaf7';

const viewports = [
  { name: 'on a desktop', width: 1280, height: 800 },
  { name: 'on a phone', width: 390, height: 844 },
] as const;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

function toCents(money: string): number {
  return Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
}

function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** From /cancellation to the booking widget of the same experience, in exchange mode. */
async function startExchange(page: Page, booking: SeededBooking): Promise<void> {
  await page.goto('/cancellation');
  const item = page.getByTestId('upcoming-booking').filter({ hasText: booking.reference });
  await item.getByRole('link', { name: `Change date or experience: ${booking.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?exchange=${booking.id}$`));
  await expect(page.getByTestId('exchange-notice')).toBeVisible();
}

/** Sets the adults, then the first bookable departure; answers the live price. */
async function chooseDeparture(page: Page, adults: number): Promise<number> {
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByTestId('traveller-count')).toHaveText('2 travellers');
  await widget.getByRole('button', { name: 'Change travellers count' }).click();
  const travellers = page.getByRole('dialog', { name: 'Change travellers count' });
  for (let count = 2; count < adults; count += 1) await travellers.getByRole('button', { name: 'One more Adult' }).click();
  for (let count = 2; count > adults; count -= 1) await travellers.getByRole('button', { name: 'One less Adult' }).click();
  await expect(travellers.getByRole('status', { name: 'Adult' })).toHaveText(String(adults));
  await travellers.getByRole('button', { name: 'Done' }).click();
  await widget.getByRole('grid').getByRole('button', { disabled: false }).first().click();
  const hours = page.getByRole('dialog', { name: 'Available hours' });
  await hours.getByRole('button').first().click();
  await expect(hours).toBeHidden();
  const price = widget.getByTestId('live-price');
  await expect(price).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  return toCents((await price.textContent()) ?? '');
}

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('exchange a booking: a cheaper one leaves the rest on the balance, a pricier one is paid by card', async ({ page, visit }) => {
      test.setTimeout(300_000);
      const email = uniqueEmail('exchange');
      await visit('/auth/sign-up?next=%2Fcancellation');
      await page.getByLabel('First name').fill('Léa');
      await page.getByLabel('Last name').fill('Tremblay');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await confirmSignUpByEmail(page, email);
      // Creating the account hashes the password, slow on a busy machine.
      await expect(page).toHaveURL(/\/cancellation$/, { timeout: 30_000 });
      // Paid more than one adult costs now, so one adult is a cheaper choice.
      const cheaper = await insertPaidBooking(email, 24 * 5, 'CONFIRMED', 50_000);
      const pricier = await insertPaidBooking(email, 24 * 6);

      // A cheaper choice: one adult instead of two.
      await startExchange(page, cheaper);
      const cheaperPrice = await chooseDeparture(page, 1);
      expect(cheaperPrice).toBeLessThan(cheaper.totalCents);
      await page.getByTestId('booking-widget').getByRole('link', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Change your booking' })).toBeVisible();
      await expect(page.getByTestId('exchange-credit')).toHaveText(`−${formatCents(cheaper.totalCents)}`);
      await expect(page.getByText(`Your booking ${cheaper.reference} counts for`)).toBeVisible();
      await expect(page.getByText('Goes back to your balance')).toBeVisible();
      await expect(page.getByTestId('exchange-difference')).toHaveText(formatCents(cheaper.totalCents - cheaperPrice));
      await expect(page.getByText('There is nothing more to pay.')).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`exchange-cheaper-${viewport.width}.png`), fullPage: true });
      // The terms come first.
      await page.getByRole('button', { name: 'Confirm the change' }).click();
      await expect(page.getByText('Please accept the terms and conditions to book.')).toBeVisible();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Confirm the change' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();

      await visit('/account');
      const remainderCents = cheaper.totalCents - cheaperPrice;
      await expect(page.getByTestId('account-balance')).toHaveText(formatCents(remainderCents));
      const entry = page.getByTestId('balance-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('Exchange remainder');
      await expect(entry).toContainText(cheaper.reference);
      await expect(entry).toContainText(`+${formatCents(remainderCents)}`);

      // A pricier choice: the balance first, then the test card for the rest.
      await startExchange(page, pricier);
      const pricierPrice = await chooseDeparture(page, 3);
      const byCardCents = pricierPrice - pricier.totalCents - remainderCents;
      expect(byCardCents).toBeGreaterThan(0);
      await page.getByTestId('booking-widget').getByRole('link', { name: 'Continue' }).click();
      await expect(page.getByTestId('exchange-difference')).toHaveText(formatCents(pricierPrice - pricier.totalCents));
      await expect(page.getByText("You don't have enough balance", { exact: true })).toBeVisible();
      await expect(page.getByText(`You need to pay ${formatCents(byCardCents)} (including tax) to complete your booking.`, { exact: true })).toBeVisible();
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Card number')).toBeFocused();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('Security code').fill('123');
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`exchange-pricier-${viewport.width}.png`), fullPage: true });
      await page.getByRole('button', { name: `Pay ${formatCents(byCardCents)} and change` }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
      await expect(page.getByText('By card', { exact: true })).toBeVisible();
      await expectAccessible(page);

      // Both old bookings are gone from the list, replaced by the new ones.
      await visit('/cancellation');
      await expect(page.getByTestId('upcoming-booking')).toHaveCount(2);
      await expect(page.getByTestId('upcoming-booking').filter({ hasText: cheaper.reference })).toHaveCount(0);
      await expect(page.getByTestId('upcoming-booking').filter({ hasText: pricier.reference })).toHaveCount(0);
    });
  });
}

test('the booking being changed follows the customer to another experience, until they keep it as it is', async ({ page, visit }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('exchange-elsewhere');
  await visit('/auth/sign-up?next=%2Fcancellation');
  await page.getByLabel('First name').fill('Léa');
  await page.getByLabel('Last name').fill('Tremblay');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUpByEmail(page, email);
  await expect(page).toHaveURL(/\/cancellation$/, { timeout: 30_000 });
  const booking = await insertPaidBooking(email, 24 * 5);

  await startExchange(page, booking);
  await page.getByTestId('exchange-notice').getByRole('link', { name: 'Choose another experience' }).click();
  await expect(page).toHaveURL(/\/booking$/);
  await visit('/booking/kensington-market-food-tour');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(booking.title);
  const notice = page.getByTestId('exchange-notice');
  await expect(notice).toBeVisible();
  await chooseDeparture(page, 2);
  await expect(page.getByTestId('booking-widget').getByRole('link', { name: 'Continue' })).toHaveAttribute('href', new RegExp(`exchange=${booking.id}`));
  await expectAccessible(page);

  await notice.getByRole('button', { name: 'Keep my booking as it is' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByTestId('booking-widget').getByRole('link', { name: 'Book now' })).not.toHaveAttribute('href', /exchange=/);
  await page.reload();
  await expect(page.getByTestId('booking-widget')).toBeVisible();
  await expect(page.getByTestId('exchange-notice')).toHaveCount(0);
});
