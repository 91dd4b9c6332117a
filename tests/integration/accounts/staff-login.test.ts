import {beforeAll, describe, expect, it } from 'vitest';
import { POST as logout } from '@/app/api/admin/logout/route';
import { GET as me } from '@/app/api/admin/me/route';
import { hashPassword } from '@/domains/accounts/lib/password';
import { loginSchema } from '@/domains/accounts/schemas';
import { authenticateStaff, endStaffSessions, getStaffMemberOrThrow } from '@/domains/accounts/server/service';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';

const password = 'Staff-Passw0rd!';
let staffId: string;

beforeAll(async () => {
  const passwordHash = await hashPassword(password);
  const prisma = getDatabase();
  const staff = await prisma.user.create({
    data: { role: 'MANAGER', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash, countryCode: 'CA' },
  });
  staffId = staff.id;
  await prisma.user.createMany({
    data: [
      { role: 'EDITOR', email: 'editor@example.com', firstName: 'Élise', lastName: 'Editor', passwordHash },
      { role: 'CUSTOMER', email: 'customer@example.com', firstName: 'Cleo', lastName: 'Customer', passwordHash },
    ],
  });
});

function login(email: string, pass: string, ip = '203.0.113.1') {
  return authenticateStaff(loginSchema.parse({ email, password: pass }), ip);
}

describe('authenticateStaff', () => {
  it('accepts staff credentials, whatever the e-mail case, for both roles', async () => {
    await expect(login('Staff@Example.com', password)).resolves.toEqual({ userId: staffId, version: 0 });
    await expect(login('editor@example.com', password)).resolves.toMatchObject({ version: 0 });
  });

  it.each([
    ['a wrong password', 'staff@example.com', 'nope'],
    ['an unknown e-mail', 'nobody@example.com', password],
    ['a customer account', 'customer@example.com', password],
  ])('refuses %s with the same message', async (_case, email, pass) => {
    await expect(login(email, pass)).rejects.toMatchObject({ code: 'unauthorized', message: 'Incorrect email or password' });
  });

  it('stops one address guessing an account after 10 attempts, and a stranger cannot lock the owner out', async () => {
    await Promise.allSettled(Array.from({ length: 10 }, () => login('staff@example.com', 'guess', '198.51.100.7')));
    await expect(login('staff@example.com', 'guess', '198.51.100.7')).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(login('staff@example.com', password, '198.51.100.7')).rejects.toMatchObject({ code: 'rate_limited' });
    // The owner, from their own address, still gets in.
    await expect(login('staff@example.com', password, '203.0.113.50')).resolves.toMatchObject({ userId: staffId });
  });
});

describe('getStaffMemberOrThrow', () => {
  it('answers the role and the SPEC §3 profile fields', async () => {
    await expect(getStaffMemberOrThrow({ userId: staffId, version: 0 })).resolves.toEqual({
      id: staffId,
      role: 'MANAGER',
      profile: { first_name: 'Sam', last_name: 'Staff', email: 'staff@example.com', phone: null, balance: 0, country_code: 'CA', role: 'MANAGER' },
    });
  });

  it('refuses a session of a user who is not staff', async () => {
    const customer = await getDatabase().user.findUniqueOrThrow({ where: { email: 'customer@example.com' } });
    await expect(getStaffMemberOrThrow({ userId: customer.id, version: 0 })).rejects.toMatchObject({ code: 'unauthorized' });
  });

  it('refuses every session issued before endStaffSessions', async () => {
    const { id } = await createStaffMemberForTest();
    await endStaffSessions(id);
    await expect(getStaffMemberOrThrow({ userId: id, version: 0 })).rejects.toMatchObject({ code: 'unauthorized' });
    await expect(getStaffMemberOrThrow({ userId: id, version: 1 })).resolves.toMatchObject({ id });
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the token server-side: the bearer and the cookie of every device stop working', async () => {
    const staff = await createStaffMemberForTest();
    const otherDevice = await sealSessionToken({ userId: staff.id, role: 'STAFF', version: 0 }, 600);
    expect((await callRoute(me, '/api/admin/me', {}, { token: staff.token })).status).toBe(200);
    expect((await callRoute(me, '/api/admin/me', {}, { cookieToken: otherDevice })).status).toBe(200);

    const signedOut = await callRoute(logout, '/api/admin/logout', {}, { method: 'POST', cookieToken: staff.token });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toEqual({ message: 'Signed out' });

    expect((await callRoute(me, '/api/admin/me', {}, { token: staff.token })).status).toBe(401);
    expect((await callRoute(me, '/api/admin/me', {}, { cookieToken: otherDevice })).status).toBe(401);
  });

  it('still clears the cookie when the session is already gone', async () => {
    expect((await callRoute(logout, '/api/admin/logout', {}, { method: 'POST', cookieToken: 'not-a-token' })).status).toBe(200);
  });
});
