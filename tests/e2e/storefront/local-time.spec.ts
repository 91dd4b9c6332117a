import pg from 'pg';
import { listOutboxEmails } from '../../fixtures/customer-balance';
import { readE2eDatabaseUrl } from '../../fixtures/password-reset-links';
import { signUpWithBalance } from '../support/customers';
import { expect, test } from '../support/test';

// One clock for a British Columbia experience (docs/adr/0020): since November 2026 Vancouver is on
// UTC−7 all year, and the browser (Chromium's own time-zone data) and the server (Node's) must
// show the same hour on every page, and store the instant that hour is.

async function readBookingStart(reference: string): Promise<{ travelDate: string; startTime: string; startsAt: string }> {
  const client = new pg.Client({ connectionString: readE2eDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ travelDate: string; startTime: string; startsAt: Date }>(
      `SELECT to_char("travelDate", 'YYYY-MM-DD') AS "travelDate", "startTime", "startsAt" FROM "Booking" WHERE "reference" = $1`,
      [reference],
    );
    const booking = rows[0];
    if (!booking) throw new Error(`No booking ${reference}`);
    return { travelDate: booking.travelDate, startTime: booking.startTime, startsAt: new Date(`${booking.startsAt.toISOString().slice(0, 19)}Z`).toISOString() };
  } finally {
    await client.end();
  }
}

test.describe('a Vancouver experience on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('its 1:00 p.m. departure reads 1:00 p.m. on the tour page, at checkout, on the confirmation, in the account and the e-mail, and is stored as 20:00 UTC', async ({ page, visit }) => {
    const email = await signUpWithBalance(page, 'vancouver', 100_000);

    await visit('/booking/grouse-mountain-zipline');
    const widget = page.getByTestId('booking-widget');
    await widget.getByRole('grid').getByRole('button', { disabled: false }).first().click();
    const hours = page.getByRole('dialog', { name: 'Available hours' });
    await hours.getByRole('button', { name: /1:00 p\.m\. PDT/ }).click();
    await expect(widget.getByTestId('chosen-departure')).toContainText(/at 1:00 p\.m\. PDT$/);

    await widget.getByRole('link', { name: 'Book now' }).click();
    const checkout = page.getByRole('main');
    await expect(checkout.getByRole('heading', { level: 1, name: 'Complete your booking' })).toBeVisible();
    await expect(checkout).toContainText(/at 1:00 p\.m\. PDT/);
    await expect(checkout.getByText(/^Free cancellation until .+ at 1:00 p\.m\. PDT\.$/)).toBeVisible();
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(/\/booking\/confirmation\?reference=BKG-[A-Z0-9]{8}$/);
    const reference = new URL(page.url()).searchParams.get('reference') ?? '';
    await expect(page.getByRole('main')).toContainText(/at 1:00 p\.m\. PDT/);

    const stored = await readBookingStart(reference);
    expect(stored.startTime).toBe('13:00');
    expect(stored.startsAt).toBe(`${stored.travelDate}T20:00:00.000Z`);

    await page.goto('/account');
    await expect(page.getByRole('list', { name: 'Your bookings' }).getByTestId('account-booking')).toContainText(/1:00 p\.m\. PDT/);
    const request = (await listOutboxEmails(email)).find(({ subject }) => subject === `We have your booking request ${reference}`);
    expect(request?.text).toMatch(/When: .+ at 1:00 p\.m\. \(PDT\)/);
  });
});
