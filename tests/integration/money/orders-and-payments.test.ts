import { describe, expect, it } from 'vitest';
import { recordWebhookEventOnce } from '@/domains/payments/server/repository';
import { getDatabase, runInTransaction } from '@/server/db';
import { createBooking, createCustomer, createKey, createOrder, expectRefused } from './money-fixtures';

function createPayment(fields: { orderId?: string; bookingId?: string; amountCents?: number; idempotencyKey?: string; status?: 'SUCCEEDED' }) {
  return getDatabase().payment.create({
    data: { provider: 'TEST', amountCents: 10_000, idempotencyKey: createKey('charge'), ...fields },
    select: { id: true },
  });
}

describe('orders', () => {
  it('refuses a second order with the same idempotency key', async () => {
    const key = createKey('checkout');
    await createOrder(getDatabase(), { idempotencyKey: key });
    await expectRefused(createOrder(getDatabase(), { idempotencyKey: key }), /idempotencyKey|Unique constraint/);
    expect(await getDatabase().order.count({ where: { idempotencyKey: key } })).toBe(1);
  });

  it('is in CAD, with amounts that cannot go negative, and a paid order says when', async () => {
    const db = getDatabase();
    const order = await createOrder(db);
    expect(await db.order.findUniqueOrThrow({ where: { id: order.id }, select: { currency: true } })).toEqual({ currency: 'CAD' });
    await expectRefused(db.order.update({ where: { id: order.id }, data: { currency: 'USD' } }), /Order_currency_cad/);
    await expectRefused(db.order.update({ where: { id: order.id }, data: { totalCents: -1 } }), /Order_amounts_valid/);
    await expectRefused(db.order.update({ where: { id: order.id }, data: { discountCents: 10_001 } }), /Order_amounts_valid/);
    await expectRefused(db.order.update({ where: { id: order.id }, data: { status: 'PAID' } }), /Order_paid_has_paidAt/);
    await db.order.update({ where: { id: order.id }, data: { status: 'PAID', paidAt: new Date() } });
  });
});

describe('payments', () => {
  it('belong to exactly one order or one booking', async () => {
    const order = await createOrder(getDatabase());
    const booking = await createBooking(getDatabase(), (await createCustomer(getDatabase())).id);
    await expectRefused(createPayment({}), /Payment_one_owner/);
    await expectRefused(createPayment({ orderId: order.id, bookingId: booking.id }), /Payment_one_owner/);
    await createPayment({ orderId: order.id });
    await createPayment({ bookingId: booking.id });
  });

  it('refuse a duplicate idempotency key, another currency and a non-positive amount', async () => {
    const order = await createOrder(getDatabase());
    const key = createKey('charge');
    await createPayment({ orderId: order.id, idempotencyKey: key });
    await expectRefused(createPayment({ orderId: order.id, idempotencyKey: key }), /idempotencyKey|Unique constraint/);
    await expectRefused(
      getDatabase().payment.create({ data: { orderId: order.id, provider: 'TEST', amountCents: 100, currency: 'EUR', idempotencyKey: createKey('c') } }),
      /Payment_currency_cad/,
    );
    await expectRefused(createPayment({ orderId: order.id, amountCents: 0 }), /Payment_amountCents_positive/);
  });

  it('charge an order successfully at most once', async () => {
    const order = await createOrder(getDatabase());
    await createPayment({ orderId: order.id, status: 'SUCCEEDED' });
    await expectRefused(createPayment({ orderId: order.id, status: 'SUCCEEDED' }), /Payment_one_success_per_order|Unique constraint/);
    await createPayment({ orderId: order.id });
  });

  it('are refunded in rows that never add up to more than the payment', async () => {
    const order = await createOrder(getDatabase());
    const payment = await createPayment({ orderId: order.id, amountCents: 5_000, status: 'SUCCEEDED' });
    const refund = (amountCents: number, status: 'PENDING' | 'FAILED' = 'PENDING') =>
      getDatabase().refund.create({ data: { paymentId: payment.id, amountCents, status, idempotencyKey: createKey('refund'), reason: 'Cancelled' } });
    await refund(3_000);
    await refund(4_000, 'FAILED');
    await expectRefused(refund(2_001), /would exceed its amount/);
    await refund(2_000);
    await expectRefused(refund(0), /Refund_amountCents_positive/);
    expect(await getDatabase().refund.aggregate({ where: { paymentId: payment.id, status: { not: 'FAILED' } }, _sum: { amountCents: true } })).toEqual({
      _sum: { amountCents: 5_000 },
    });
  });
});

describe('webhook events', () => {
  it('are handled once: a redelivery of the same event id is a no-op', async () => {
    const db = getDatabase();
    const eventId = createKey('evt');
    expect(await recordWebhookEventOnce(db, 'STRIPE', eventId)).toBe(true);
    expect(await recordWebhookEventOnce(db, 'STRIPE', eventId)).toBe(false);
    // Another sender may reuse the id.
    expect(await recordWebhookEventOnce(db, 'VIATOR', eventId)).toBe(true);
    expect(await db.processedWebhookEvent.count({ where: { eventId } })).toBe(2);
  });

  it('are handled once when the same event arrives several times at once', async () => {
    const eventId = createKey('evt');
    const firsts = await Promise.all(
      Array.from({ length: 6 }, () => runInTransaction(undefined, (tx) => recordWebhookEventOnce(tx, 'STRIPE', eventId))),
    );
    expect(firsts.filter(Boolean)).toHaveLength(1);
  });

  it('can be handled again when handling the first delivery failed', async () => {
    const eventId = createKey('evt');
    await expect(
      runInTransaction(undefined, async (tx) => {
        expect(await recordWebhookEventOnce(tx, 'STRIPE', eventId)).toBe(true);
        throw new Error('handler crashed');
      }),
    ).rejects.toThrow('handler crashed');
    expect(await recordWebhookEventOnce(getDatabase(), 'STRIPE', eventId)).toBe(true);
  });
});
