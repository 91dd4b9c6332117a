import { randomUUID } from 'node:crypto';
import {beforeEach, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/admin/login/route';
import { GET as me } from '@/app/api/admin/me/route';
import { POST as changePassword } from '@/app/api/admin/me/password/route';
import { GET as listStaff, POST as addStaff } from '@/app/api/admin/staff/route';
import { PUT as setPassword } from '@/app/api/admin/staff/[id]/password/route';
import { DELETE as removeStaff, PATCH as changeRole } from '@/app/api/admin/staff/[id]/route';
import { removeStaffMember, setStaffMemberPassword } from '@/domains/accounts/server/staff-member-service';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type RouteCall, type StaffMemberForTest } from '../support/admin-api';
import { truncateAllTables } from '../support/database';

type Handler = Parameters<typeof callRoute<{ id: string }>>[0];
type Problem = { status: number; message: string; errors?: Record<string, string[]> };
type Member = { id: string; firstName: string; lastName: string; email: string; role: 'MANAGER' | 'EDITOR'; createdAt: string };

const TEMPORARY_PASSWORD = 'Temp-Passw0rd!';
let manager: StaffMemberForTest;

beforeEach(async () => {
  // Counts of managers matter below: each test starts from a shop with one manager.
  await truncateAllTables(getDatabase());
  manager = await createStaffMemberForTest('MANAGER');
});

/** Adds a member through the API, signs them in with the temporary password, and answers their token. */
async function addAndSignIn(role: 'MANAGER' | 'EDITOR'): Promise<Member & { token: string }> {
  const email = `new-${randomUUID()}@example.com`;
  const added = await callRoute(addStaff, '/api/admin/staff', {}, { method: 'POST', token: manager.token, body: { firstName: 'Nora', lastName: 'New', email, role, password: TEMPORARY_PASSWORD } });
  expect(added.status, await added.clone().text()).toBe(201);
  const { data } = (await added.json()) as { data: Member };
  const signedIn = await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email, password: TEMPORARY_PASSWORD } });
  expect(signedIn.status).toBe(200);
  return { ...data, token: ((await signedIn.json()) as { access_token: string }).access_token };
}

async function meStatus(token: string): Promise<number> {
  return (await callRoute(me, '/api/admin/me', {}, { token })).status;
}

const routes: { name: string; handler: Handler; call: RouteCall }[] = [
  { name: 'GET /api/admin/staff', handler: listStaff as Handler, call: {} },
  { name: 'POST /api/admin/staff', handler: addStaff as Handler, call: { method: 'POST', body: { firstName: 'A', lastName: 'B', email: 'a@example.com', role: 'EDITOR', password: TEMPORARY_PASSWORD } } },
  { name: 'PATCH /api/admin/staff/{id}', handler: changeRole, call: { method: 'PATCH', body: { role: 'EDITOR' } } },
  { name: 'DELETE /api/admin/staff/{id}', handler: removeStaff, call: { method: 'DELETE' } },
  { name: 'PUT /api/admin/staff/{id}/password', handler: setPassword, call: { method: 'PUT', body: { password: 'Other-Passw0rd!' } } },
];

describe('who may manage staff', () => {
  it.each(routes)('$name: 401 without a token, 403 for an editor, and nothing changes', async (route) => {
    const editor = await createStaffMemberForTest('EDITOR');
    expect((await callRoute(route.handler, '/api/admin/staff', { id: editor.id }, { ...route.call, token: null })).status).toBe(401);
    expect((await callRoute(route.handler, '/api/admin/staff', { id: editor.id }, { ...route.call, token: editor.token })).status).toBe(403);
    expect((await callRoute(route.handler, '/api/admin/staff', { id: editor.id }, { ...route.call, cookieToken: editor.token })).status).toBe(403);
    expect(await getDatabase().user.count()).toBe(2);
    expect(await getDatabase().auditLogEntry.count()).toBe(0);
    expect(await meStatus(editor.token)).toBe(200);
  });
});

