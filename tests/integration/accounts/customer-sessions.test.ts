import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signOutAction } from '@/domains/accounts/actions';
import { changeCustomerPasswordAction, signOutEverywhereAction } from '@/domains/accounts/profile-actions';
import { hashPassword } from '@/domains/accounts/lib/password';
import { createResetToken } from '@/domains/accounts/lib/reset-token';
import { changePasswordSchema } from '@/domains/accounts/schemas';
import { changeCustomerPassword } from '@/domains/accounts/server/account-service';
import { deleteExpiredCustomerSessions, isCustomerSessionLive, openCustomerSession } from '@/domains/accounts/server/customer-session-service';
import { changePasswordWithToken, endStaffSessions } from '@/domains/accounts/server/service';
import { removeStaffMember } from '@/domains/accounts/server/staff-member-service';
import { CUSTOMER_COOKIE, sealSessionToken, unsealSessionToken } from '@/server/auth';
import { getCustomerUserId, startCustomerSession } from '@/domains/accounts/server/customer-session';
import { getDatabase } from '@/server/db';
import { createStaffMemberForTest } from '../support/admin-api';
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

/** A browser that signed in as the customer (or as staff acting as them): its session cookie. */
async function signedInBrowser(options: { actingStaff?: { staffId: string; customerName: string } } = {}): Promise<string> {
  currentRequest.cookies = new Map();
  await startCustomerSession(customerId, options);
  const token = currentRequest.cookies.get(CUSTOMER_COOKIE.name);
  if (!token) throw new Error('Signing in set no session cookie');
  return token;
}

/** Who the shop thinks is signed in with this cookie. */
async function whoIs(token: string): Promise<string | null> {
  currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, token]]);
  return getCustomerUserId();
}

