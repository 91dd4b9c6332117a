import { beforeAll, describe, expect, it } from 'vitest';
import { GET as listOrders } from '@/app/api/admin/orders/route';
import { GET as listCustomers } from '@/app/api/admin/users/route';
import { GET as listVouchers } from '@/app/api/admin/vouchers/route';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';

// Issue 28 goal 4: the back office's order, voucher and customer lists count at most 10,001 rows
// (counting them all cost as much as reading them); past 10,000 the total is "more than 10,000".

const ROWS = 10_005;

let manager: StaffMemberForTest;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  const db = getDatabase();
  // Set-based, as the bench grows the shop: ten thousand rows in a statement each.
  await db.$executeRaw`
    INSERT INTO "User" ("id", "email", "firstName", "lastName", "passwordHash", "createdAt", "updatedAt")
    SELECT 'many-user-' || g, 'many-' || g || '@example.com', 'Casey', 'Many ' || g, 'not-used', now() - g * interval '1 minute', now()
    FROM generate_series(1, ${ROWS}::int) g`;
  await db.$executeRaw`
    INSERT INTO "Order" ("id", "number", "idempotencyKey", "email", "buyerName", "status", "subtotalCents", "totalCents", "termsVersion", "termsAcceptedAt", "createdAt", "updatedAt")
    SELECT 'many-order-' || g, 'M' || lpad(g::text, 8, '0'), 'many-order-' || g, 'many-' || g || '@example.com', 'Casey Many ' || g, 'PENDING', 1000, 1000, 'test', now(),
           now() - g * interval '1 minute', now()
    FROM generate_series(1, ${ROWS}::int) g`;
  await db.$executeRaw`
    INSERT INTO "Voucher" ("id", "certificateHash", "certificateCiphertext", "certificateLast4", "valueCents", "recipientName", "createdAt")
    SELECT 'many-voucher-' || g, md5('a' || g) || md5('b' || g), 'sealed', upper(substr(md5('c' || g), 1, 4)), 1000, 'Robin ' || g, now() - g * interval '1 minute'
    FROM generate_series(1, ${ROWS}::int) g`;
});

type ListAnswer = { data: { id: string }[]; total: number; totalCapped: boolean };

async function readList(handler: typeof listOrders, url: string): Promise<ListAnswer> {
  const response = await callRoute(handler, url, {}, { token: manager.token });
  expect(response.status).toBe(200);
  return (await response.json()) as ListAnswer;
}

describe('the back office’s long lists', () => {
  it.each([
    ['orders', listOrders, '/api/admin/orders', 'many-order-'],
    ['vouchers', listVouchers, '/api/admin/vouchers', 'many-voucher-'],
    ['customers', listCustomers, '/api/admin/users', 'many-user-'],
  ] as const)('of %s count up to 10,000, then say there are more; pages past the cap still read', async (_, handler, path, prefix) => {
    const first = await readList(handler, `${path}?page=1&per_page=20`);
    expect(first).toMatchObject({ total: 10_000, totalCapped: true });
    expect(first.data.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (__, index) => `${prefix}${index + 1}`));
    // The last page: the oldest rows, past the cap, by their offset from the newest.
    const last = await readList(handler, `${path}?page=501&per_page=20`);
    expect(last.data.map((row) => row.id)).toEqual([`${prefix}${ROWS - 4}`, `${prefix}${ROWS - 3}`, `${prefix}${ROWS - 2}`, `${prefix}${ROWS - 1}`, `${prefix}${ROWS}`]);
    // A search finds few: counted exactly.
    expect(await readList(handler, `${path}?page=1&per_page=20&search=${prefix === 'many-voucher-' ? 'Robin%2010004' : 'many-10004%40'}`)).toMatchObject({ total: 1, totalCapped: false });
  });
});
