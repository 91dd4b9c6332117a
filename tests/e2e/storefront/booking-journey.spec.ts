import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/test';
import { demoCustomer } from '../support/staff-session';

// The seeded demo customer, whose activated $150 gift card is the balance these journeys spend.
const customer = demoCustomer;

function toCents(money: string): number {
  return Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
}

function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

async function logIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Chooses the first bookable departure in the widget: the first open day of the calendar, then
 * the first hour in the available-hours modal, and answers the live price shown.
 */
async function chooseFirstDeparture(page: Page): Promise<number> {
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByTestId('traveller-count')).toHaveText('2 travellers');
  const openDay = widget.getByRole('grid').getByRole('button', { disabled: false }).first();
  await openDay.click();
  const hours = page.getByRole('dialog', { name: 'Available hours' });
  await expect(hours).toBeVisible();
  await expect(hours.getByRole('button').first()).toContainText(/\d{1,2}:\d{2} [ap]\.m\. E[SD]T/);
  await expect(hours.getByRole('button').first()).toContainText(/seats left/);
  await hours.getByRole('button').first().click();
  await expect(hours).toBeHidden();
  await expect(widget.getByTestId('chosen-departure')).toContainText(/at \d{1,2}:\d{2} [ap]\.m\. E[SD]T$/);
  const price = widget.getByTestId('live-price');
  await expect(price).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  return toCents((await price.textContent()) ?? '');
}

async function readBalanceCents(page: Page): Promise<number> {
  await page.goto('/account');
  return toCents((await page.getByTestId('account-balance').textContent()) ?? '');
}

async function payByCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: /^Pay \$[\d,.]+ and book$/ }).click();
}

