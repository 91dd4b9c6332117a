import { addStaffMember, demoEditor, demoStaff, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

const SALES_LINKS = ['Dashboard', 'Users', 'Booking requests', 'Orders & vouchers', 'Liability report', 'Outbox', 'Audit log'];
const CATALOGUE_LINKS = ['Products', 'Tags', 'Landings', 'Content'];

// Sign-in is rate-limited per account and address, and every spec shares one server: this spec
// signs in through the form once. The sign-out test comes last and uses the editor, since
// signing out ends every session of the account.
test.describe.configure({ mode: 'serial' });

test('a back-office page without a session goes to the login page', async ({ page }) => {
  for (const path of ['/admin/products', '/admin', '/admin/outbox']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login(\?|$)/);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('signing in through the form', () => {
  test.use({ expectedPageErrors: [/^401 POST \S+\/api\/admin\/login$/] });

  test('a wrong password is refused; the right one opens /admin/users with the manager’s nav', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(demoStaff.email);
    await page.getByLabel('Password').fill('Not-the-Passw0rd!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Incorrect email or password' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectAccessible(page);

    await page.getByLabel('Password').fill(demoStaff.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    const nav = page.getByRole('navigation', { name: 'Back office' }).filter({ visible: true });
    for (const label of [...SALES_LINKS, ...CATALOGUE_LINKS]) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  });
});

test('an editor sees no sales links, and “Not for your role” on the dashboard and the outbox', async ({ page, context }) => {
  await signInToBackOffice(context, demoEditor);
  for (const path of ['/admin', '/admin/outbox']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Back office' }).filter({ visible: true });
  for (const label of CATALOGUE_LINKS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  for (const label of SALES_LINKS) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('signing out ends the session: the old cookie opens nothing and the API answers 401', async ({ page, context, browser, request }) => {
  // An editor of this test's own: signing out ends every session of the account.
  await signInToBackOffice(context, await addStaffMember(request, 'EDITOR'));
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'admin_auth_token');
  if (!cookie) throw new Error('The editor has no back-office cookie');
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Sign out' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);

  // The same token, replayed from another browser and as a bearer token, is refused.
  const replay = await browser.newContext();
  await replay.addCookies([{ ...cookie, expires: -1 }]);
  const replayPage = await replay.newPage();
  await replayPage.goto('/admin');
  await expect(replayPage).toHaveURL(/\/admin\/login$/);
  await replay.close();
  const me = await page.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${cookie.value}` } });
  expect(me.status()).toBe(401);
});
