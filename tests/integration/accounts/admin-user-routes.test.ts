import { randomUUID } from 'node:crypto';
import {beforeEach, describe, expect, it } from 'vitest';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { GET as getUser } from '@/app/api/admin/users/[id]/route';
import { POST as adjustBalance } from '@/app/api/admin/users/[id]/balance-adjustments/route';
import { POST as makeLoginLink } from '@/app/api/admin/users/[id]/login-link/route';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { callRoute, createStaffMemberForTest, type RouteCall } from '../support/admin-api';
import { truncateAllTables } from '../support/database';

type Handler = Parameters<typeof callRoute<{ id: string }>>[0];
type Problem = { status: number; detail: string; errors?: Record<string, string[]> };

let manager: { id: string; token: string };
let customer: { id: string; email: string };

async function createCustomer(fields: { firstName: string; lastName: string; email: string; createdAt?: Date }, balanceCents = 0) {
  const created = await getDatabase().user.create({ data: { ...fields, passwordHash: 'not-used' }, select: { id: true, email: true } });
  if (balanceCents > 0) {
    await recordBalanceEntry({ userId: created.id, kind: 'REFUND', amountCents: balanceCents, idempotencyKey: randomUUID(), reference: 'Opening balance' });
  }
  return created;
}

beforeEach(async () => {
  // Lists and counts below are of the whole shop: each test starts from an empty one.
  await truncateAllTables(getDatabase());
  manager = await createStaffMemberForTest('MANAGER');
  customer = await createCustomer({ firstName: 'Ana', lastName: 'Lavoie', email: `ana-${randomUUID()}@example.com` }, 5_000);
});

const adjustmentBody = { amountCents: 1_250, reason: 'Goodwill for a late voucher' };

/** Each route of this slice, called for `customer`. */
const routes: { name: string; handler: Handler; url: () => string; call: RouteCall }[] = [
  { name: 'GET /api/admin/users', handler: listUsers as Handler, url: () => '/api/admin/users', call: {} },
  { name: 'GET /api/admin/users/{id}', handler: getUser, url: () => `/api/admin/users/${customer.id}`, call: {} },
  { name: 'POST …/balance-adjustments', handler: adjustBalance, url: () => `/api/admin/users/${customer.id}/balance-adjustments`, call: { method: 'POST', body: adjustmentBody } },
  { name: 'POST …/login-link', handler: makeLoginLink, url: () => `/api/admin/users/${customer.id}/login-link`, call: { method: 'POST' } },
];

function call(route: (typeof routes)[number], call: RouteCall) {
  return callRoute(route.handler, route.url(), { id: customer.id }, { ...route.call, ...call });
}

describe('who may call the admin users API', () => {
  it.each(routes)('$name: 401 without a token and for a customer’s token, problem+json', async (route) => {
    const customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
    for (const token of [null, customerToken, 'not-a-token']) {
      const answer = await call(route, { token });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it.each(routes)('$name: 403 for an editor (customers and money are not theirs)', async (route) => {
    const editor = await createStaffMemberForTest('EDITOR');
    expect((await call(route, { token: editor.token })).status).toBe(403);
    expect((await call(route, { cookieToken: editor.token })).status).toBe(403);
  });

  it.each(routes)('$name: a manager gets through with the cookie and with Bearer', async (route) => {
    for (const credentials of [{ cookieToken: manager.token }, { token: manager.token }]) {
      // A new idempotency key each time: both calls are real adjustments.
      const answer = await call(route, { ...credentials, ...(route.call.body ? { body: { ...adjustmentBody, idempotencyKey: randomUUID() } } : {}) });
      expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    }
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'user.balance-adjust' } })).toBe(route.call.body ? 2 : 0);
  });

  it.each(routes.slice(1))('$name: 404 for an unknown id and for a staff member’s id', async (route) => {
    for (const id of ['missing', manager.id]) {
      const answer = await callRoute(route.handler, route.url().replace(customer.id, id), { id }, { ...route.call, token: manager.token });
      expect(answer.status).toBe(404);
    }
    expect(await getDatabase().auditLogEntry.count()).toBe(0);
  });
});