test.describe('booking journey on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a guest picks a departure, signs in on the way to checkout, books from the balance, then pays the difference of a pricier one by card', async ({ page, visit }) => {
    // The widget: travellers, a day, an hour in the experience's zone, a live price.
    await visit('/booking/distillery-district-wine-cheese-tasting');
    const widget = page.getByTestId('booking-widget');
    await widget.getByRole('button', { name: 'Change travellers count' }).click();
    const travellers = page.getByRole('dialog', { name: 'Change travellers count' });
    await expect(travellers).toBeVisible();
    await expectAccessible(page);
    await travellers.getByRole('button', { name: 'One more Adult' }).click();
    await expect(travellers.getByRole('status', { name: 'Adult' })).toHaveText('3');
    await travellers.getByRole('button', { name: 'One less Adult' }).click();
    await travellers.getByRole('button', { name: 'Done' }).click();
    const firstPrice = await chooseFirstDeparture(page);
    await page.screenshot({ path: test.info().outputPath('booking-widget-1280.png'), fullPage: false });

    // A guest is sent to sign in and comes back to the same checkout.
    await widget.getByRole('link', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fbooking%2Fcheckout%3Fproduct%3Ddistillery-district-wine-cheese-tasting/);
    await logIn(page);
    await expect(page).toHaveURL(/\/booking\/checkout\?product=distillery-district-wine-cheese-tasting&grade=STANDARD&date=\d{4}-\d{2}-\d{2}&/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
    await expect(page.getByTestId('booking-total')).toHaveText(formatCents(firstPrice));
    await expect(page.getByText('Your balance pays for all of it.')).toBeVisible();
    await expect(page.getByText(/^Free cancellation until .+ E[SD]T\.$/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('booking-checkout-1280.png'), fullPage: true });

    // The terms are required.
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText('Please accept the terms and conditions to book.')).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();

    // A custom experience is a request: the processed variant.
    await expect(page).toHaveURL(/\/booking\/confirmation\?reference=BKG-[A-Z0-9]{8}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
    await expect(page.getByText(`The provider of Distillery District Wine & Cheese Tasting will answer within 1–3 days.`, { exact: false })).toBeVisible();
    await expectAccessible(page);
    const firstReference = new URL(page.url()).searchParams.get('reference') ?? '';

    // Back to the checkout: it says this was booked, links to it and shows today's balance.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
    await expect(page.getByText('You have already booked this.')).toBeVisible();
    await expect(page.getByText(`Your balance: ${formatCents(15_000 - firstPrice)}`)).toBeVisible();
    await page.getByRole('link', { name: `See booking ${firstReference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/confirmation\\?reference=${firstReference}$`));

    const balanceAfterFirst = await readBalanceCents(page);
    expect(balanceAfterFirst).toBe(15_000 - firstPrice);

    // A checkout address without a selection is refused by allow-checkout.
    await page.goto('/booking/checkout');
    await expect(page).toHaveURL(/\/booking$/);
    await page.goto('/booking/checkout?product=kensington-market-food-tour&grade=STANDARD');
    await expect(page).toHaveURL(/\/booking\/kensington-market-food-tour$/);

    // A pricier one: SPEC §8's two sentences, Continue, the test card.
    const secondPrice = await chooseFirstDeparture(page);
    expect(secondPrice).toBeGreaterThan(balanceAfterFirst);
    await page.getByTestId('booking-widget').getByRole('link', { name: 'Book now' }).click();
    await expect(page.getByText("You don't have enough balance", { exact: true })).toBeVisible();
    await expect(page.getByText(`You need to pay ${formatCents(secondPrice - balanceAfterFirst)} (including tax) to complete your booking.`, { exact: true })).toBeVisible();
    await page.getByRole('checkbox').check();
    await payByCard(page, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
    await expect(page.getByText('By card', { exact: true })).toBeVisible();

    // The account: the balance spent, its history, both bookings with their pages.
    expect(await readBalanceCents(page)).toBe(0);
    await expect(page.getByText(`Booking ${firstReference}`, { exact: false }).first()).toBeVisible();
    const bookings = page.getByRole('list', { name: 'Your bookings' }).getByTestId('account-booking');
    await expect(bookings).toHaveCount(2);
    await expect(bookings.first()).toContainText('Kensington Market Food Tour');
    await expect(bookings.first()).toContainText('Requested');
    await expect(bookings.last()).toContainText('Distillery District Wine & Cheese Tasting');
    await bookings.last().getByRole('link', { name: `View booking ${firstReference}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
  });
});

test.describe('booking journey on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a declined card leaves the balance untouched and shows the not-enough-money page, then another card books', async ({ page, visit }) => {
    await visit('/auth/login');
    await logIn(page);
    await expect(page).toHaveURL(/\/account$/);
    const balanceBefore = await readBalanceCents(page);

    await visit('/booking/kensington-market-food-tour');
    const price = await chooseFirstDeparture(page);
    await page.screenshot({ path: test.info().outputPath('booking-widget-390.png'), fullPage: false });
    await page.getByTestId('booking-widget').getByRole('link', { name: 'Book now' }).click();
    await expect(page.getByText("You don't have enough balance", { exact: true })).toBeVisible();
    await expect(page.getByText(`You need to pay ${formatCents(price - balanceBefore)} (including tax) to complete your booking.`, { exact: true })).toBeVisible();
    // Continue without the terms: their error alone, and no card form with errors on fields never seen.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please accept the terms and conditions to book.', { exact: true })).toBeVisible();
    await expect(page.getByRole('checkbox')).toBeFocused();
    await expect(page.getByLabel('Card number')).toBeHidden();
    await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
    await page.getByRole('checkbox').check();
    await payByCard(page, '4000 0000 0000 0002');

    await expect(page.getByRole('heading', { level: 1, name: 'Your booking could not be paid' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Nothing was taken from your balance or your card. You can try again with another card or another date.');
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('booking-confirmation-390.png'), fullPage: true });
    const failedPage = page.url();
    expect(await readBalanceCents(page)).toBe(balanceBefore);
    await expect(page.getByRole('list', { name: 'Your bookings' }).getByTestId('account-booking')).toHaveCount(2);

    // The card's return address without a booking it knows says the payment did not go through.
    await visit('/booking/checkout/return?booking=BKG-UNKNOWN');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(failedPage);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
    await page.getByRole('checkbox').check();
    await payByCard(page, '4242424242424242');
    await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
    expect(await readBalanceCents(page)).toBe(0);
  });
});
