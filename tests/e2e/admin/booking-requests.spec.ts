import type { Page } from '@playwright/test';
import { signUpWithBalance } from '../support/customers';
import { signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

// A fresh customer with their own balance: the seeded demo customer's is spent by booking-journey.spec.ts.
const OPENING_BALANCE_CENTS = 100_000;
const EXPERIENCE = 'distillery-district-wine-cheese-tasting';

/** A custom experience booked from the balance, as the storefront does it: a request staff must answer. */
async function requestCustomBooking(page: Page): Promise<string> {
  await page.goto(`/booking/${EXPERIENCE}`);
  const widget = page.getByTestId('booking-widget');
  await expect(widget.getByTestId('traveller-count')).toHaveText('2 travellers');
  await widget.getByRole('grid').getByRole('button', { disabled: false }).first().click();
  const hours = page.getByRole('dialog', { name: 'Available hours' });
  if (await hours.isVisible()) await hours.getByRole('button').first().click();
  await expect(widget.getByTestId('live-price')).toHaveText(/^\$\d[\d,]*\.\d{2}$/);
  await widget.getByRole('link', { name: 'Book now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/confirmation\?reference=BKG-[A-Z0-9]{8}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'We have your booking request' })).toBeVisible();
  return new URL(page.url()).searchParams.get('reference') ?? '';
}

test.describe('booking requests on a desktop', () => {
  test.use({
    viewport: { width: 1280, height: 800 },
    // The e-mail's sandboxed frame refuses scripts, the test's own init script among them: the sandbox at work.
    expectedPageErrors: [/sandboxed and the 'allow-scripts' permission is not set|The document is sandboxed and lacks the 'allow-same-origin' flag/],
  });

  test('staff confirm a pending custom booking and find the customer’s e-mail in the outbox', async ({ page, context, visit }) => {
    // The customer's sign-up and booking come first, then the back office: a long journey.
    test.setTimeout(150_000);
    const email = await signUpWithBalance(page, 'desk-request', OPENING_BALANCE_CENTS);
    const reference = await requestCustomBooking(page);
    await signInToBackOffice(context);

    await visit('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByTestId('pending-requests')).not.toHaveText('0');
    await page.screenshot({ path: test.info().outputPath('dashboard-1280.png'), fullPage: true });
    await page.getByRole('link', { name: 'Answer the requests' }).click();
    await expect(page).toHaveURL(/\/admin\/bookings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking requests' })).toBeVisible();

    await page.getByLabel('Search by reference, customer name or e-mail').fill(reference);
    await expect(page).toHaveURL(new RegExp(`search=${reference}`));
    const row = page.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Distillery District Wine & Cheese Tasting');
    await expect(row).toContainText(email);
    await expect(row.getByText(/^Waiting \d+ min/)).toBeVisible();
    // A search replaces the address client-side; the scan waits for the page's title to be back.
    await expect(page).toHaveTitle(/^Booking requests/);
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('booking-requests-1280.png'), fullPage: true });

    // Declining needs a message for the customer; cancelled here, so the request stays.
    await row.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('dialog', { name: `Decline booking ${reference}?` });
    await decline.getByRole('button', { name: 'Decline and release the money' }).click();
    await expect(decline.getByText('Give the reason the customer will read')).toBeVisible();
    await expectAccessible(page);
    await decline.getByRole('button', { name: 'Cancel' }).click();
    await expect(decline).toBeHidden();

    await row.getByRole('button', { name: 'Confirm' }).click();
    const confirm = page.getByRole('dialog', { name: `Confirm booking ${reference}?` });
    await confirm.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByText(`Booking ${reference} confirmed`)).toBeVisible();
    await expect(page.getByText(`No request matches “${reference}”.`)).toBeVisible();

    await visit(`/admin/outbox?search=${encodeURIComponent(email)}`);
    const subject = `Your booking ${reference} is confirmed`;
    await page.getByRole('link', { name: subject }).click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText(email, { exact: true })).toBeVisible();
    await expect(page.getByText('Calendar file (.ics)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Plain text' })).toBeVisible();
    await expectAccessible(page);

    // The HTML shows on request, in a sandboxed frame (axe cannot run inside one, so it is hidden again before the scan at the end).
    await page.getByRole('button', { name: 'Show the HTML version' }).click();
    await expect(page.locator('iframe[sandbox=""]')).toHaveAttribute('title', `Content of the e-mail “${subject}”`);
    await expect(page.frameLocator('iframe[sandbox=""]').getByText(reference).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('outbox-email-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Hide the HTML version' }).click();
    await expect(page.locator('iframe')).toHaveCount(0);
    // The pointer off the button: the scan at the end measures the page at rest, not a hover colour.
    await page.mouse.move(0, 0);
  });
});

test.describe('the back office on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the request list, the outbox and the audit log fit a phone and pass the scan', async ({ page, context, visit }) => {
    await signInToBackOffice(context);
    for (const [path, heading] of [
      ['/admin', 'Dashboard'],
      ['/admin/bookings', 'Booking requests'],
      ['/admin/outbox?status=sent', 'Outbox'],
      ['/admin/audit-log?action=booking.confirm', 'Audit log'],
    ] as const) {
      await visit(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading…')).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`${heading.toLowerCase().replace(/\s+/g, '-')}-390.png`), fullPage: true });
    }
  });
});
