import 'server-only';
import type { OrderStatus } from '@/generated/prisma/enums';
import type { AppLocale } from '@/i18n/locale';
import type { DatabaseClient } from '@/server/db';
import { getOrderStatusesBefore } from '../lib/order-status';

const orderSelect = {
  id: true,
  number: true,
  idempotencyKey: true,
  userId: true,
  email: true,
  buyerName: true,
  status: true,
  subtotalCents: true,
  discountCents: true,
  totalCents: true,
  notifyOnActivation: true,
  locale: true,
  paidAt: true,
  createdAt: true,
  coupon: { select: { code: true } },
  payments: {
    select: { id: true, idempotencyKey: true, provider: true, providerRef: true, status: true, failureCode: true, amountCents: true },
    orderBy: { createdAt: 'asc' },
  },
  items: {
    select: {
      id: true,
      productId: true,
      title: true,
      unitPriceCents: true,
      recipientName: true,
      recipientEmail: true,
      giftMessage: true,
      deliverAt: true,
      deliveryTimeZone: true,
      recipientLocale: true,
      designId: true,
      product: { select: { slug: true, giftParty: true, giftOption: true, _count: { select: { coveredExperiences: true } } } },
      vouchers: { select: { id: true, deliveryEmailId: true } },
    },
    orderBy: { id: 'asc' },
  },
} as const;

export type OrderRecord = NonNullable<Awaited<ReturnType<typeof findOrderByIdempotencyKey>>>;

export function findOrderByIdempotencyKey(db: DatabaseClient, idempotencyKey: string) {
  return db.order.findUnique({ where: { idempotencyKey }, select: orderSelect });
}

export function findOrderById(db: DatabaseClient, id: string) {
  return db.order.findUnique({ where: { id }, select: orderSelect });
}

export function findOrderByNumber(db: DatabaseClient, number: string) {
  return db.order.findUnique({ where: { number }, select: orderSelect });
}

export function findOrderIdByPaymentRef(db: DatabaseClient, providerRef: string) {
  return db.payment.findUnique({ where: { providerRef }, select: { id: true, orderId: true } });
}

export type NewOrderItem = {
  productId: string;
  title: string;
  unitPriceCents: number;
  recipientName: string;
  recipientEmail: string | null;
  giftMessage: string | null;
  deliverAt: Date | null;
  deliveryTimeZone: string | null;
  recipientLocale: AppLocale;
  designId: string | null;
};

export async function insertPendingOrder(
  db: DatabaseClient,
  order: {
    number: string;
    idempotencyKey: string;
    userId: string | null;
    email: string;
    buyerName: string;
    notifyOnActivation: boolean;
    locale: AppLocale;
    subtotalCents: number;
    discountCents: number;
    totalCents: number;
    couponId: string | null;
    termsVersion: string;
    termsAcceptedAt: Date;
    items: NewOrderItem[];
    payment: { provider: 'TEST' | 'STRIPE'; idempotencyKey: string } | null;
  },
): Promise<{ id: string }> {
  const { items, payment, ...fields } = order;
  return db.order.create({
    data: {
      ...fields,
      items: { create: items.map((item) => ({ ...item, kind: 'GIFT_VOUCHER' as const })) },
      payments: payment ? { create: { ...payment, amountCents: order.totalCents } } : undefined,
    },
    select: { id: true },
  });
}

/** One statement per move, matching only the statuses the state machine allows it from. */
export async function moveOrderStatus(db: DatabaseClient, id: string, to: OrderStatus, data: { paidAt?: Date } = {}): Promise<boolean> {
  const { count } = await db.order.updateMany({ where: { id, status: { in: getOrderStatusesBefore(to) } }, data: { status: to, ...data } });
  return count === 1;
}

// ── Coupons ──

const couponTermsSelect = {
  id: true,
  code: true,
  kind: true,
  percentBasisPoints: true,
  amountCents: true,
  minimumOrderCents: true,
  validFrom: true,
  validUntil: true,
  maxRedemptions: true,
  redemptionCount: true,
  active: true,
} as const;

export function findCouponByCode(db: DatabaseClient, code: string) {
  return db.coupon.findUnique({ where: { code }, select: couponTermsSelect });
}

export async function hasCouponRedemption(db: DatabaseClient, couponId: string, buyer: { email: string; userId: string | null }): Promise<boolean> {
  const found = await db.couponRedemption.findFirst({
    where: { couponId, OR: [{ email: buyer.email }, ...(buyer.userId ? [{ userId: buyer.userId }] : [])] },
    select: { id: true },
  });
  return found !== null;
}

/**
 * Takes one redemption: the count rises only while below the limit (one statement, so concurrent
 * orders cannot overshoot it), and the unique (coupon, e-mail) and (coupon, account) rows refuse a
 * second use by the same buyer. Returns false when the limit is reached.
 */
export async function redeemCoupon(
  db: DatabaseClient,
  redemption: { couponId: string; email: string; userId: string | null } & ({ orderId: string } | { bookingId: string }),
): Promise<boolean> {
  const taken = await db.$executeRaw`
    UPDATE "Coupon" SET "redemptionCount" = "redemptionCount" + 1
    WHERE "id" = ${redemption.couponId} AND ("maxRedemptions" IS NULL OR "redemptionCount" < "maxRedemptions")`;
  if (taken !== 1) return false;
  await db.couponRedemption.create({ data: redemption, select: { id: true } });
  return true;
}

/** Gives back the order's or booking's redemption (it never came to be), so the buyer can use the coupon again. */
export async function releaseCouponRedemption(db: DatabaseClient, owner: string | { bookingId: string }): Promise<void> {
  const where = typeof owner === 'string' ? { orderId: owner } : owner;
  const redemptions = await db.couponRedemption.findMany({ where, select: { id: true, couponId: true } });
  for (const redemption of redemptions) {
    await db.couponRedemption.delete({ where: { id: redemption.id } });
    await db.$executeRaw`UPDATE "Coupon" SET "redemptionCount" = "redemptionCount" - 1 WHERE "id" = ${redemption.couponId} AND "redemptionCount" > 0`;
  }
}

/** An order as its receipt page shows it, with each line's vouchers. */
export function findOrderReceipt(db: DatabaseClient, number: string) {
  return db.order.findUnique({
    where: { number },
    select: {
      id: true,
      number: true,
      email: true,
      buyerName: true,
      status: true,
      subtotalCents: true,
      discountCents: true,
      totalCents: true,
      paidAt: true,
      coupon: { select: { code: true } },
      items: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          productId: true,
          title: true,
          recipientName: true,
          deliveryTimeZone: true,
          vouchers: { select: { id: true, valueCents: true, certificateLast4: true, deliveryEmailId: true, deliverAt: true } },
        },
      },
    },
  });
}

/**
 * A signed-in buyer's orders, newest first (the account page). Their lines are read by order id
 * and counted here: Prisma's `_count` would count the lines of every order in the shop (issue 28).
 */
export function findOrdersOfUser(db: DatabaseClient, userId: string) {
  return db.order.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    select: { id: true, number: true, status: true, totalCents: true, createdAt: true, items: { select: { id: true } } },
  });
}
