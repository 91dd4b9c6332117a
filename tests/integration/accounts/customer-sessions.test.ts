import {beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { changeCustomerPasswordAction } from '@/domains/accounts/profile-actions';
import { hashPassword } from '@/domains/accounts/lib/password';
import { createResetToken } from '@/domains/accounts/lib/reset-token';
import { changePasswordSchema } from '@/domains/accounts/schemas';
import { changeCustomerPassword } from '@/domains/accounts/server/account-service';
import { changePasswordWithToken } from '@/domains/accounts/server/service';
import { CUSTOMER_COOKIE, sealSessionToken } from '@/server/auth';
import { getCustomerUserId } from '@/domains/accounts/server/customer-session';
import { getDatabase } from '@/server/db';
import { currentRequest } from '../support/next-headers-mock';

const PASSWORD = 'Maple-Leaf7';
let customerId: string;

beforeEach(async () => {
  const customer = await getDatabase().user.create({
    data: { email: `ana-${Date.now()}@example.com`, firstName: 'Ana', lastName: 'Lavoie', passwordHash: await hashPassword(PASSWORD) },
    select: { id: true },
  });
  customerId = customer.id;
});

/** A browser signed in as the customer: its session cookie, sealed as sign-in seals it (before versions, none). */
async function signedInBrowser(version?: number): Promise<string> {
  return sealSessionToken({ userId: customerId, role: 'CUSTOMER', ...(version === undefined ? {} : { version }) }, 600);
}

/** Who the shop thinks is signed in with this cookie. */
async function whoIs(token: string): Promise<string | null> {
  currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, token]]);
  return getCustomerUserId();
}

describe('a customer’s sessions', () => {
  it('changing the password on the account page ends every other session; this browser stays signed in', async () => {
    const thisBrowser = await signedInBrowser(0);
    // A cookie from before sessions carried a version counts as version 0, so it works until a change.
    const otherBrowser = await signedInBrowser();
    expect(await whoIs(otherBrowser)).toBe(customerId);

    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, thisBrowser]]);
    expect(await changeCustomerPasswordAction({ currentPassword: PASSWORD, newPassword: 'Birch-Tree8!' })).toEqual({ ok: true, data: null });
    const renewed = currentRequest.cookies.get(CUSTOMER_COOKIE.name);
    expect(renewed).toBeDefined();
    expect(renewed).not.toBe(thisBrowser);

    expect(await whoIs(renewed ?? '')).toBe(customerId);
    expect(await whoIs(otherBrowser)).toBeNull();
    expect(await whoIs(thisBrowser)).toBeNull();
  });

  it('a wrong current password changes nothing and ends no session', async () => {
    const otherBrowser = await signedInBrowser(0);
    await expect(changeCustomerPassword(customerId, { currentPassword: 'Wrong-Pass1!', newPassword: 'Birch-Tree8!' })).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await whoIs(otherBrowser)).toBe(customerId);
  });

  it('a new password through a reset link ends every session too', async () => {
    const otherBrowser = await signedInBrowser(0);
    const { token, tokenHash } = createResetToken();
    await getDatabase().passwordResetToken.create({ data: { userId: customerId, tokenHash, expiresAt: new Date(Date.now() + 60_000) } });
    await changePasswordWithToken(z.parse(changePasswordSchema, { token, password: 'Birch-Tree8!', confirmPassword: 'Birch-Tree8!' }));
    expect(await whoIs(otherBrowser)).toBeNull();
  });
});
