import type { Page } from '@playwright/test';
import { listOutboxEmails, readBookingId } from '../../fixtures/customer-balance';
import { signUpWithBalance } from '../support/customers';
import { getStaffAuthorization } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

// Fresh customers with their own balance: the seeded demo customer's is spent by booking-journey.spec.ts.
const OPENING_BALANCE_CENTS = 100_000;

function toCents(money: string): number {
  return Math.round(Number(money.replace(/[^\d.]/g, '')) * 100);
}

function formatCents(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The first open day of the widget's calendar (and its first hour, when the experience has hours); answers the live price. */
async function chooseFirstDay(page: Page): Promise<number> {
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByTestId('traveller-count')).toHaveText('2 travellers');
  await widget.getByRole('grid').getByRole('button', { disabled: false }).first().click();
  const hours = page.getByRole('dialog', { name: 'Available hours' });
  if (await hours.isVisible()) await hours.getByRole('button').first().click();
  const price = widget.getByTestId('live-price');
  await expect(price).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  return toCents((await price.textContent()) ?? '');
}

/** From the widget through the checkout, paid by the balance; `confirmation` is how the checkout says the supplier answers. */
async function bookFromBalance(page: Page, priceCents: number, confirmation: string): Promise<string> {
  await page.getByTestId('booking-widget').getByRole('link', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText(formatCents(priceCents));
  await expect(page.getByText('Your balance pays for all of it.')).toBeVisible();
  await expect(page.getByText(confirmation, { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation\?reference=BKG-[A-Z0-9]{8}$/);
  return new URL(page.url()).searchParams.get('reference') ?? '';
}

async function readBalanceCents(page: Page): Promise<number> {
  await page.goto('/account');
  return toCents((await page.getByTestId('account-balance').textContent()) ?? '');
}

test.describe('a Viator experience on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a customer books it from the balance and it is confirmed at once', async ({ page, visit }) => {
    const email = await signUpWithBalance(page, 'viator', OPENING_BALANCE_CENTS);
    await visit('/booking/cn-tower-edgewalk');
    const widget = page.getByTestId('booking-widget');
    await expect(widget.getByText('Instant confirmation', { exact: true })).toBeVisible();
    const price = await chooseFirstDay(page);
    await expect(widget.getByText('The provider confirms the time of this date when you book.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('viator-widget-390.png'), fullPage: false });

    const reference = await bookFromBalance(page, price, 'Confirmed as soon as you book.');
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('Your booking of CN Tower EdgeWalk is confirmed. We have e-mailed you the details with a calendar file.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('viator-confirmation-390.png'), fullPage: true });

    // The balance history shows the debit, and the booking is on the account.
    expect(await readBalanceCents(page)).toBe(OPENING_BALANCE_CENTS - price);
    await expect(page.getByText(`Booking ${reference}`, { exact: false }).first()).toBeVisible();
    await expect(page.getByText(`−${formatCents(price)}`, { exact: false }).first()).toBeVisible();
    const booking = page.getByRole('list', { name: 'Your bookings' }).getByTestId('account-booking');
    await expect(booking).toHaveCount(1);
    await expect(booking).toContainText('CN Tower EdgeWalk');
    await expect(booking).toContainText('Confirmed');

    const confirmation = (await listOutboxEmails(email)).find(({ subject }) => subject === `Your booking ${reference} is confirmed`);
    expect(confirmation?.attachments).toEqual([{ kind: 'booking-ics', bookingId: await readBookingId(reference) }]);
  });
});

test.describe('a custom request on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('staff confirm it through the admin API: the customer is e-mailed with the calendar file, and the page shows it confirmed', async ({ page, visit, request }) => {
    const email = await signUpWithBalance(page, 'request', OPENING_BALANCE_CENTS);
    await visit('/booking/distillery-district-wine-cheese-tasting');
    const price = await chooseFirstDay(page);
    const reference = await bookFromBalance(page, price, 'A request: the provider answers within 1–3 days. The money is set aside until then.');
    await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
    const confirmationPage = page.url();

    const bookingId = await readBookingId(reference);
    const answer = await request.post(`/api/admin/bookings/${bookingId}/confirm`, { headers: await getStaffAuthorization(request) });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('confirmed');

    const confirmation = (await listOutboxEmails(email)).find(({ subject }) => subject === `Your booking ${reference} is confirmed`);
    expect(confirmation?.attachments).toEqual([{ kind: 'booking-ics', bookingId }]);

    await page.goto(confirmationPage);
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    await expect(page.getByText('Your booking of Distillery District Wine & Cheese Tasting is confirmed.', { exact: false })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('request-confirmed-1280.png'), fullPage: true });
    expect(await readBalanceCents(page)).toBe(OPENING_BALANCE_CENTS - price);
  });
});
