import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as listOrders } from '@/app/api/admin/orders/route';
import { GET as getOrder } from '@/app/api/admin/orders/[id]/route';
import { POST as refund } from '@/app/api/admin/orders/[id]/refund/route';
import { refundOrder } from '@/domains/orders/server/staff-service';
import type { PaymentGateway } from '@/domains/payments/server/gateway';
import { createTestGateway } from '@/domains/payments/server/test-gateway';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type RouteCall, type StaffMemberForTest } from '../support/admin-api';
import { activateForNewCustomer, callAnyRoute, createGift, placePaidOrder, readAudit, type AnyRouteHandler, type PaidOrder } from './sales-fixtures';

let manager: StaffMemberForTest;
let editor: StaffMemberForTest;
let cruise: { id: string; priceCents: number };
let kayak: { id: string; priceCents: number };

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
  editor = await createStaffMemberForTest('EDITOR');
  cruise = await createGift({ priceCents: 11_900 });
  kayak = await createGift({ priceCents: 8_950, title: 'Kayak tour' });
});

type Answer<Data> = { data: Data; total?: number; errors?: Record<string, string[]>; detail?: string };

async function call<Data>(handler: AnyRouteHandler, url: string, params: object, init: RouteCall = {}): Promise<{ status: number; body: Answer<Data> }> {
  const response = await callAnyRoute(handler, url, params, { token: manager.token, ...init });
  return { status: response.status, body: (await response.json()) as Answer<Data> };
}

type OrderDetail = {
  status: string;
  payment: { status: string; amountCents: number; refundedCents: number; refundableCents: number };
  refunds: { amountCents: number; status: string; reason: string }[];
  vouchers: { id: string; status: string; certificateLast4: string; delivery: { status: string }; events: { kind: string; summary: string }[] }[];
};

function postRefund(order: PaidOrder, body: Record<string, unknown>, init: RouteCall = {}) {
  return call<{ id: string; status: string; orderStatus: string; amountCents: number }>(refund, `/api/admin/orders/${order.id}/refund`, { id: order.id }, {
    method: 'POST',
    body: { reason: 'Customer changed their mind', idempotencyKey: randomUUID(), ...body },
    ...init,
  });
}

async function refundedAtGateway(order: PaidOrder): Promise<number> {
  const payment = await getDatabase().payment.findFirstOrThrow({ where: { orderId: order.id }, select: { providerRef: true } });
  return (await getDatabase().testGatewayCharge.findUniqueOrThrow({ where: { id: payment.providerRef ?? '' } })).refundedCents;
}

describe('who may call the orders API', () => {
  const routes = [
    { name: 'GET /orders', handler: listOrders, url: '/api/admin/orders', params: {}, init: {} },
    { name: 'GET /orders/{id}', handler: getOrder, url: '/api/admin/orders/o1', params: { id: 'o1' }, init: {} },
    { name: 'POST /orders/{id}/refund', handler: refund, url: '/api/admin/orders/o1/refund', params: { id: 'o1' }, init: { method: 'POST', body: { amountCents: 1, reason: 'x', idempotencyKey: randomUUID() } } },
  ];

  it.each(routes)('$name: 401 without a token, 403 for an editor', async ({ handler, url, params, init }) => {
    const anonymous = await callAnyRoute(handler, url, params, { ...init, token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json');
    expect((await callAnyRoute(handler, url, params, { ...init, token: editor.token })).status).toBe(403);
  });

  it('answers a manager with the cookie and with Bearer', async () => {
    const order = await placePaidOrder([cruise]);
    for (const auth of [{ token: manager.token }, { token: null, cookieToken: manager.token }]) {
      expect((await callRoute(listOrders, '/api/admin/orders', {}, auth)).status).toBe(200);
      expect((await callRoute(getOrder, `/api/admin/orders/${order.id}`, { id: order.id }, auth)).status).toBe(200);
    }
    const byCookie = await postRefund(order, { amountCents: 100 }, { token: null, cookieToken: manager.token });
    expect(byCookie.status).toBe(200);
  });
});

describe('finding orders', () => {
  it('by number, buyer e-mail or a certificate’s last four characters, a page at a time', async () => {
    const order = await placePaidOrder([cruise, kayak], `find-${randomUUID()}@example.com`);
    const detail = await call<OrderDetail>(getOrder, `/api/admin/orders/${order.id}`, { id: order.id });
    const last4 = detail.body.data.vouchers[1]?.certificateLast4 ?? '';
    const buyerEmail = (await getDatabase().order.findUniqueOrThrow({ where: { id: order.id }, select: { email: true } })).email;

    for (const search of [order.number, order.number.slice(4).toLowerCase(), buyerEmail.toUpperCase(), last4, last4.toLowerCase()]) {
      const found = await call<{ id: string; number: string; itemCount: number; totalCents: number; status: string }[]>(listOrders, `/api/admin/orders?search=${encodeURIComponent(search)}`, {});
      expect(found.status).toBe(200);
      expect(found.body.data).toContainEqual(expect.objectContaining({ id: order.id, number: order.number, itemCount: 2, totalCents: 20_850, status: 'FULFILLED' }));
    }
    expect((await call<unknown[]>(listOrders, '/api/admin/orders?search=nothing-like-this', {})).body).toEqual({ data: [], total: 0, totalCapped: false });

    await placePaidOrder([kayak]);
    const all = (await call<{ id: string }[]>(listOrders, '/api/admin/orders?per_page=100', {})).body;
    const second = (await call<{ id: string }[]>(listOrders, '/api/admin/orders?page=2&per_page=1', {})).body;
    expect(second.total).toBe(all.total);
    expect(second.data).toEqual([all.data[1]]);
    const refused = await call(listOrders, '/api/admin/orders?page=0', {});
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.page).toEqual(['The page is a whole number from 1']);
  });

  it('shows an order with its payment, vouchers, their delivery and history', async () => {
    const order = await placePaidOrder([cruise]);
    const detail = await call<OrderDetail & { items: { title: string }[] }>(getOrder, `/api/admin/orders/${order.id}`, { id: order.id });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      status: 'FULFILLED',
      items: [{ title: 'Dinner cruise for two' }],
      payment: { status: 'SUCCEEDED', amountCents: 11_900, refundedCents: 0, refundableCents: 11_900 },
      refunds: [],
      vouchers: [{ status: 'ISSUED', delivery: { status: 'queued' }, events: [{ kind: 'ISSUED', summary: 'Issued with its order' }] }],
    });
    expect((await call(getOrder, '/api/admin/orders/missing', { id: 'missing' })).status).toBe(404);
  });
});