describe('GET /api/admin/users', () => {
  async function list(query: string): Promise<{ data: { id: string; email: string; firstName: string; balanceCents: number; createdAt: string }[]; total: number }> {
    const answer = await callRoute(listUsers, `/api/admin/users${query}`, {}, { token: manager.token });
    expect(answer.status).toBe(200);
    return answer.json() as Promise<{ data: { id: string; email: string; firstName: string; balanceCents: number; createdAt: string }[]; total: number }>;
  }

  it('lists customers only, newest first, a page at a time with the total', async () => {
    const older = await createCustomer({ firstName: 'Old', lastName: 'Timer', email: `old-${randomUUID()}@example.com`, createdAt: new Date('2020-01-01T00:00:00Z') });
    const all = await list('');
    expect(all.total).toBe(2);
    expect(all.data.map((row) => row.id)).toEqual([customer.id, older.id]);
    expect(all.data[0]).toEqual({ id: customer.id, firstName: 'Ana', lastName: 'Lavoie', email: customer.email, balanceCents: 5_000, createdAt: expect.any(String) });

    expect((await list('?page=2&per_page=1')).data.map((row) => row.id)).toEqual([older.id]);
    expect(await list('?page=3&per_page=1')).toEqual({ data: [], total: 2, totalCapped: false });
  });

  it.each([
    ['lavoie', 1],
    ['ANA LAV', 1],
    ['@example.com', 2],
    ['ana bob', 0],
    ['nobody', 0],
  ])('searches names and e-mails: %j finds %i', async (search, count) => {
    await createCustomer({ firstName: 'Bob', lastName: 'Tremblay', email: `bob-${randomUUID()}@example.com` });
    const found = await list(`?search=${encodeURIComponent(search)}`);
    expect(found.total).toBe(count);
    expect(found.data).toHaveLength(count);
  });

  it.each([
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?per_page=101', 'per_page'],
    ['?per_page=1.5', 'per_page'],
    [`?search=${'x'.repeat(101)}`, 'search'],
  ])('answers 400 with the field for %s', async (query, field) => {
    const answer = await callRoute(listUsers, `/api/admin/users${query}`, {}, { token: manager.token });
    expect(answer.status).toBe(400);
    expect(Object.keys(((await answer.json()) as Problem).errors ?? {})).toEqual([field]);
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('shows the profile, the balance and its ledger, with every adjustment’s reason', async () => {
    const answer = await callRoute(adjustBalance, '', { id: customer.id }, { method: 'POST', token: manager.token, body: { amountCents: -1_000, reason: 'Duplicate credit' } });
    expect(answer.status).toBe(201);
    const detail = await callRoute(getUser, `/api/admin/users/${customer.id}`, { id: customer.id }, { token: manager.token });
    expect(detail.status).toBe(200);
    // Personal data and a ledger: kept by no browser or proxy.
    expect(detail.headers.get('cache-control')).toBe('no-store');
    const { data } = (await detail.json()) as { data: Record<string, unknown> & { ledger: { entries: unknown[]; total: number } } };
    expect(data.profile).toEqual({ id: customer.id, firstName: 'Ana', lastName: 'Lavoie', email: customer.email, phone: null, balanceCents: 4_000, createdAt: expect.any(String) });
    expect(data.ledger).toMatchObject({ page: 1, pageCount: 1, total: 2 });
    expect(data.ledger.entries[0]).toMatchObject({ kind: 'STAFF_ADJUSTMENT', amountCents: -1_000, balanceAfterCents: 4_000, reason: 'Duplicate credit', orderNumber: null });
    expect(data.ledger.entries[1]).toMatchObject({ kind: 'REFUND', amountCents: 5_000, reason: null });
    expect(data).toMatchObject({ vouchers: { received: [], bought: [] }, bookings: [], orders: [] });
  });

  it('pages the ledger 20 entries at a time', async () => {
    for (let index = 0; index < 21; index += 1) {
      await recordBalanceEntry({ userId: customer.id, kind: 'STAFF_ADJUSTMENT', amountCents: 100, idempotencyKey: randomUUID(), reference: 'test', staffId: manager.id, staffReason: `Entry ${index}` });
    }
    const answer = await callRoute(getUser, `/api/admin/users/${customer.id}?ledger_page=2`, { id: customer.id }, { token: manager.token });
    const { data } = (await answer.json()) as { data: { ledger: { entries: { reason: string | null }[]; page: number; pageCount: number; total: number } } };
    expect(data.ledger).toMatchObject({ page: 2, pageCount: 2, total: 22 });
    expect(data.ledger.entries).toHaveLength(2);
    const refused = await callRoute(getUser, `/api/admin/users/${customer.id}?ledger_page=0`, { id: customer.id }, { token: manager.token });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Problem).errors).toHaveProperty('ledger_page');
  });
});

