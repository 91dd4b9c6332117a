import { randomUUID } from 'node:crypto';
import type { CheckoutInput } from '@/domains/orders/schemas';
import { placeOrder } from '@/domains/orders/server/place-order';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { activateVoucher, readCertificateNumber } from '@/domains/vouchers/server/service';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { callRoute, type RouteCall } from '../support/admin-api';

export async function createGift(fields: { priceCents?: number; title?: string } = {}): Promise<{ id: string; priceCents: number; title: string }> {
  return getDatabase().product.create({
    data: {
      kind: 'GIFT_VOUCHER',
      slug: `gift-${randomUUID()}`,
      title: fields.title ?? 'Dinner cruise for two',
      description: 'A gift.',
      priceCents: fields.priceCents ?? 11_900,
      published: true,
    },
    select: { id: true, priceCents: true, title: true },
  });
}

export type PaidOrder = { id: string; number: string; voucherIds: string[]; totalCents: number };

/** A paid order through the real checkout and the test gateway: one voucher per gift, e-mailed to a recipient. */
export async function placePaidOrder(gifts: { id: string; priceCents: number }[], buyerEmail = `buyer-${randomUUID()}@example.com`): Promise<PaidOrder> {
  const lines: CheckoutInput['lines'] = gifts.map((gift) => ({
    productId: gift.id,
    shownPriceCents: gift.priceCents,
    personalisation: { recipientName: 'Zoë Tremblay', message: 'Happy birthday!', delivery: { method: 'email', recipientEmail: 'zoe@example.com', schedule: { when: 'now' } } },
  }));
  const totalCents = gifts.reduce((sum, gift) => sum + gift.priceCents, 0);
  const { orderNumber } = await placeOrder(
    {
      idempotencyKey: randomUUID(),
      lines,
      buyerName: 'Casey Buyer',
      buyerEmail,
      acceptTerms: true,
      notifyOnActivation: false,
      shownTotalCents: totalCents,
      card: { cardNumber: TEST_CARDS.succeeds, expiry: '12/30', cvc: '123' },
    },
    { userId: null },
  );
  const order = await getDatabase().order.findUniqueOrThrow({
    where: { number: orderNumber },
    select: { id: true, number: true, items: { orderBy: { id: 'asc' }, select: { vouchers: { select: { id: true } } } } },
  });
  return { id: order.id, number: order.number, voucherIds: order.items.flatMap((item) => item.vouchers.map((voucher) => voucher.id)), totalCents };
}

/** A customer activates the voucher onto their balance, as the storefront does. */
export async function activateForNewCustomer(voucherId: string): Promise<{ customerId: string }> {
  const customer = await createCustomer(getDatabase());
  const certificateNumber = await readCertificateNumber(voucherId);
  await activateVoucher(
    {
      firstName: 'Jordan',
      lastName: 'Lee',
      phoneNumber: '+16045550142',
      email: customer.email,
      confirmEmail: customer.email,
      certificateNumber,
      preferedDate: '',
      preferedTime: '',
      additionalComment: '',
      password: '',
    },
    { userId: customer.id, clientIp: `198.51.100.${randomUUID()}`, idempotencyKey: randomUUID() },
  );
  return { customerId: customer.id };
}

export function readAudit(entityId: string) {
  return getDatabase().auditLogEntry.findMany({ where: { entityId }, orderBy: { createdAt: 'asc' }, select: { action: true, staffId: true, data: true } });
}

/** Any route handler, whatever its params: a table of routes can then hold them all. */
export type AnyRouteHandler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;

/** callRoute for a handler of the table, with the params of its address. */
export function callAnyRoute(handler: AnyRouteHandler, url: string, params: object, init: RouteCall = {}): Promise<Response> {
  return callRoute<never>(handler, url, params as never, init);
}
