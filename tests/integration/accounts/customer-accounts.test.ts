import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { hashPassword, verifyPassword } from '@/domains/accounts/lib/password';
import { loginSchema, signUpSchema } from '@/domains/accounts/schemas';
import { authenticateCustomer, registerCustomer } from '@/domains/accounts/server/service';
import { getDatabase } from '@/server/db';

const OWNER = { email: 'owner@example.com', password: 'Maple-Leaf7' };

function signUp(email: string, password = 'Maple-Leaf7') {
  return registerCustomer(z.parse(signUpSchema, { firstName: 'Ana', lastName: 'Souza', email, password }));
}

function login(email: string, password: string, ip: string) {
  return authenticateCustomer(z.parse(loginSchema, { email, password }), ip);
}

beforeEach(async () => {
  const prisma = getDatabase();
  await prisma.rateLimitBucket.deleteMany();
  await prisma.user.deleteMany();
});

describe('registerCustomer', () => {
  it('opens a customer account with an Argon2id hash of the password', async () => {
    const { userId } = await signUp('Ana@Example.com');
    const user = await getDatabase().user.findUniqueOrThrow({ where: { id: userId } });
    expect(user).toMatchObject({ role: 'CUSTOMER', email: 'ana@example.com', firstName: 'Ana', lastName: 'Souza', balanceCents: 0 });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, 'Maple-Leaf7')).toBe(true);
  });

  it('opens exactly one account when 10 sign-ups with one e-mail race; the others are told the e-mail is taken', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => signUp('race@example.com')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(refusals).toHaveLength(9);
    for (const refusal of refusals) expect(refusal).toMatchObject({ code: 'conflict', fieldErrors: { email: ['emailTaken'] } });
    expect(await getDatabase().user.count({ where: { email: 'race@example.com' } })).toBe(1);
  });
});

describe('authenticateCustomer', () => {
  beforeEach(async () => {
    await signUp(OWNER.email, OWNER.password);
  });

  it('signs the customer in, whatever the e-mail case', async () => {
    const owner = await getDatabase().user.findUniqueOrThrow({ where: { email: OWNER.email } });
    await expect(login('OWNER@example.com', OWNER.password, '203.0.113.1')).resolves.toEqual({ userId: owner.id });
  });

  it.each([
    ['a wrong password', OWNER.email, 'Wrong-Pass1'],
    ['an unknown e-mail', 'nobody@example.com', OWNER.password],
  ])('refuses %s with exactly SPEC §8’s message', async (_case, email, password) => {
    await expect(login(email, password, '203.0.113.2')).rejects.toMatchObject({ code: 'unauthorized', message: 'Incorrect email or password' });
  });

  it('refuses a staff account on the customer sign-in', async () => {
    await getDatabase().user.create({
      data: { role: 'MANAGER', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash: await hashPassword(OWNER.password) },
    });
    await expect(login('staff@example.com', OWNER.password, '203.0.113.3')).rejects.toMatchObject({ message: 'Incorrect email or password' });
  });

  it("does not let a stranger's wrong guesses from other addresses lock the owner out", async () => {
    // One address: throttled after 10 guesses at this account.
    const fromOneAddress = await Promise.allSettled(Array.from({ length: 12 }, () => login(OWNER.email, 'Guess-123!', '198.51.100.7')));
    const codes = fromOneAddress.map((result) => (result.status === 'rejected' ? (result.reason as { code: string }).code : 'ok'));
    expect(codes.filter((code) => code === 'unauthorized')).toHaveLength(10);
    expect(codes.filter((code) => code === 'rate_limited')).toHaveLength(2);
    // Many addresses, one guess each.
    for (let index = 0; index < 30; index += 1) {
      await expect(login(OWNER.email, 'Guess-123!', `192.0.2.${index}`)).rejects.toMatchObject({ code: 'unauthorized' });
    }
    const owner = await getDatabase().user.findUniqueOrThrow({ where: { email: OWNER.email } });
    await expect(login(OWNER.email, OWNER.password, '203.0.113.50')).resolves.toEqual({ userId: owner.id });
  });
});