describe('a customer’s sessions', () => {
  it('signing out ends this browser’s session wherever its cookie is; the customer’s other browsers stay signed in', async () => {
    const thisBrowser = await signedInBrowser();
    const otherBrowser = await signedInBrowser();
    expect(await whoIs(thisBrowser)).toBe(customerId);

    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, thisBrowser], ['signed_in', '1']]);
    expect(await signOutAction()).toEqual({ ok: true, data: null });
    expect([...currentRequest.cookies.keys()]).toEqual([]);

    // A copy of the cookie taken before signing out opens nothing any more.
    expect(await whoIs(thisBrowser)).toBeNull();
    expect(await whoIs(otherBrowser)).toBe(customerId);
  });

  it('a staff member acting as the customer gets a session of an hour, which their sign-out ends', async () => {
    const manager = await createStaffMemberForTest('MANAGER');
    const before = Date.now();
    const acting = await signedInBrowser({ actingStaff: { staffId: manager.id, customerName: 'Ana Lavoie' } });
    const customersOwn = await signedInBrowser();
    const { sessionId } = (await unsealSessionToken(acting)) ?? {};
    const stored = await getDatabase().customerSession.findUniqueOrThrow({ where: { id: sessionId }, select: { expiresAt: true } });
    expect(stored.expiresAt.getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    expect(stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);

    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, acting]]);
    await signOutAction();
    expect(await whoIs(acting)).toBeNull();
    expect(await whoIs(customersOwn)).toBe(customerId);
  });

  it('a staff member acting as the customer is signed out of the account when their own sessions end', async () => {
    const [leaving, other] = await Promise.all([createStaffMemberForTest('MANAGER'), createStaffMemberForTest('MANAGER')]);
    const removedActing = await signedInBrowser({ actingStaff: { staffId: leaving.id, customerName: 'Ana Lavoie' } });
    const signedOutActing = await signedInBrowser({ actingStaff: { staffId: other.id, customerName: 'Ana Lavoie' } });
    const customersOwn = await signedInBrowser();
    expect(await whoIs(removedActing)).toBe(customerId);
    expect(await whoIs(signedOutActing)).toBe(customerId);

    await removeStaffMember(other.id, leaving.id);
    expect(await whoIs(removedActing)).toBeNull();
    expect(await whoIs(signedOutActing)).toBe(customerId);

    // Signing out of the back office ends every session of theirs (staff logout raises the version).
    await endStaffSessions(other.id);
    expect(await whoIs(signedOutActing)).toBeNull();
    expect(await whoIs(customersOwn)).toBe(customerId);
  });

  it('a removed staff member cannot start acting as a customer, and an acting token without their version opens nothing', async () => {
    const [leaving, manager] = await Promise.all([createStaffMemberForTest('MANAGER'), createStaffMemberForTest('MANAGER')]);
    await removeStaffMember(manager.id, leaving.id);
    await expect(signedInBrowser({ actingStaff: { staffId: leaving.id, customerName: 'Ana Lavoie' } })).rejects.toThrow('Please sign in again.');

    const { sessionId, version } = await openCustomerSession(customerId, { ttlSeconds: 3_600 });
    const withoutVersion = await sealSessionToken({ userId: customerId, role: 'CUSTOMER', version, sessionId, actingStaffId: manager.id }, 3_600);
    expect(await whoIs(withoutVersion)).toBeNull();
  });

  it('sign out everywhere ends every session of the customer, this browser’s and staff acting as them included', async () => {
    const manager = await createStaffMemberForTest('MANAGER');
    const thisBrowser = await signedInBrowser();
    const otherBrowser = await signedInBrowser();
    const acting = await signedInBrowser({ actingStaff: { staffId: manager.id, customerName: 'Ana Lavoie' } });
    const someoneElse = await getDatabase().user.create({
      data: { email: `bo-${Date.now()}@example.com`, firstName: 'Bo', lastName: 'Tremblay', passwordHash: 'not-used' },
      select: { id: true },
    });
    const { sessionId, version } = await openCustomerSession(someoneElse.id, { ttlSeconds: 600 });

    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, thisBrowser]]);
    expect(await signOutEverywhereAction()).toEqual({ ok: true, data: null });

    expect(await whoIs(thisBrowser)).toBeNull();
    expect(await whoIs(otherBrowser)).toBeNull();
    expect(await whoIs(acting)).toBeNull();
    expect(await getDatabase().customerSession.count({ where: { userId: customerId } })).toBe(0);
    // Another customer's sessions are theirs.
    expect(await isCustomerSessionLive({ userId: someoneElse.id, sessionId, version })).toBe(true);
  });

  it('sign out everywhere needs a live session', async () => {
    const thisBrowser = await signedInBrowser();
    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, thisBrowser]]);
    await signOutAction();
    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, thisBrowser]]);
    expect(await signOutEverywhereAction()).toMatchObject({ ok: false, code: 'unauthorized' });
  });

  it('changing the password on the account page ends every other session; this browser stays signed in', async () => {
    const thisBrowser = await signedInBrowser();
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
    const otherBrowser = await signedInBrowser();
    await expect(changeCustomerPassword(customerId, { currentPassword: 'Wrong-Pass1!', newPassword: 'Birch-Tree8!' })).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await whoIs(otherBrowser)).toBe(customerId);
  });

  it('a new password through a reset link ends every session too', async () => {
    const otherBrowser = await signedInBrowser();
    const { token, tokenHash } = createResetToken();
    await getDatabase().passwordResetToken.create({ data: { userId: customerId, tokenHash, expiresAt: new Date(Date.now() + 60_000) } });
    await changePasswordWithToken(z.parse(changePasswordSchema, { token, password: 'Birch-Tree8!', confirmPassword: 'Birch-Tree8!' }));
    expect(await whoIs(otherBrowser)).toBeNull();
  });

  it('an expired session opens nothing, even with a cookie that has not expired, and the sweep removes it', async () => {
    const dayAgo = new Date(Date.now() - 86_400_000);
    const expired = await openCustomerSession(customerId, { ttlSeconds: 3_600, now: dayAgo });
    const live = await openCustomerSession(customerId, { ttlSeconds: 3_600 });
    const cookie = await sealSessionToken({ userId: customerId, role: 'CUSTOMER', version: expired.version, sessionId: expired.sessionId }, 3_600);
    expect(await whoIs(cookie)).toBeNull();
    expect(await isCustomerSessionLive({ userId: customerId, ...live })).toBe(true);

    expect(await deleteExpiredCustomerSessions()).toBeGreaterThanOrEqual(1);
    const left = await getDatabase().customerSession.findMany({ where: { userId: customerId }, select: { id: true } });
    expect(left).toEqual([{ id: live.sessionId }]);
  });

  it('a cookie that names no stored session opens nothing: one sealed before sessions were stored, or one naming another customer’s', async () => {
    expect(await whoIs(await sealSessionToken({ userId: customerId, role: 'CUSTOMER', version: 0 }, 600))).toBeNull();
    const someoneElse = await getDatabase().user.create({
      data: { email: `cy-${Date.now()}@example.com`, firstName: 'Cy', lastName: 'Roy', passwordHash: 'not-used' },
      select: { id: true },
    });
    const theirs = await openCustomerSession(someoneElse.id, { ttlSeconds: 600 });
    expect(await whoIs(await sealSessionToken({ userId: customerId, role: 'CUSTOMER', ...theirs }, 600))).toBeNull();
  });

  it('signing in to an account that is gone opens no session', async () => {
    await getDatabase().user.delete({ where: { id: customerId } });
    await expect(openCustomerSession(customerId, { ttlSeconds: 600 })).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
