import { randomUUID } from 'node:crypto';
import {beforeEach, describe, expect, it } from 'vitest';
import { GET as openLoginLink } from '@/app/api/auth/login-as/[token]/route';
import { POST as makeLoginLink } from '@/app/api/admin/users/[id]/login-link/route';
import { LOGIN_LINK_PATH_PREFIX } from '@/domains/accounts/lib/login-link';
import { createStaffLoginLink, redeemStaffLoginLink } from '@/domains/accounts/server/staff-customer-service';
import { CUSTOMER_COOKIE, unsealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';
import { currentRequest } from '../support/next-headers-mock';

let manager: { id: string; token: string };
let customer: { id: string };

beforeEach(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  customer = await getDatabase().user.create({
    data: { firstName: 'Élise', lastName: 'Gagnon', email: `elise-${randomUUID()}@example.com`, passwordHash: 'not-used' },
    select: { id: true },
  });
});

async function makeLink(token = manager.token): Promise<string> {
  const answer = await callRoute(makeLoginLink, `/api/admin/users/${customer.id}/login-link`, { id: customer.id }, { method: 'POST', token });
  expect(answer.status).toBe(200);
  const { url } = (await answer.json()) as { url: string };
  return url;
}

/** Opens a link in a browser that carries `staffToken` as its back-office cookie (or none). */
function open(url: string, staffToken: string | null = manager.token) {
  const path = new URL(url).pathname;
  const token = path.slice(LOGIN_LINK_PATH_PREFIX.length);
  return callRoute(openLoginLink, path, { token }, { token: null, ...(staffToken ? { cookieToken: staffToken } : {}) });
}

function auditActions() {
  return getDatabase().auditLogEntry.findMany({ where: { entityId: customer.id }, orderBy: { createdAt: 'asc' }, select: { staffId: true, action: true } });
}

describe('log in as this user (issue 10’s login-as-user guard)', () => {
  it('makes a link, audited; opening it signs this browser in as the customer, marked as staff acting', async () => {
    const url = await makeLink();
    expect(url).toMatch(new RegExp(`^https?://[^/]+${LOGIN_LINK_PATH_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(await auditActions()).toEqual([{ staffId: manager.id, action: 'user.login-as' }]);

    const answer = await open(url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/account');
    const session = await unsealSessionToken(currentRequest.cookies.get(CUSTOMER_COOKIE.name) ?? '');
    expect(session).toEqual({ userId: customer.id, role: 'CUSTOMER', version: 0, sessionId: expect.any(String), actingStaffId: manager.id, actingStaffVersion: 0 });
    expect(currentRequest.cookies.get('signed_in')).toBe('1');
    expect(currentRequest.cookies.get('staff_acting_as')).toBe('Élise Gagnon');
    expect(await auditActions()).toEqual([
      { staffId: manager.id, action: 'user.login-as' },
      { staffId: manager.id, action: 'user.login-as-open' },
    ]);
  });

  it('works once', async () => {
    const url = await makeLink();
    expect((await open(url)).status).toBe(303);
    const again = await open(url);
    expect(again.status).toBe(404);
    expect(again.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await again.text()).toContain('This login link is unknown, already used or expired.');
  });

  it('expires after five minutes', async () => {
    const madeAt = Date.now();
    const { url } = await createStaffLoginLink(manager.id, customer.id, { now: new Date(madeAt) });
    const token = new URL(url).pathname.slice(LOGIN_LINK_PATH_PREFIX.length);
    await expect(redeemStaffLoginLink(token, manager.id, { now: new Date(madeAt + 5 * 60_000 + 1) })).rejects.toMatchObject({ code: 'not_found' });
    expect((await redeemStaffLoginLink(token, manager.id, { now: new Date(madeAt + 5 * 60_000 - 1) })).customerId).toBe(customer.id);

    const stale = await createStaffLoginLink(manager.id, customer.id, { now: new Date(madeAt - 6 * 60_000) });
    expect((await open(stale.url)).status).toBe(404);
  });

  it('opens only for the manager who made it, signed in to the back office', async () => {
    const url = await makeLink();
    expect((await open(url, null)).status).toBe(401);
    expect((await open(url, (await createStaffMemberForTest('EDITOR')).token)).status).toBe(403);
    expect((await open(url, (await createStaffMemberForTest('MANAGER')).token)).status).toBe(404);
    expect(currentRequest.cookies.has(CUSTOMER_COOKIE.name)).toBe(false);
    // None of those used it up.
    expect((await open(url)).status).toBe(303);
  });

  it('refuses a made-up token', async () => {
    for (const token of ['x'.repeat(43), 'short']) {
      const answer = await callRoute(openLoginLink, `${LOGIN_LINK_PATH_PREFIX}${token}`, { token }, { cookieToken: manager.token });
      expect(answer.status).toBe(404);
    }
  });

  it('lets one of many concurrent requests with one link through', async () => {
    const { url } = await createStaffLoginLink(manager.id, customer.id);
    const token = new URL(url).pathname.slice(LOGIN_LINK_PATH_PREFIX.length);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => redeemStaffLoginLink(token, manager.id)));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(await getDatabase().auditLogEntry.count({ where: { entityId: customer.id, action: 'user.login-as-open' } })).toBe(1);
  });
});
