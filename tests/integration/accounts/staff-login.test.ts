import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/domains/accounts/lib/password';
import { loginSchema } from '@/domains/accounts/schemas';
import { authenticateStaff, getStaffProfileOrThrow } from '@/domains/accounts/server/service';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';

const password = 'Staff-Passw0rd!';
let staffId: string;

beforeAll(async () => {
  const passwordHash = await hashPassword(password);
  const prisma = getDatabase();
  const staff = await prisma.user.create({
    data: { role: 'STAFF', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash, countryCode: 'CA' },
  });
  staffId = staff.id;
  await prisma.user.create({
    data: { role: 'CUSTOMER', email: 'customer@example.com', firstName: 'Cleo', lastName: 'Customer', passwordHash },
  });
});

function login(email: string, pass: string, ip = '203.0.113.1') {
  return authenticateStaff(loginSchema.parse({ email, password: pass }), ip);
}

describe('authenticateStaff', () => {
  it('accepts staff credentials, whatever the e-mail case', async () => {
    await expect(login('Staff@Example.com', password)).resolves.toEqual({ userId: staffId });
  });

  it.each([
    ['a wrong password', 'staff@example.com', 'nope'],
    ['an unknown e-mail', 'nobody@example.com', password],
    ['a customer account', 'customer@example.com', password],
  ])('refuses %s with the same message', async (_case, email, pass) => {
    await expect(login(email, pass)).rejects.toMatchObject({ code: 'unauthorized', message: 'Incorrect email or password' });
  });

  it('stops guessing one account after 10 attempts in the window, from any address', async () => {
    const attempts = Array.from({ length: 10 }, (_, index) => login('target@example.com', 'guess', `198.51.100.${index}`));
    await Promise.allSettled(attempts);
    const blocked = await login('target@example.com', 'guess', '198.51.100.200').catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(AppError);
    expect((blocked as AppError).code).toBe('rate_limited');
  });
});

describe('getStaffProfileOrThrow', () => {
  it('answers the SPEC §3 profile fields', async () => {
    await expect(getStaffProfileOrThrow(staffId)).resolves.toEqual({
      first_name: 'Sam',
      last_name: 'Staff',
      email: 'staff@example.com',
      phone: null,
      balance: 0,
      country_code: 'CA',
    });
  });

  it('refuses a session of a user who is not staff', async () => {
    const customer = await getDatabase().user.findUniqueOrThrow({ where: { email: 'customer@example.com' } });
    await expect(getStaffProfileOrThrow(customer.id)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