describe('adding a staff member', () => {
  it('adds a member who signs in with the temporary password, lists them, and audits it', async () => {
    const editor = await addAndSignIn('EDITOR');
    expect(editor).toMatchObject({ firstName: 'Nora', lastName: 'New', role: 'EDITOR' });
    expect(await meStatus(editor.token)).toBe(200);

    const list = await callRoute(listStaff, '/api/admin/staff', {}, { token: manager.token });
    const { data, total } = (await list.json()) as { data: Member[]; total: number };
    expect(total).toBe(2);
    expect(data.map((member) => member.id).sort()).toEqual([manager.id, editor.id].sort());
    expect(await getDatabase().auditLogEntry.findMany({ select: { action: true, entityId: true, staffId: true } })).toEqual([
      { action: 'staff.create', entityId: editor.id, staffId: manager.id },
    ]);
  });

  it('refuses an e-mail that has an account (staff or customer) with a 409 on the field', async () => {
    await getDatabase().user.create({ data: { email: 'cleo@example.com', firstName: 'Cleo', lastName: 'Customer', passwordHash: 'x' } });
    for (const email of ['Cleo@Example.com', manager.email]) {
      const answer = await callRoute(addStaff, '/api/admin/staff', {}, { method: 'POST', token: manager.token, body: { firstName: 'X', lastName: 'Y', email, role: 'EDITOR', password: TEMPORARY_PASSWORD } });
      expect(answer.status).toBe(409);
      expect(((await answer.json()) as Problem).errors).toEqual({ email: ['An account with this e-mail already exists.'] });
    }
  });

  it.each([
    [{ password: 'Sh0rt!' }, 'password', 'The password needs at least 8 characters'],
    [{ password: 'alllowercase1!' }, 'password', 'The password needs an uppercase and a lowercase letter, a number and a special character'],
    [{ role: 'OWNER' }, 'role', 'Choose manager or editor'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid e-mail'],
    [{ firstName: '  ' }, 'firstName', 'Enter the first name'],
  ])('answers 400 with a field message for %j', async (change, field, message) => {
    const body = { firstName: 'Nora', lastName: 'New', email: 'nora@example.com', role: 'EDITOR', password: TEMPORARY_PASSWORD, ...change };
    const answer = await callRoute(addStaff, '/api/admin/staff', {}, { method: 'POST', token: manager.token, body });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Problem).errors).toEqual({ [field]: [message] });
  });
});

describe('changing a role', () => {
  it('ends every session of the member at once; signed in again, they have the new role', async () => {
    const editor = await addAndSignIn('EDITOR');
    const answer = await callRoute(changeRole, '', { id: editor.id }, { method: 'PATCH', token: manager.token, body: { role: 'MANAGER' } });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: Member }).data.role).toBe('MANAGER');
    expect(await meStatus(editor.token)).toBe(401);

    const again = await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email: editor.email, password: TEMPORARY_PASSWORD } });
    const { access_token: token } = (await again.json()) as { access_token: string };
    expect(((await (await callRoute(me, '/api/admin/me', {}, { token })).json()) as { data: { role: string } }).data.role).toBe('MANAGER');
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'staff.role-change', entityId: editor.id } })).toBe(1);
  });

  it('refuses a manager’s own role (409) and an unknown or customer id (404)', async () => {
    expect((await callRoute(changeRole, '', { id: manager.id }, { method: 'PATCH', token: manager.token, body: { role: 'EDITOR' } })).status).toBe(409);
    const customer = await getDatabase().user.create({ data: { email: 'c@example.com', firstName: 'C', lastName: 'C', passwordHash: 'x' }, select: { id: true } });
    for (const id of ['missing', customer.id]) {
      expect((await callRoute(changeRole, '', { id }, { method: 'PATCH', token: manager.token, body: { role: 'EDITOR' } })).status).toBe(404);
    }
    expect(await meStatus(manager.token)).toBe(200);
  });
});

