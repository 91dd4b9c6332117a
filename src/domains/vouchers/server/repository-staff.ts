import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { LIST_COUNT_LIMIT, planListPage, readListTotal } from '@/lib/page-window';
import type { DatabaseClient } from '@/server/db';

const staffVoucherRowSelect = {
  id: true,
  status: true,
  valueCents: true,
  certificateLast4: true,
  recipientName: true,
  recipientEmail: true,
  createdAt: true,
  product: { select: { title: true } },
  orderItem: { select: { title: true, order: { select: { id: true, number: true } } } },
} as const;

const staffVoucherSelect = {
  ...staffVoucherRowSelect,
  productId: true,
  giftMessage: true,
  locale: true,
  designId: true,
  design: { select: { name: true, deletedAt: true } },
  giftParty: true,
  giftOption: true,
  deliveryEmailId: true,
  activatedAt: true,
  activatedBy: { select: { email: true } },
  orderItem: { select: { title: true, order: { select: { id: true, number: true, email: true, buyerName: true, locale: true } } } },
  events: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { id: true, kind: true, data: true, createdAt: true, staff: { select: { email: true } } },
  },
} as const satisfies Prisma.VoucherSelect;

export type StaffVoucherRecord = NonNullable<Awaited<ReturnType<typeof findStaffVoucherById>>>;

export type StaffVoucherSearch = { text: string; certificateHash: string | null };

function searchWhere(search: StaffVoucherSearch | null): Prisma.VoucherWhereInput {
  if (!search) return {};
  const contains = { contains: search.text, mode: 'insensitive' as const };
  return {
    OR: [
      ...(search.text.length === 4 ? [{ certificateLast4: search.text.toUpperCase() }] : []),
      ...(search.certificateHash ? [{ certificateHash: search.certificateHash }] : []),
      { recipientEmail: contains },
      { recipientName: contains },
      { orderItem: { order: { OR: [{ number: contains }, { email: contains }] } } },
    ],
  };
}

/** A page of vouchers, newest first, matching the search. */
export async function findStaffVouchers(db: DatabaseClient, search: StaffVoucherSearch | null, page: { skip: number; take: number }) {
  const where = searchWhere(search);
  // Counted along the list's own index, which stops after LIST_COUNT_LIMIT rows.
  const counted = readListTotal(await db.voucher.count({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: LIST_COUNT_LIMIT }));
  const window = planListPage(page, counted);
  const direction = window.reverse ? 'asc' : 'desc';
  const rows = await db.voucher.findMany({ where, orderBy: [{ createdAt: direction }, { id: direction }], skip: window.skip, take: window.take, select: staffVoucherRowSelect });
  return { rows: window.reverse ? rows.reverse() : rows, ...counted };
}

export function findStaffVoucherById(db: DatabaseClient, id: string) {
  return db.voucher.findUnique({ where: { id }, select: staffVoucherSelect });
}

export function findStaffVouchersOfOrder(db: DatabaseClient, orderId: string) {
  return db.voucher.findMany({ where: { orderItem: { orderId } }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: staffVoucherSelect });
}

/** ISSUED → VOID in one conditional statement: an activation that got there first wins. */
export async function markVoucherVoid(db: DatabaseClient, id: string): Promise<boolean> {
  const { count } = await db.voucher.updateMany({ where: { id, status: 'ISSUED' }, data: { status: 'VOID' } });
  return count === 1;
}

/** ISSUED → REFUNDED for all of them, or none: the count says how many still were ISSUED. */
export async function markVouchersRefunded(db: DatabaseClient, ids: string[]): Promise<number> {
  const { count } = await db.voucher.updateMany({ where: { id: { in: ids }, status: 'ISSUED' }, data: { status: 'REFUNDED' } });
  return count;
}

/** A refund that failed at the provider gives its vouchers back their use. */
export async function restoreRefundedVouchers(db: DatabaseClient, ids: string[]): Promise<void> {
  await db.voucher.updateMany({ where: { id: { in: ids }, status: 'REFUNDED' }, data: { status: 'ISSUED' } });
}

export async function insertStaffVoucherEvent(
  db: DatabaseClient,
  event: { voucherId: string; kind: 'RESENT' | 'VOIDED' | 'REFUNDED'; data: Prisma.InputJsonObject; staffId: string },
): Promise<void> {
  await db.voucherEvent.create({ data: event, select: { id: true } });
}

/** The vouchers a refund took out of use (their REFUNDED event names it). */
export async function findVoucherIdsOfRefund(db: DatabaseClient, refundId: string): Promise<string[]> {
  const events = await db.voucherEvent.findMany({ where: { kind: 'REFUNDED', data: { path: ['refundId'], equals: refundId } }, select: { voucherId: true } });
  return [...new Set(events.map((event) => event.voucherId))];
}

export async function setVoucherDelivery(db: DatabaseClient, id: string, delivery: { recipientEmail: string | null; deliveryEmailId: string }): Promise<void> {
  await db.voucher.update({ where: { id }, data: delivery, select: { id: true } });
}

/** Vouchers issued and not yet activated, voided or refunded: what the shop owes in them (the dashboard's figure). */
export async function sumOutstandingVouchers(db: DatabaseClient): Promise<{ cents: number; count: number }> {
  const result = await db.voucher.aggregate({ where: { status: 'ISSUED' }, _sum: { valueCents: true }, _count: { _all: true } });
  return { cents: result._sum.valueCents ?? 0, count: result._count._all };
}
