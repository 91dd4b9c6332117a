import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { LIST_COUNT_LIMIT, planListPage, readListTotal } from '@/lib/page-window';
import type { DatabaseClient } from '@/server/db';

export type StaffOrderSearch = { text: string; certificateHash: string | null };

function searchWhere(search: StaffOrderSearch | null): Prisma.OrderWhereInput {
  if (!search) return {};
  const contains = { contains: search.text, mode: 'insensitive' as const };
  const voucherMatches: Prisma.VoucherWhereInput[] = [
    ...(search.text.length === 4 ? [{ certificateLast4: search.text.toUpperCase() }] : []),
    ...(search.certificateHash ? [{ certificateHash: search.certificateHash }] : []),
  ];
  return {
    OR: [
      { number: contains },
      { email: contains },
      { buyerName: contains },
      ...voucherMatches.map((voucher) => ({ items: { some: { vouchers: { some: voucher } } } })),
    ],
  };
}

/** A page of orders, newest first, matching the search (a page near the end read from the end). */
export async function findOrdersForStaff(db: DatabaseClient, search: StaffOrderSearch | null, page: { skip: number; take: number }) {
  const where = searchWhere(search);
  // Counted along the list's own index, which stops after LIST_COUNT_LIMIT rows.
  const counted = readListTotal(await db.order.count({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIST_COUNT_LIMIT }));
  const window = planListPage(page, counted);
  const direction = window.reverse ? 'asc' : 'desc';
  const rows = await db.order.findMany({
    where,
    orderBy: [{ createdAt: direction }, { id: direction }],
    skip: window.skip,
    take: window.take,
    // The lines by order id, counted by the caller: `_count` would count every order's lines.
    select: { id: true, number: true, status: true, email: true, buyerName: true, totalCents: true, createdAt: true, items: { select: { id: true } } },
  });
  return { rows: window.reverse ? rows.reverse() : rows, ...counted };
}

const refundSelect = { id: true, paymentId: true, amountCents: true, status: true, providerRef: true, idempotencyKey: true, reason: true, createdAt: true } as const;

export function findOrderForStaff(db: DatabaseClient, id: string) {
  return db.order.findUnique({
    where: { id },
    select: {
      id: true,
      number: true,
      status: true,
      email: true,
      buyerName: true,
      subtotalCents: true,
      discountCents: true,
      totalCents: true,
      createdAt: true,
      paidAt: true,
      coupon: { select: { code: true } },
      items: {
        orderBy: { id: 'asc' },
        select: { id: true, title: true, unitPriceCents: true, recipientName: true, recipientEmail: true, deliverAt: true },
      },
      payments: {
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          provider: true,
          providerRef: true,
          status: true,
          amountCents: true,
          failureCode: true,
          refunds: { orderBy: { createdAt: 'asc' }, select: refundSelect },
        },
      },
    },
  });
}

export function findRefundByIdempotencyKey(db: DatabaseClient, idempotencyKey: string) {
  return db.refund.findUnique({ where: { idempotencyKey }, select: { ...refundSelect, payment: { select: { orderId: true, providerRef: true } } } });
}

/**
 * Locks the payment's row until the transaction ends, then reads what is already refunded or on
 * its way: two refunds of one payment at the same time are checked one after the other.
 */
export async function lockPaymentForRefund(db: DatabaseClient, paymentId: string): Promise<{ amountCents: number; refundedCents: number }> {
  const [payment] = await db.$queryRaw<{ amountCents: number }[]>`SELECT "amountCents" FROM "Payment" WHERE "id" = ${paymentId} FOR UPDATE`;
  if (!payment) throw new Error(`Payment ${paymentId} vanished`);
  const refunded = await db.refund.aggregate({ where: { paymentId, status: { in: ['PENDING', 'SUCCEEDED'] } }, _sum: { amountCents: true } });
  return { amountCents: payment.amountCents, refundedCents: refunded._sum.amountCents ?? 0 };
}

export function insertPendingRefund(db: DatabaseClient, refund: { paymentId: string; amountCents: number; idempotencyKey: string; reason: string }) {
  return db.refund.create({ data: refund, select: refundSelect });
}

/** PENDING → the provider's answer, once. */
export async function settlePendingRefund(db: DatabaseClient, id: string, outcome: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED'; providerRef: string }): Promise<boolean> {
  const { count } = await db.refund.updateMany({ where: { id, status: 'PENDING', providerRef: null }, data: outcome });
  return count === 1;
}