describe('POST /api/admin/users/{id}/balance-adjustments', () => {
  function adjust(body: unknown) {
    return callRoute(adjustBalance, `/api/admin/users/${customer.id}/balance-adjustments`, { id: customer.id }, { method: 'POST', token: manager.token, body });
  }
  const balance = async () => (await getDatabase().user.findUniqueOrThrow({ where: { id: customer.id }, select: { balanceCents: true } })).balanceCents;

  it('credits the balance with a staff entry naming who and why, audited in the same transaction', async () => {
    const answer = await adjust({ amountCents: 2_550, reason: '  Apology for the rained-out tour  ' });
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: { entryId: string; amountCents: number; balanceCents: number } };
    expect(data).toEqual({ entryId: expect.any(String), amountCents: 2_550, balanceCents: 7_550 });
    expect(await getDatabase().balanceEntry.findUniqueOrThrow({ where: { id: data.entryId }, select: { kind: true, staffId: true, staffReason: true } })).toEqual({
      kind: 'STAFF_ADJUSTMENT',
      staffId: manager.id,
      staffReason: 'Apology for the rained-out tour',
    });
    expect(await getDatabase().auditLogEntry.findMany({ where: { entityId: customer.id }, select: { staffId: true, action: true, entityType: true, data: true } })).toEqual([
      { staffId: manager.id, action: 'user.balance-adjust', entityType: 'User', data: { entryId: data.entryId, amountCents: 2_550, reason: 'Apology for the rained-out tour', balanceAfterCents: 7_550 } },
    ]);
  });

  it('takes money off with a negative amount, down to zero and not below: 422 with the balance on the field', async () => {
    expect((await adjust({ amountCents: -5_000, reason: 'Credited twice' })).status).toBe(201);
    expect(await balance()).toBe(0);
    const refused = await adjust({ amountCents: -1, reason: 'One cent more' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      detail: 'This would take the balance below zero: it is $0.00.',
      errors: { amountCents: ['This would take the balance below zero: it is $0.00.'] },
    });
    expect(await balance()).toBe(0);
    expect(await getDatabase().auditLogEntry.count({ where: { entityId: customer.id } })).toBe(1);
  });

  it('adjusts once for one idempotency key (a retried request)', async () => {
    const body = { amountCents: 700, reason: 'Goodwill', idempotencyKey: randomUUID() };
    expect((await adjust(body)).status).toBe(201);
    expect((await adjust(body)).status).toBe(201);
    expect(await balance()).toBe(5_700);
    expect(await getDatabase().auditLogEntry.count({ where: { entityId: customer.id } })).toBe(1);
  });

  it.each([
    [{ reason: 'Goodwill' }, 'amountCents'],
    [{ amountCents: 0, reason: 'Goodwill' }, 'amountCents'],
    [{ amountCents: 12.5, reason: 'Goodwill' }, 'amountCents'],
    [{ amountCents: '100', reason: 'Goodwill' }, 'amountCents'],
    [{ amountCents: 10_000_001, reason: 'Goodwill' }, 'amountCents'],
    [{ amountCents: 100 }, 'reason'],
    [{ amountCents: 100, reason: '  ab ' }, 'reason'],
    [{ amountCents: 100, reason: 'x'.repeat(501) }, 'reason'],
    [{ amountCents: 100, reason: 'Goodwill', idempotencyKey: 'again' }, 'idempotencyKey'],
  ])('answers 400 with field messages for %j, and changes nothing', async (body, field) => {
    const answer = await adjust(body);
    expect(answer.status).toBe(400);
    const problem = (await answer.json()) as Problem;
    expect(Object.keys(problem.errors ?? {})).toEqual([field]);
    expect(problem.errors?.[field]?.[0]).toMatch(/\w/);
    expect(await balance()).toBe(5_000);
  });
});
