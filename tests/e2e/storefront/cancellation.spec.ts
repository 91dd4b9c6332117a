import { insertPaidBooking } from '../../fixtures/customer-bookings';
import { expect, expectAccessible, test } from '../support/test';
import { confirmSignUpByEmail } from '../support/customers';

const PASSWORD = 'Maple-Leaf7';
const TOO_LATE = 'Free cancellation ends 24 hours before the start. This booking can no longer be cancelled.';

const viewports = [
  { name: 'on a desktop', width: 1280, height: 800 },
  { name: 'on a phone', width: 390, height: 844 },
] as const;

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

for (const viewport of viewports) {
  test.describe(viewport.name, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('cancel a booking more than 24 hours ahead to the balance; one less than 24 hours ahead cannot be cancelled', async ({ page, visit }) => {
      test.setTimeout(90_000);
      const email = uniqueEmail('cancel');

      // A guest is sent to sign in and comes back here.
      await visit('/cancellation');
      await expect(page).toHaveURL(/\/auth\/login\?next=%2Fcancellation$/);
      await page.goto('/auth/sign-up?next=%2Fcancellation');
      await page.getByLabel('First name').fill('Noor');
      await page.getByLabel('Last name').fill('Haddad');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create account' }).click();
      await confirmSignUpByEmail(page, email);
      await expect(page).toHaveURL(/\/cancellation$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Cancel a booking' })).toBeVisible();
      await expect(page.getByText('You have no upcoming bookings.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find an experience' })).toHaveAttribute('href', /\/booking$/);

      const later = await insertPaidBooking(email, 24 * 5);
      const soon = await insertPaidBooking(email, 12);
      await visit('/cancellation');
      const items = page.getByTestId('upcoming-booking');
      await expect(items).toHaveCount(2);
      const [laterItem, soonItem] = [items.filter({ hasText: later.reference }), items.filter({ hasText: soon.reference })];
      // Soonest first; start and deadline in the experience's zone, named.
      await expect(items.first()).toContainText(soon.reference);
      await expect(laterItem).toContainText(/\(\w[\w ]* time\)/);
      await expect(laterItem).toContainText(/Free cancellation until .+ (P|M|E|C|A|N)[SD]T\./);
      await expect(laterItem).toContainText('Cancelling now returns $123.00 to your balance.');
      await expect(soonItem.getByTestId('cancellation-refused')).toContainText(TOO_LATE);
      await expect(soonItem.getByRole('button')).toHaveCount(0);
      await expectAccessible(page);
      await page.screenshot({ path: test.info().outputPath(`cancellation-${viewport.width}.png`), fullPage: true });

      // Keeping it changes nothing; confirming cancels it.
      await laterItem.getByRole('button', { name: `Cancel booking: ${later.title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await expect(confirm).toContainText(`${later.title} will be cancelled and $123.00 returned to your balance.`);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Keep my booking' }).click();
      await expect(confirm).toBeHidden();
      await expect(items).toHaveCount(2);

      await laterItem.getByRole('button', { name: `Cancel booking: ${later.title}` }).click();
      await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
      const done = page.getByRole('dialog', { name: 'Booking cancelled' });
      await expect(done).toContainText(`Booking ${later.reference} is cancelled. $123.00 is back on your balance.`);
      await page.screenshot({ path: test.info().outputPath(`cancelled-${viewport.width}.png`) });
      await done.getByRole('button', { name: 'OK' }).click();
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText(soon.reference);

      await visit('/account');
      await expect(page.getByTestId('account-balance')).toHaveText('$123.00');
      const entry = page.getByTestId('balance-entry');
      await expect(entry).toHaveCount(1);
      await expect(entry).toContainText('Refund');
      await expect(entry).toContainText(`Booking ${later.reference}`);
      await expect(entry).toContainText('+$123.00');
    });
  });
}
