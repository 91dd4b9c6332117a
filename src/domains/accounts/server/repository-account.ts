import 'server-only';
import type { BalanceEntryKind } from '@/generated/prisma/client';
import type { DatabaseClient } from '@/server/db';

/** The signed-in customer's own account, as the account page and the activation form show it. */
export function findCustomerAccount(db: DatabaseClient, userId: string) {
  return db.user.findFirst({
    where: { id: userId, role: 'CUSTOMER' },
    select: { id: true, firstName: true, lastName: true, email: true, phone: true, balanceCents: true },
  });
}

export function findCustomerPasswordHash(db: DatabaseClient, userId: string) {
  return db.user.findFirst({ where: { id: userId, role: 'CUSTOMER' }, select: { passwordHash: true } });
}

export function customerExistsWithEmail(db: DatabaseClient, email: string): Promise<boolean> {
  return db.user.count({ where: { email } }).then((count) => count > 0);
}

export async function updateCustomerDetails(
  db: DatabaseClient,
  userId: string,
  details: { firstName?: string; lastName?: string; email?: string; phone?: string },
): Promise<void> {
  await db.user.update({ where: { id: userId }, data: details, select: { id: true } });
}

/** The language a customer's e-mails are written in. */
export async function updateCustomerLocale(db: DatabaseClient, userId: string, locale: string): Promise<void> {
  await db.user.updateMany({ where: { id: userId, role: 'CUSTOMER', locale: { not: locale } }, data: { locale } });
}

export function findCustomerLocaleByEmail(db: DatabaseClient, email: string) {
  return db.user.findFirst({ where: { email, role: 'CUSTOMER' }, select: { locale: true } });
}

/** A ledger entry of the account page, with what caused it. */
export type BalanceEntryRow = {
  id: string;
  kind: BalanceEntryKind;
  amountCents: number;
  balanceAfterCents: number;
  reference: string;
  staffReason: string | null;
  createdAt: Date;
  certificateLast4: string | null;
  bookingReference: string | null;
  orderNumber: string | null;
};

/**
 * One page of the ledger, newest first, with what caused each movement. One statement with its
 * joins: through Prisma it was four (the page, then its vouchers, bookings and orders, each asked
 * even for an empty page), compiled on every account page view (issue 28).
 */
export function findBalanceEntries(db: DatabaseClient, userId: string, page: { skip: number; take: number }): Promise<BalanceEntryRow[]> {
  return db.$queryRaw<BalanceEntryRow[]>`
    SELECT e."id", e."kind"::text AS "kind", e."amountCents", e."balanceAfterCents", e."reference", e."staffReason", e."createdAt",
           v."certificateLast4", b."reference" AS "bookingReference", o."number" AS "orderNumber"
    FROM "BalanceEntry" e
    LEFT JOIN "Voucher" v ON v."id" = e."voucherId"
    LEFT JOIN "Booking" b ON b."id" = e."bookingId"
    LEFT JOIN "Order" o ON o."id" = e."orderId"
    WHERE e."userId" = ${userId}
    ORDER BY e."createdAt" DESC, e."id" DESC
    LIMIT ${page.take} OFFSET ${page.skip}`;
}

export function countBalanceEntries(db: DatabaseClient, userId: string): Promise<number> {
  return db.balanceEntry.count({ where: { userId } });
}