describe('refunding an order', () => {
  it('refunds in full through the test gateway: vouchers stop working, the order is refunded, all audited', async () => {
    const order = await placePaidOrder([cruise, kayak]);
    const answer = await postRefund(order, { amountCents: 20_850, voucherIds: order.voucherIds });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ amountCents: 20_850, status: 'SUCCEEDED', orderStatus: 'REFUNDED' });
    expect(await refundedAtGateway(order)).toBe(20_850);

    const detail = (await call<OrderDetail>(getOrder, `/api/admin/orders/${order.id}`, { id: order.id })).body.data;
    expect(detail.payment).toMatchObject({ status: 'REFUNDED', refundedCents: 20_850, refundableCents: 0 });
    expect(detail.refunds).toEqual([expect.objectContaining({ amountCents: 20_850, status: 'SUCCEEDED', reason: 'Customer changed their mind' })]);
    expect(detail.vouchers.map((voucher) => voucher.status)).toEqual(['REFUNDED', 'REFUNDED']);
    expect(detail.vouchers[0]?.events.at(-1)).toMatchObject({ kind: 'REFUNDED', summary: 'Refunded with its order: Customer changed their mind' });
    expect((await readAudit(order.id)).map((entry) => entry.action)).toEqual(['order.refund', 'order.refund-settled']);

    const again = await postRefund(order, { amountCents: 100 });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('This order was already refunded in full.');
  });

  it('refunds in parts, never more than was paid, keeping the order until it is all returned', async () => {
    const order = await placePaidOrder([cruise]);
    const part = await postRefund(order, { amountCents: 4_000 });
    expect(part.body.data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'FULFILLED' });
    const over = await postRefund(order, { amountCents: 8_000 });
    expect(over.status).toBe(400);
    expect(over.body.errors?.amountCents).toEqual(['At most $79.00 is left to refund']);
    const rest = await postRefund(order, { amountCents: 7_900 });
    expect(rest.body.data).toMatchObject({ status: 'SUCCEEDED', orderStatus: 'REFUNDED' });
    expect(await refundedAtGateway(order)).toBe(11_900);
    // A partial refund left the voucher alone: the buyer kept the gift.
    expect(await getDatabase().voucher.findUniqueOrThrow({ where: { id: order.voucherIds[0] }, select: { status: true } })).toEqual({ status: 'ISSUED' });
  });

  it('is the same refund when the same key is sent again, even at once', async () => {
    const order = await placePaidOrder([cruise]);
    const idempotencyKey = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => postRefund(order, { amountCents: 5_000, idempotencyKey })));
    // A send while the first is still at the provider is told so (409); every other names the one refund.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const settled = await postRefund(order, { amountCents: 5_000, idempotencyKey });
    expect(settled.status).toBe(200);
    const answered = answers.filter((answer) => answer.status === 200).map((answer) => answer.body.data.id);
    expect(new Set([...answered, settled.body.data.id]).size).toBe(1);
    expect(await getDatabase().refund.count({ where: { payment: { orderId: order.id } } })).toBe(1);
    expect(await refundedAtGateway(order)).toBe(5_000);

    const other = await placePaidOrder([kayak]);
    const reused = await postRefund(other, { amountCents: 100, idempotencyKey });
    expect(reused.status).toBe(422);
  });

  it('tells a retry to wait while the first send is at the provider, and sends a refund nobody heard back about again after a minute, once', async () => {
    const order = await placePaidOrder([cruise]);
    const testGateway = createTestGateway();
    let providerCalls = 0;
    let answerFirstSend: () => void = () => undefined;
    const providerAnswered = new Promise<void>((resolve) => (answerFirstSend = resolve));
    const slowGateway: PaymentGateway = {
      ...testGateway,
      refund: async (request) => {
        providerCalls += 1;
        if (providerCalls === 1) await providerAnswered;
        return testGateway.refund(request);
      },
    };
    const input = { amountCents: 5_000, reason: 'Test', voucherIds: [], idempotencyKey: randomUUID() };
    const first = refundOrder(order.id, input, manager.id, { gateway: slowGateway });
    await vi.waitUntil(() => providerCalls === 1);

    await expect(refundOrder(order.id, input, manager.id, { gateway: slowGateway })).rejects.toMatchObject({ code: 'conflict' });
    expect(providerCalls).toBe(1);
    // As if the first request's process had died at the provider: a minute later the retry sends it again, under the same key.
    const later = new Date(Date.now() + 61_000);
    const resent = await refundOrder(order.id, input, manager.id, { gateway: slowGateway, now: later });
    expect(resent).toMatchObject({ status: 'SUCCEEDED', amountCents: 5_000 });
    answerFirstSend();
    expect((await first).id).toBe(resent.id);
    expect(providerCalls).toBe(2);
    expect(await refundedAtGateway(order)).toBe(5_000);
  });

  it('refuses a voucher already activated (409), refunding nothing', async () => {
    const order = await placePaidOrder([cruise]);
    await activateForNewCustomer(order.voucherIds[0] ?? '');
    const refused = await postRefund(order, { amountCents: 11_900, voucherIds: order.voucherIds });
    expect(refused.status).toBe(409);
    expect(await getDatabase().refund.count({ where: { payment: { orderId: order.id } } })).toBe(0);
    expect(await refundedAtGateway(order)).toBe(0);
  });

  it.each([
    ['no amount', { amountCents: undefined }, 'amountCents', 'Enter the amount to refund'],
    ['a zero amount', { amountCents: 0 }, 'amountCents', 'Refund at least $0.01'],
    ['part of a cent', { amountCents: 10.5 }, 'amountCents', 'Enter whole cents'],
    ['no reason', { reason: ' ' }, 'reason', 'Give the reason for the refund'],
    ['no key', { idempotencyKey: '' }, 'idempotencyKey', 'The idempotency key has 8 to 100 characters'],
  ])('refuses %s with a field message', async (_, fields, field, message) => {
    const order = await placePaidOrder([kayak]);
    const refused = await postRefund(order, { amountCents: 100, ...fields });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.[field]).toEqual([message]);
  });

  it('gives the vouchers back when the provider refuses the refund', async () => {
    const order = await placePaidOrder([cruise]);
    const refusing: PaymentGateway = {
      provider: 'TEST',
      createCharge: () => Promise.reject(new Error('not used')),
      retrieveCharge: () => Promise.reject(new Error('not used')),
      cancelCharge: () => Promise.reject(new Error('not used')),
      refund: () => Promise.resolve({ status: 'failed', providerRef: `test_re_${randomUUID()}` }),
    };
    await expect(
      refundOrder(order.id, { amountCents: 11_900, reason: 'Test', voucherIds: order.voucherIds, idempotencyKey: randomUUID() }, manager.id, { gateway: refusing }),
    ).rejects.toThrow('The payment provider refused this refund');
    const detail = (await call<OrderDetail>(getOrder, `/api/admin/orders/${order.id}`, { id: order.id })).body.data;
    expect(detail).toMatchObject({ status: 'FULFILLED', payment: { status: 'SUCCEEDED', refundableCents: 11_900 }, refunds: [{ status: 'FAILED' }] });
    expect(detail.vouchers[0]).toMatchObject({ status: 'ISSUED' });
    expect(detail.vouchers[0]?.events.at(-1)?.summary).toBe('The refund failed at the payment provider: the voucher works again');
  });
});
