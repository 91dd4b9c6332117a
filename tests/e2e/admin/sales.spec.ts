import { randomUUID } from 'node:crypto';
import { e2eBaseUrl } from '../support/ports';
import { callAction, giftCheckout, readAction, signInStaffAndFindGift } from '../support/production-server';
import { demoEditor, demoStaff, getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

for (const viewport of [
  { name: 'a desktop', size: { width: 1280, height: 800 } },
  { name: 'a phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`orders and vouchers on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('a manager issues a voucher by hand in a card design, finds it by its last four characters, and voids it after confirming', async ({ page, context, visit }) => {
      await signInToBackOffice(context);
      const email = `corporate-${randomUUID()}@example.com`;

      await visit('/admin/vouchers/issue');
      const one = page.getByRole('region', { name: 'One voucher' });
      await one.getByLabel('Value ($)').fill('40');
      await one.getByLabel('Card design').selectOption({ label: 'Thank-you flowers' });
      await one.getByLabel('Recipient’s name').fill('Robin Diaz');
      await one.getByLabel('Recipient’s e-mail').fill(email);
      await one.getByLabel('Note: why it is issued (staff only)').fill('Apology for the cancelled kayak tour');
      await one.getByRole('button', { name: 'Issue voucher' }).click();
      const issued = one.getByRole('status');
      await expect(issued).toContainText(`worth $40.00 to ${email}`);
      const last4 = ((await issued.locator('.font-mono').textContent()) ?? '').replace('…', '');
      expect(last4).toMatch(/^[A-Z0-9]{4}$/);

      await visit('/admin/orders');
      await page.getByRole('button', { name: 'Vouchers' }).click();
      await page.getByLabel('Order number, e-mail or last four').fill(last4);
      // The search reaches the address once typing pauses; the list then holds this voucher alone.
      await expect(page).toHaveURL(new RegExp(`search=${last4}`));
      await expect(page.getByText('1–1 of 1')).toBeVisible();
      const table = page.getByRole('table', { name: 'Vouchers' });
      const row = table.getByRole('row').filter({ hasText: email });
      await expect(row).toBeVisible();
      await expect(row).toContainText('By hand');
      await expect(row).toContainText('$40.00');

      await row.getByRole('link', { name: `…${last4}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Voucher …${last4}` })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: 'Thank-you flowers' })).toBeVisible();
      await page.getByText('History (1)').click();
      await expect(page.getByText('Issued by hand: Apology for the cancelled kayak tour')).toBeVisible();

      await page.getByLabel('Reason to void').fill('Sent to the wrong customer');
      await page.getByRole('button', { name: 'Void voucher' }).click();
      const dialog = page.getByRole('dialog', { name: `Void voucher …${last4}?` });
      await expect(dialog).toContainText('This cannot be undone.');
      await dialog.getByRole('button', { name: 'Void voucher' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Voided: Sent to the wrong customer')).toBeVisible();
      await expect(page.getByLabel('Reason to void')).toHaveCount(0);
    });
  });
}

test('a manager reads the liability report and downloads it as a CSV file', async ({ page, context, visit }) => {
  await signInToBackOffice(context);
  await visit('/admin/reports/liability');
  await expect(page.getByRole('heading', { level: 1, name: 'Liability report' })).toBeVisible();
  await expect(page.getByText('Owed today')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Liability by month, newest first' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^liability-report-\d{4}-\d{2}-\d{2}\.csv$/);

  // An order's page, from the list: the demo data has no orders, so this spec places one (it may run alone).
  const buyerEmail = `liability-${randomUUID()}@example.com`;
  const { gift } = await signInStaffAndFindGift(e2eBaseUrl, demoStaff);
  expect(await callAction(e2eBaseUrl, readAction('placeOrderAction', '/order'), giftCheckout(gift, randomUUID(), buyerEmail))).toMatchObject({ ok: true });
  await visit('/admin/orders');
  await page.getByLabel('Order number, e-mail or last four').fill(buyerEmail);
  // The search reaches the address after a pause; a click before it would be undone by it.
  await expect(page).toHaveURL(/\?search=/);
  await page.getByRole('table', { name: 'Orders' }).getByRole('row').filter({ hasText: buyerEmail }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/orders\/[^/?]+$/);
  await expect(page.getByRole('table', { name: 'Gifts in this order' })).toBeVisible();
  await expectAccessible(page);
});

test('an editor cannot open the liability report, and its API answers 403', async ({ page, context, visit }) => {
  await signInToBackOffice(context, demoEditor);
  await visit('/admin/reports/liability');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  await expect(page.getByText('Owed today')).toHaveCount(0);
  const headers = await getStaffAuthorization(context.request, demoEditor);
  for (const path of ['/api/admin/reports/liability', '/api/admin/reports/liability.csv', '/api/admin/orders']) {
    expect((await context.request.get(path, { headers })).status()).toBe(403);
  }
});