describe('removing a staff member', () => {
  it('ends their sessions, keeps them from signing in and from the list, and keeps their row for the audit log', async () => {
    const editor = await addAndSignIn('EDITOR');
    const answer = await callRoute(removeStaff, '', { id: editor.id }, { method: 'DELETE', token: manager.token });
    expect(answer.status).toBe(200);
    expect(await meStatus(editor.token)).toBe(401);
    const signIn = await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email: editor.email, password: TEMPORARY_PASSWORD } });
    expect(signIn.status).toBe(401);
    const list = (await (await callRoute(listStaff, '/api/admin/staff', {}, { token: manager.token })).json()) as { data: Member[] };
    expect(list.data.map((member) => member.id)).toEqual([manager.id]);
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'staff.remove', entityId: editor.id } })).toBe(1);
    // Removed twice: there is no such staff member any more.
    expect((await callRoute(removeStaff, '', { id: editor.id }, { method: 'DELETE', token: manager.token })).status).toBe(404);
  });

  it('brings a removed member back when their e-mail is added again, with the new role and password', async () => {
    const editor = await addAndSignIn('EDITOR');
    await callRoute(removeStaff, '', { id: editor.id }, { method: 'DELETE', token: manager.token });
    const body = { firstName: 'Nora', lastName: 'Back', email: editor.email, role: 'MANAGER', password: 'Other-Passw0rd!' };
    const answer = await callRoute(addStaff, '/api/admin/staff', {}, { method: 'POST', token: manager.token, body });
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { data: Member }).data).toMatchObject({ id: editor.id, lastName: 'Back', role: 'MANAGER' });
    // The old token stays dead; the new password signs in.
    expect(await meStatus(editor.token)).toBe(401);
    expect((await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email: editor.email, password: 'Other-Passw0rd!' } })).status).toBe(200);
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'staff.reinstate', entityId: editor.id } })).toBe(1);
  });

  it('refuses to remove the last manager: the only one cannot remove themselves', async () => {
    const answer = await callRoute(removeStaff, '', { id: manager.id }, { method: 'DELETE', token: manager.token });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as Problem).message).toContain('the shop always keeps one');
    expect(await meStatus(manager.token)).toBe(200);
  });

  it('keeps one manager when two managers remove each other at once', async () => {
    const other = await addAndSignIn('MANAGER');
    const results = await Promise.allSettled([removeStaffMember(manager.id, other.id), removeStaffMember(other.id, manager.id)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'forbidden' } });
    expect(await getDatabase().user.count({ where: { role: 'MANAGER', staffRemovedAt: null } })).toBe(1);
  });
});

