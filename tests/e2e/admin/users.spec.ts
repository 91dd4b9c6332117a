import type { Browser } from '@playwright/test';
import { demoEditor, getStaffAuthorization, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';
import { confirmSignUpByEmail } from '../support/customers';

/** A customer of this run's own, signed up through the shop (the booking spec owns customer@example.com's balance). */
async function signUpCustomer(browser: Browser): Promise<{ email: string; name: string }> {
  const suffix = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const customer = { firstName: 'Rosalie', lastName: `Tremblay${suffix.slice(-4)}`, email: `rosalie-${suffix}@example.com` };
  const context = await browser.newContext();
  const page = await context.newPage();
  // Filled once the form is live: a click before hydration would be lost.
  await page.goto('/auth/sign-up?next=%2Faccount', { waitUntil: 'networkidle' });
  await page.getByLabel('First name').fill(customer.firstName);
  await page.getByLabel('Last name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('Maple-Leaf7');
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmSignUpByEmail(page, customer.email);
  await expect(page).toHaveURL(/\/account$/, { timeout: 30_000 });
  await context.close();
  return { email: customer.email, name: `${customer.firstName} ${customer.lastName}` };
}

test('a manager finds a customer, adjusts the balance with a reason, and logs in as them', async ({ page, context, browser, visit }) => {
  test.setTimeout(120_000);
  const customer = await signUpCustomer(browser);
  await signInToBackOffice(context);

  await visit('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search by name or e-mail').fill(customer.email);
  await expect(page).toHaveURL(/search=/);
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('$0.00');
  await table.getByRole('link', { name: customer.name }).click();

  await expect(page.getByRole('heading', { level: 1, name: customer.name })).toBeVisible();
  await expect(page.getByTestId('customer-balance')).toHaveText('$0.00');
  await expect(page.getByRole('table', { name: /Balance history/ })).toContainText('No balance movements yet.');
  await expectAccessible(page);

  // The reason is required, and nothing is sent without it.
  await page.getByLabel('Amount in dollars (CAD)').fill('25.50');
  await page.getByRole('button', { name: 'Adjust balance…' }).click();
  await expect(page.getByText('Give the reason for the adjustment (at least 3 characters)')).toBeVisible();

  await page.getByLabel('Reason (kept in the ledger and the audit log)').fill('Goodwill for a rained-out tour');
  await page.getByRole('button', { name: 'Adjust balance…' }).click();
  const dialog = page.getByRole('dialog', { name: `Adjust ${customer.name}’s balance?` });
  await expect(dialog).toContainText('the balance goes from $0.00 to $25.50');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Adjust balance', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('customer-balance')).toHaveText('$25.50');
  const ledgerRow = page.getByRole('table', { name: /Balance history/ }).getByRole('row').nth(1);
  await expect(ledgerRow).toContainText('Staff adjustment');
  await expect(ledgerRow).toContainText('+$25.50');
  await expect(ledgerRow).toContainText('Goodwill for a rained-out tour');

  // Taking off more than there is: said before anything is sent.
  await page.getByLabel('Take off the balance').check();
  await page.getByLabel('Amount in dollars (CAD)').fill('30');
  await page.getByLabel('Reason (kept in the ledger and the audit log)').fill('Too much');
  await page.getByRole('button', { name: 'Adjust balance…' }).click();
  await expect(page.getByText('This would take the balance below zero: it is $25.50.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Log in as this user: a new tab, signed in as the customer, with the staff banner.
  const [shop] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Log in as this user' }).click()]);
  await shop.waitForURL(/\/account$/);
  const banner = shop.getByRole('status').filter({ hasText: 'by staff' });
  await expect(banner).toHaveText(new RegExp(`You are signed in as ${customer.name} by staff\\.`));
  await expect(shop.getByText('$25.50').first()).toBeVisible();
  await expectAccessible(shop);

  const homeLoaded = shop.waitForEvent('load');
  await banner.getByRole('button', { name: 'Sign out' }).click();
  await homeLoaded;
  await expect(shop).toHaveURL(/\/$/);
  await expect(shop.getByText('by staff')).toBeHidden();
  await shop.close();
  // The page is scanned at rest: the mouse still hovers the button it clicked (the shared
  // Button's hover colours are not this journey's subject).
  await page.mouse.move(0, 0);
});

test('on a phone, the users list and a user’s page fit and pass the scan', async ({ page, context, request, visit }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToBackOffice(context);
  const list = await request.get('/api/admin/users?page=1&per_page=1', { headers: await getStaffAuthorization(request) });
  const [first] = ((await list.json()) as { data: { id: string; firstName: string }[] }).data;
  expect(first).toBeDefined();

  await visit('/admin/users');
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await visit(`/admin/users/${first?.id}`);
  await expect(page.getByRole('button', { name: 'Adjust balance…' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in as this user' })).toBeVisible();
  // Nothing but the wide tables (which scroll in their own box) makes the page wider than the phone.
  await expectNoSidewaysScroll(page);
});

test('an editor gets "Not for your role" on /admin/users, and 403 from the adjust API', async ({ page, context, request, visit }) => {
  await signInToBackOffice(context, demoEditor);
  await visit('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();

  const list = await request.get('/api/admin/users?page=1&per_page=1', { headers: await getStaffAuthorization(request) });
  const [customer] = ((await list.json()) as { data: { id: string }[] }).data;
  const adjust = await request.post(`/api/admin/users/${customer?.id}/balance-adjustments`, {
    headers: await getStaffAuthorization(request, demoEditor),
    data: { amountCents: 100_000, reason: 'Editors cannot move money' },
  });
  expect(adjust.status()).toBe(403);
  expect(await request.get('/api/admin/users', { headers: await getStaffAuthorization(request, demoEditor) }).then((answer) => answer.status())).toBe(403);
});
