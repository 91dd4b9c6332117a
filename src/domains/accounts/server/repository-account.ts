import 'server-only';
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

/** One page of the ledger, newest first, with what caused each movement. */
export function findBalanceEntries(db: DatabaseClient, userId: string, page: { skip: number; take: number }) {
  return db.balanceEntry.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: page.skip,
    take: page.take,
    select: {
      id: true,
      kind: true,
      amountCents: true,
      balanceAfterCents: true,
      reference: true,
      staffReason: true,
      createdAt: true,
      voucher: { select: { certificateLast4: true } },
      booking: { select: { reference: true } },
      order: { select: { number: true } },
    },
  });
}

export function countBalanceEntries(db: DatabaseClient, userId: string): Promise<number> {
  return db.balanceEntry.count({ where: { userId } });
}