describe('setting another member’s password', () => {
  const NEW_PASSWORD = 'Handed-0ver!';

  async function signInStatus(email: string, password: string): Promise<number> {
    return (await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email, password } })).status;
  }

  it('ends every session of the member; they sign in with the new password only, and the audit log never holds it', async () => {
    const editor = await addAndSignIn('EDITOR');
    const answer = await callRoute(setPassword, '', { id: editor.id }, { method: 'PUT', token: manager.token, body: { password: NEW_PASSWORD } });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toContain('signed out everywhere');

    expect(await meStatus(editor.token)).toBe(401);
    expect(await signInStatus(editor.email, TEMPORARY_PASSWORD)).toBe(401);
    expect(await signInStatus(editor.email, NEW_PASSWORD)).toBe(200);
    expect(await meStatus(manager.token)).toBe(200);

    const entries = await getDatabase().auditLogEntry.findMany({ where: { action: 'staff.password-reset' }, select: { staffId: true, entityId: true, data: true } });
    expect(entries).toEqual([{ staffId: manager.id, entityId: editor.id, data: { email: editor.email } }]);
    const { passwordHash } = await getDatabase().user.findUniqueOrThrow({ where: { id: editor.id }, select: { passwordHash: true } });
    const logged = JSON.stringify(await getDatabase().auditLogEntry.findMany());
    expect(logged).not.toContain(NEW_PASSWORD);
    expect(logged).not.toContain(passwordHash);
  });

  it('refuses the manager’s own password (409, pointing to /admin/password), a customer or unknown id (404), and an editor (403)', async () => {
    const own = await callRoute(setPassword, '', { id: manager.id }, { method: 'PUT', token: manager.token, body: { password: NEW_PASSWORD } });
    expect(own.status).toBe(409);
    expect(((await own.json()) as Problem).message).toContain('/admin/password');

    const customer = await getDatabase().user.create({ data: { email: 'c@example.com', firstName: 'C', lastName: 'C', passwordHash: 'x' }, select: { id: true } });
    for (const id of ['missing', customer.id]) {
      expect((await callRoute(setPassword, '', { id }, { method: 'PUT', token: manager.token, body: { password: NEW_PASSWORD } })).status).toBe(404);
    }
    expect((await getDatabase().user.findUniqueOrThrow({ where: { id: customer.id }, select: { passwordHash: true } })).passwordHash).toBe('x');

    const editor = await addAndSignIn('EDITOR');
    const byEditor = await callRoute(setPassword, '', { id: manager.id }, { method: 'PUT', token: editor.token, body: { password: NEW_PASSWORD } });
    expect(byEditor.status).toBe(403);
    expect(await meStatus(manager.token)).toBe(200);
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'staff.password-reset' } })).toBe(0);
  });

  it('refuses in the service with the codes the API maps: a demoted caller is no longer a manager', async () => {
    const other = await addAndSignIn('MANAGER');
    const editor = await addAndSignIn('EDITOR');
    await callRoute(changeRole, '', { id: other.id }, { method: 'PATCH', token: manager.token, body: { role: 'EDITOR' } });
    await expect(setStaffMemberPassword(other.id, editor.id, NEW_PASSWORD)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(setStaffMemberPassword(manager.id, manager.id, NEW_PASSWORD)).rejects.toMatchObject({ code: 'conflict' });
    await expect(setStaffMemberPassword(manager.id, 'missing', NEW_PASSWORD)).rejects.toMatchObject({ code: 'not_found' });
    expect(await meStatus(editor.token)).toBe(200);
    expect(await signInStatus(editor.email, TEMPORARY_PASSWORD)).toBe(200);
  });

  it.each([
    [{ password: 'Sh0rt!' }, 'The password needs at least 8 characters'],
    [{ password: 'alllowercase1!' }, 'The password needs an uppercase and a lowercase letter, a number and a special character'],
  ])('answers 400 with a field message for %j, and the member stays signed in', async (body, message) => {
    const editor = await addAndSignIn('EDITOR');
    const answer = await callRoute(setPassword, '', { id: editor.id }, { method: 'PUT', token: manager.token, body });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Problem).errors).toEqual({ password: [message] });
    expect(await meStatus(editor.token)).toBe(200);
  });
});

describe('POST /api/admin/me/password', () => {
  it('ends every other session of the member; this one goes on with the new token', async () => {
    const editor = await addAndSignIn('EDITOR');
    const otherDevice = await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email: editor.email, password: TEMPORARY_PASSWORD } });
    const otherToken = ((await otherDevice.json()) as { access_token: string }).access_token;

    const answer = await callRoute(changePassword, '', {}, { method: 'POST', token: editor.token, body: { currentPassword: TEMPORARY_PASSWORD, newPassword: 'Mine-Passw0rd!' } });
    expect(answer.status).toBe(200);
    const { access_token: renewed } = (await answer.json()) as { access_token: string };
    expect(await meStatus(renewed)).toBe(200);
    expect(await meStatus(editor.token)).toBe(401);
    expect(await meStatus(otherToken)).toBe(401);
    expect((await callRoute(login, '/api/admin/login', {}, { method: 'POST', body: { email: editor.email, password: 'Mine-Passw0rd!' } })).status).toBe(200);
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'staff.password-change', staffId: editor.id } })).toBe(1);
  });

  it('refuses a wrong current password with a 400 on the field (never a 401, which would sign the member out)', async () => {
    const editor = await addAndSignIn('EDITOR');
    const answer = await callRoute(changePassword, '', {}, { method: 'POST', token: editor.token, body: { currentPassword: 'Wrong-Passw0rd!', newPassword: 'Mine-Passw0rd!' } });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Problem).errors).toEqual({ currentPassword: ['This is not your current password.'] });
    expect(await meStatus(editor.token)).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await callRoute(changePassword, '', {}, { method: 'POST', token: null, body: { currentPassword: 'a', newPassword: 'Mine-Passw0rd!' } })).status).toBe(401);
  });
});
