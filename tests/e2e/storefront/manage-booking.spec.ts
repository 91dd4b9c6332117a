import type { Page } from '@playwright/test';
import { listOutboxEmails } from '../../fixtures/customer-balance';
import { insertPaidBooking } from '../../fixtures/customer-bookings';
import { CUSTOMER_PASSWORD, signUpWithBalance } from '../support/customers';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

// Issue 25 #1: one page to manage a booking, reached from the confirmation, the account and the
// booking e-mail's signed link (which works without signing in).

const EXPERIENCE = { slug: 'grouse-mountain-zipline', title: 'Grouse Mountain Zipline' };

/** Picks the `nth` bookable day of the widget and its first hour. */
async function chooseDeparture(page: Page, nth: number): Promise<void> {
  const widget = page.getByTestId('booking-widget');
  await widget.getByRole('grid').getByRole('button', { disabled: false }).nth(nth).click();
  const hours = page.getByRole('dialog', { name: 'Available hours' });
  await hours.getByRole('button').first().click();
  await expect(hours).toBeHidden();
}

/** The first price-looking amount of a text, e.g. "$123.00". */
function readAmount(text: string | null): string {
  return /\$[\d,]+\.\d{2}/.exec(text ?? '')?.[0] ?? '';
}

test.use({ expectedPageErrors: [/^404 GET \S+\/booking\/manage\?/] });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the e-mail link manages a booking without signing in (a tampered one is refused) and leads to changing it; the confirmation’s Manage booking cancels it, the refund shown first', async ({ page, visit }) => {
    test.setTimeout(240_000);
    const email = await signUpWithBalance(page, 'manage', 100_000);

    // Arrange: a booking request made the customer's way, so its e-mail is in the outbox.
    await page.goto(`/booking/${EXPERIENCE.slug}`);
    await chooseDeparture(page, 0);
    await page.getByTestId('booking-widget').getByRole('link', { name: 'Book now' }).click();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/booking\/confirmation\?reference=BKG-[A-Z0-9]{8}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await expect(page.getByRole('link', { name: 'Manage booking' })).toHaveAttribute('href', `/booking/manage?reference=${reference}`);

    // The account lists it with its own Manage booking link.
    await page.goto('/account');
    await expect(page.getByRole('link', { name: `Manage booking ${reference}` })).toHaveAttribute('href', `/booking/manage?reference=${reference}`);

    const requested = (await listOutboxEmails(email)).find(({ subject }) => subject === `We have your booking request ${reference}`);
    const link = new URL(/https?:\/\/\S+\/booking\/manage\?\S+/.exec(requested?.text ?? '')?.[0].replace(/[\]).,]+$/, '') ?? 'http://missing/');
    expect(link.searchParams.get('reference')).toBe(reference);
    const key = link.searchParams.get('key') ?? '';
    expect(key).toMatch(/^[0-9a-f]{32}$/);

    // Signed out: the e-mail's link opens the booking; the same link with its key changed does not.
    await page.context().clearCookies();
    const tampered = `/booking/manage?reference=${reference}&key=${key.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
    expect((await page.goto(tampered))?.status()).toBe(404);
    await expect(page.getByRole('main')).not.toContainText(reference);
    await expect(page.getByRole('main')).not.toContainText(EXPERIENCE.title);

    await visit(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(EXPERIENCE.title);
    // The start and the deadline in the experience's zone, named.
    await expect(page.getByTestId('manage-when')).toContainText(/ (P|M)[SD]T \(Vancouver time\)$/);
    const terms = page.getByTestId('manage-cancel-terms');
    await expect(terms).toContainText(/^Free cancellation until .+ (P|M)[SD]T\. Cancelling now returns \$[\d,]+\.\d{2} to your balance\.$/);
    const paid = readAmount(await terms.textContent());
    await expect(page.getByTestId('manage-change-terms')).toContainText(`Your booking counts for ${paid} towards another date or experience.`);
    await expect(page.getByRole('button', { name: `Cancel booking: ${EXPERIENCE.title}` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`manage-by-link-1280.png`), fullPage: true });

    // Changing spends the balance: sign in first, then straight to the exchange.
    await page.getByRole('link', { name: 'Sign in to change date or experience' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?next=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/${EXPERIENCE.slug}\\?exchange=`), { timeout: 30_000 });
    await expect(page.getByTestId('exchange-notice')).toBeVisible();
    await chooseDeparture(page, 1);
    await page.getByTestId('booking-widget').getByRole('link', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Change your booking' })).toBeVisible();
    await expect(page.getByTestId('exchange-credit')).toHaveText(`−${paid}`);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm the change' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
    const changed = new URL(page.url()).searchParams.get('reference') ?? '';
    expect(changed).not.toBe(reference);

    // The new booking's confirmation → Manage booking → Cancel, the refund said before confirming.
    await page.getByRole('link', { name: 'Manage booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/manage\\?reference=${changed}$`));
    await expect(page.getByRole('link', { name: 'Change date or experience' })).toBeVisible();
    await expectAccessible(page);
    const refund = readAmount(await page.getByTestId('manage-cancel-terms').textContent());
    await page.getByRole('button', { name: `Cancel booking: ${EXPERIENCE.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText(`${EXPERIENCE.title} will be cancelled and ${refund} returned to your balance.`);
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    const done = page.getByRole('dialog', { name: 'Booking cancelled' });
    await expect(done).toContainText(`Booking ${changed} is cancelled. ${refund} is back on your balance.`);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('manage-status')).toHaveText('This booking is cancelled. What it refunded is back on your balance.');
    await expect(page.getByRole('button', { name: `Cancel booking: ${EXPERIENCE.title}` })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`manage-cancelled-1280.png`), fullPage: true });
  });
});

// The page and its dialogs on a phone, reached from the account; the booking is arranged in the
// database (the desktop journey above books it through the widget).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the account’s Manage booking opens the booking, and cancelling it says the refund first', async ({ page, visit }) => {
    const email = await signUpWithBalance(page, 'manage-phone', 5_000);
    const booking = await insertPaidBooking(email, 24 * 5);
    await visit('/account');
    await page.getByRole('link', { name: `Manage booking ${booking.reference}` }).click();
    await expect(page).toHaveURL(new RegExp(`/booking/manage\\?reference=${booking.reference}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your booking' })).toBeVisible();
    await expect(page.getByTestId('manage-when')).toContainText(/ [A-Z][SD]T \(\w[\w ]* time\)$/);
    await expect(page.getByTestId('manage-cancel-terms')).toContainText('Cancelling now returns $123.00 to your balance.');
    await expect(page.getByRole('link', { name: 'Change date or experience' })).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: `Cancel booking: ${booking.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
    await expect(confirm).toContainText(`${booking.title} will be cancelled and $123.00 returned to your balance.`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    const done = page.getByRole('dialog', { name: 'Booking cancelled' });
    await expect(done).toContainText(`Booking ${booking.reference} is cancelled. $123.00 is back on your balance.`);
    await done.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('manage-status')).toHaveText('This booking is cancelled. What it refunded is back on your balance.');
    await page.screenshot({ path: test.info().outputPath('manage-cancelled-390.png'), fullPage: true });
  });
});
