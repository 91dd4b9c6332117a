import type { APIRequestContext } from '@playwright/test';
import { demoEditor, getStaffAuthorization, newStaffMember, signInToBackOffice } from '../support/staff-session';
import { expect, expectAccessible, test } from '../support/test';

/** A token of the member's own, as an API client signed in elsewhere would hold. */
async function signInElsewhere(request: APIRequestContext, email: string, password: string): Promise<string> {
  const answer = await request.post('/api/admin/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A row's button, named with the member for screen readers ("Remove: Nora Gagnon"; browsers space the hidden part differently). */
function buttonFor(action: string, name: string): RegExp {
  return new RegExp(`^${action}\\s*:\\s*${name}$`);
}

async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  // Retried once on ECONNRESET: the server may close a kept-alive connection idle for 5 s just as this reuses it.
  return (await request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` }, maxRetries: 1 })).status();
}

test('a manager adds a staff member, makes them a manager, and removes them after confirming; each change signs them out', async ({ page, context, request, visit }) => {
  test.setTimeout(120_000);
  const member = newStaffMember('EDITOR');
  const name = `${member.firstName} ${member.lastName}`;
  await signInToBackOffice(context);
  await visit('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Staff' });
  await expect(table.getByRole('row').filter({ hasText: '(you)' })).toContainText('staff@example.com');

  // The rules are checked before anything is sent.
  const form = page.getByRole('region', { name: 'Add a staff member' });
  await form.getByLabel('First name').fill(member.firstName);
  await form.getByLabel('Last name').fill(member.lastName);
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel(/Temporary password/).fill('weak');
  await form.getByRole('button', { name: 'Add staff member' }).click();
  await expect(form.getByText('The password needs at least 8 characters')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(/Temporary password/).fill(member.password);
  await form.getByRole('button', { name: 'Add staff member' }).click();
  const row = table.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Editor');
  await expect(form.getByLabel('E-mail')).toHaveValue('');
  const editorToken = await signInElsewhere(request, member.email, member.password);
  expect(await meStatus(request, editorToken)).toBe(200);

  await row.getByRole('button', { name: buttonFor('Make manager', name) }).click();
  const roleDialog = page.getByRole('dialog', { name: `Make ${name} a manager?` });
  await expect(roleDialog).toContainText('signed out everywhere');
  await expectAccessible(page);
  await roleDialog.getByRole('button', { name: 'Make manager' }).click();
  await expect(roleDialog).toBeHidden();
  await expect(row).toContainText('Manager');
  expect(await meStatus(request, editorToken)).toBe(401);
  const managerToken = await signInElsewhere(request, member.email, member.password);

  // Cancelling changes nothing.
  await row.getByRole('button', { name: buttonFor('Remove', name) }).click();
  const removeDialog = page.getByRole('dialog', { name: `Remove ${name}?` });
  await removeDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(removeDialog).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: buttonFor('Remove', name) }).click();
  await expect(removeDialog).toContainText('can no longer sign in');
  await expectAccessible(page);
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(removeDialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await meStatus(request, managerToken)).toBe(401);
  expect((await request.post('/api/admin/login', { data: { email: member.email, password: member.password } })).status()).toBe(401);
  await page.mouse.move(0, 0);
});

test('a manager sets a new password for a member who forgot theirs: the member is signed out and signs in with it', async ({ page, context, request, visit }) => {
  test.setTimeout(120_000);
  const member = newStaffMember('EDITOR');
  const name = `${member.firstName} ${member.lastName}`;
  const newPassword = 'Handed-0ver!';
  expect((await request.post('/api/admin/staff', { headers: await getStaffAuthorization(request), data: member })).status()).toBe(201);
  const oldSession = await signInElsewhere(request, member.email, member.password);

  await signInToBackOffice(context);
  await visit('/admin/staff');
  const row = page.getByRole('table', { name: 'Staff' }).getByRole('row').filter({ hasText: member.email });
  const setPasswordButton = row.getByRole('button', { name: buttonFor('Set password', name) });
  const dialog = page.getByRole('dialog', { name: `Set a new password for ${name}` });
  const passwordField = dialog.getByLabel(/Temporary password/);

  // Escape leaves without a change, and focus goes back to the row's button.
  await setPasswordButton.click();
  await expect(dialog).toContainText('signed out everywhere');
  await expect(passwordField).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(setPasswordButton).toBeFocused();

  await setPasswordButton.click();
  await passwordField.fill('weak');
  await dialog.getByRole('button', { name: 'Set password', exact: true }).click();
  await expect(dialog.getByText('The password needs at least 8 characters')).toBeVisible();
  await expectAccessible(page);
  await passwordField.fill(newPassword);
  await dialog.getByRole('button', { name: 'Set password', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} can sign in with the new password.`)).toBeVisible();
  expect(await meStatus(request, oldSession)).toBe(401);
  expect((await request.post('/api/admin/login', { data: { email: member.email, password: member.password } })).status()).toBe(401);

  // The member, handed the password, signs in with it.
  await signInToBackOffice(context, { email: member.email, password: newPassword });
  await visit('/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
});

test.describe('changing one’s own password', () => {
  // The wrong current password is answered 400 on purpose.
  test.use({ expectedPageErrors: [/^400 POST .*\/api\/admin\/me\/password$/] });

  test('a staff member changes their password: their other sessions end, this browser stays signed in', async ({ page, request, visit }) => {
    test.setTimeout(120_000);
    const member = newStaffMember('EDITOR');
    const added = await request.post('/api/admin/staff', { headers: await getStaffAuthorization(request), data: member });
    expect(added.status()).toBe(201);
    const otherSession = await signInElsewhere(request, member.email, member.password);

    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/products/);

    await page.getByRole('link', { name: 'Your password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Current password').fill('Not-my-Passw0rd!');
    await page.getByLabel(/New password/).fill('Mine-Passw0rd!');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This is not your current password.')).toBeVisible();

    await page.getByLabel('Current password').fill(member.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();
    expect(await meStatus(request, otherSession)).toBe(401);

    await visit('/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  });
});

test('an editor gets "Not for your role" on /admin/staff and 403 from the staff API', async ({ page, context, request, visit }) => {
  await signInToBackOffice(context, demoEditor);
  await visit('/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Not for your role' })).toBeVisible();
  const headers = await getStaffAuthorization(request, demoEditor);
  expect((await request.get('/api/admin/staff', { headers })).status()).toBe(403);
  expect((await request.post('/api/admin/staff', { headers, data: newStaffMember('MANAGER') })).status()).toBe(403);
});
