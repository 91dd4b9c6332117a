import { randomBytes } from 'node:crypto';
import {beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/dashboard/route';
import { recordBalanceEntry } from '@/domains/accounts/server/ledger-service';
import { getShopPeriodStarts } from '@/domains/back-office/lib/shop-periods';
import { getDatabase } from '@/server/db';
import { createCustomer, createKey, createOrder } from '../money/money-fixtures';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';

type DashboardAnswer = {
  data: {
    timeZone: string;
    sales: { today: { orders: number; revenueCents: number }; month: { orders: number; revenueCents: number } };
    vouchers: { today: { sold: number; activated: number }; month: { sold: number; activated: number } };
    bookingRequests: { pending: number; oldestRequestedAt: string | null; oldestWaitingHours: number | null };
    liability: { vouchers: { count: number; valueCents: number }; balances: { customers: number; balanceCents: number }; totalCents: number };
    subscribers: { total: number; thisMonth: number; newest: { email: string }[] };
  };
};

const HOUR = 3_600_000;

async function paidOrder(totalCents: number, paidAt: Date, status: 'PAID' | 'FULFILLED' | 'REFUNDED' = 'FULFILLED'): Promise<void> {
  const { id } = await createOrder(getDatabase(), { totalCents });
  await getDatabase().order.update({ where: { id }, data: { status, paidAt } });
}

async function voucher(valueCents: number, fields: { createdAt: Date; sold: boolean; activatedAt?: Date; status?: 'ISSUED' | 'ACTIVATED' | 'VOID' }): Promise<void> {
  const db = getDatabase();
  let orderItemId: string | undefined;
  if (fields.sold) {
    const order = await createOrder(db, { totalCents: valueCents });
    const product = await db.product.create({ data: { kind: 'GIFT_VOUCHER', slug: createKey('gift'), title: 'Gift', description: 'A gift.', priceCents: valueCents }, select: { id: true } });
    orderItemId = (await db.orderItem.create({ data: { orderId: order.id, productId: product.id, kind: 'GIFT_VOUCHER', title: 'Gift', unitPriceCents: valueCents }, select: { id: true } })).id;
  }
  const created = await db.voucher.create({
    select: { id: true },
    data: {
      certificateHash: randomBytes(32).toString('hex'),
      certificateCiphertext: 'sealed',
      certificateLast4: 'ABCD',
      valueCents,
      orderItemId,
      createdAt: fields.createdAt,
      status: fields.status ?? (fields.activatedAt ? 'ACTIVATED' : 'ISSUED'),
      activatedAt: fields.activatedAt,
    },
  });
  // An activated voucher's value is on its recipient's balance, as activation leaves it.
  if (fields.activatedAt) {
    const recipient = await createCustomer(db);
    await recordBalanceEntry(
      { userId: recipient.id, kind: 'VOUCHER_ACTIVATION', amountCents: valueCents, idempotencyKey: `voucher-activation:${created.id}`, reference: 'Voucher', voucherId: created.id },
      db,
    );
  }
}

let token: string;

beforeEach(async () => {
  token = (await createStaffMemberForTest('MANAGER')).token;
});

describe('GET /api/admin/dashboard', () => {
  it.each([
    { who: 'nobody', token: null, cookie: false, status: 401 },
    { who: 'an editor', token: 'editor', cookie: false, status: 403 },
    { who: 'a manager with a bearer token', token: 'manager', cookie: false, status: 200 },
    { who: 'a manager with the cookie', token: 'manager', cookie: true, status: 200 },
  ] as const)('answers $status to $who', async (row) => {
    const staffToken = row.token === 'editor' ? (await createStaffMemberForTest('EDITOR')).token : row.token === 'manager' ? token : null;
    const response = await callRoute(GET, '/api/admin/dashboard', {}, row.cookie ? { cookieToken: staffToken ?? undefined } : { token: staffToken });
    expect(response.status).toBe(row.status);
    if (row.status !== 200) expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('adds up each area’s figures for the shop’s day and month, in Toronto', async () => {
    const now = new Date();
    const { today, month } = getShopPeriodStarts(now);
    const monthIsToday = today.getTime() === month.getTime();
    const db = getDatabase();

    await paidOrder(10_000, today);
    await paidOrder(2_500, month, 'PAID');
    await paidOrder(99_900, new Date(month.getTime() - 1));
    await paidOrder(40_000, today, 'REFUNDED');

    await voucher(15_000, { createdAt: today, sold: true });
    await voucher(5_000, { createdAt: month, sold: true, activatedAt: today });
    await voucher(7_000, { createdAt: today, sold: false });
    await voucher(9_000, { createdAt: today, sold: false, status: 'VOID' });

    await createCustomer(db, 12_345);
    await createCustomer(db, 0);

    const oldest = await createCustomer(db);
    const { productId, tourGradeId } = await db.product
      .create({
        data: { kind: 'EXPERIENCE', slug: createKey('tour'), title: 'Tour', description: 'A tour.', priceCents: 9_000, tourGrades: { create: { code: 'STANDARD', title: 'Standard' } } },
        select: { id: true, tourGrades: { select: { id: true } } },
      })
      .then((product) => ({ productId: product.id, tourGradeId: product.tourGrades[0]?.id ?? '' }));
    const request = (createdAt: Date, status: 'REQUESTED' | 'CONFIRMED') =>
      db.booking.create({
        data: { reference: createKey('BKG'), userId: oldest.id, productId, tourGradeId, serviceType: 'CUSTOM', travelDate: new Date('2027-01-09T00:00:00Z'), totalCents: 9_000, status, createdAt },
      });
    await request(new Date(now.getTime() - 30 * HOUR), 'REQUESTED');
    await request(new Date(now.getTime() - 2 * HOUR), 'REQUESTED');
    await request(new Date(now.getTime() - 90 * HOUR), 'CONFIRMED');

    for (const [index, email] of ['first@example.com', 'second@example.com', 'gone@example.com'].entries()) {
      await db.newsSubscription.create({ data: { email, createdAt: new Date(today.getTime() + index * 1000), unsubscribedAt: email.startsWith('gone') ? now : null } });
    }

    const response = await callRoute(GET, '/api/admin/dashboard', {}, { token });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as DashboardAnswer;
    expect(data.timeZone).toBe('America/Toronto');
    expect(data.sales).toEqual({
      today: monthIsToday ? { orders: 2, revenueCents: 12_500 } : { orders: 1, revenueCents: 10_000 },
      month: { orders: 2, revenueCents: 12_500 },
    });
    expect(data.vouchers).toEqual({
      today: { sold: monthIsToday ? 2 : 1, activated: 1 },
      month: { sold: 2, activated: 1 },
    });
    expect(data.bookingRequests).toMatchObject({ pending: 2, oldestWaitingHours: 30 });
    expect(data.liability).toEqual({
      vouchers: { count: 2, valueCents: 22_000 },
      balances: { customers: 2, balanceCents: 17_345 },
      totalCents: 39_345,
    });
    expect(data.subscribers).toMatchObject({ total: 2, thisMonth: 2 });
    expect(data.subscribers.newest.map((subscriber) => subscriber.email)).toEqual(['second@example.com', 'first@example.com']);
  });
});
