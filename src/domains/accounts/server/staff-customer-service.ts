import 'server-only';
import type { ListTotal } from '@/lib/page-window';
import { randomUUID } from 'node:crypto';
import { writeAuditLogEntry } from '@/server/audit-log';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError, isAppError } from '@/server/errors';
import { formatMoney, STAFF_LOCALE } from '@/lib/money';
import { LOGIN_LINK_PATH_PREFIX, LOGIN_LINK_TTL_MS } from '../lib/login-link';
import { createResetToken, hashResetToken } from '../lib/reset-token';
import type { BalanceAdjustmentInput, StaffCustomerDetail, StaffCustomerListParams, StaffCustomerRow } from '../schemas';
import { listBalanceHistory } from './account-service';
import { recordBalanceEntry } from './ledger-service';
import { findCustomerProfileForStaff, findCustomersForStaff, insertStaffLoginLink, markStaffLoginLinkUsed } from './repository-staff-customers';

/** `GET /api/admin/users`: customers only (staff are not shop accounts), newest first. */
export async function listCustomersForStaff(params: StaffCustomerListParams, db?: DatabaseClient): Promise<{ data: StaffCustomerRow[] } & ListTotal> {
  const { rows, total, totalCapped } = await findCustomersForStaff(getDatabase(db), params.search, { skip: (params.page - 1) * params.per_page, take: params.per_page });
  return { data: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })), total, totalCapped };
}

// A 404, never the account page's 401: a 401 would sign the staff member out (SPEC §8).
async function getCustomerProfileOrThrow(db: DatabaseClient, customerId: string) {
  const profile = await findCustomerProfileForStaff(db, customerId);
  if (!profile) throw new AppError('not_found', 'There is no customer with this id.');
  return profile;
}

/** A customer's profile and one page of their ledger as staff see them, with the reason of every adjustment. */
export async function getCustomerAccountForStaff(
  customerId: string,
  ledgerPage: number,
  db?: DatabaseClient,
): Promise<Pick<StaffCustomerDetail, 'profile' | 'ledger'>> {
  const database = getDatabase(db);
  const profile = await getCustomerProfileOrThrow(database, customerId);
  const history = await listBalanceHistory(customerId, ledgerPage, database);
  return {
    profile: { ...profile, createdAt: profile.createdAt.toISOString() },
    ledger: {
      page: history.page,
      pageCount: history.pageCount,
      total: history.total,
      entries: history.entries.map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        amountCents: entry.amountCents,
        balanceAfterCents: entry.balanceAfterCents,
        createdAt: entry.createdAt.toISOString(),
        reason: entry.staffReason,
        certificateLast4: entry.certificateLast4,
        bookingReference: entry.bookingReference,
        orderNumber: entry.orderNumber,
      })),
    },
  };
}

/**
 * A staff adjustment of a customer's balance: one `STAFF_ADJUSTMENT` ledger entry with who and
 * why, and its audit entry, in one transaction. A debit larger than the balance is refused by the
 * ledger's conditional update; the answer says how much there is. The same idempotency key
 * (a retried request) adjusts once.
 */
export async function adjustCustomerBalance(
  staffId: string,
  customerId: string,
  input: BalanceAdjustmentInput,
  db?: DatabaseClient,
): Promise<{ entryId: string; amountCents: number; balanceCents: number }> {
  const idempotencyKey = `staff-adjustment:${input.idempotencyKey ?? randomUUID()}`;
  try {
    return await runInTransaction(db, async (tx) => {
      await getCustomerProfileOrThrow(tx, customerId);
      const { entry, replayed } = await recordBalanceEntry(
        { userId: customerId, kind: 'STAFF_ADJUSTMENT', amountCents: input.amountCents, idempotencyKey, reference: `staff:${staffId}`, staffId, staffReason: input.reason },
        tx,
      );
      if (!replayed) {
        await writeAuditLogEntry(tx, {
          staffId,
          action: 'user.balance-adjust',
          entityType: 'User',
          entityId: customerId,
          data: { entryId: entry.id, amountCents: input.amountCents, reason: input.reason, balanceAfterCents: entry.balanceAfterCents },
        });
      }
      return { entryId: entry.id, amountCents: entry.amountCents, balanceCents: entry.balanceAfterCents };
    });
  } catch (error) {
    if (!isAppError(error) || error.code !== 'insufficient_balance') throw error;
    const { balanceCents } = await getCustomerProfileOrThrow(getDatabase(db), customerId);
    const message = `This would take the balance below zero: it is ${formatMoney(balanceCents, STAFF_LOCALE)}.`;
    throw new AppError('insufficient_balance', message, { amountCents: [message] });
  }
}

/**
 * "Log in as this user" (issue 10's `login-as-user`): a single-use link that works for five
 * minutes, and only in the browser of the manager who made it. Only the token's hash is stored;
 * making it is audited as `user.login-as`.
 */
export async function createStaffLoginLink(staffId: string, customerId: string, options: { now?: Date } = {}, db?: DatabaseClient): Promise<{ url: string; expiresAt: string }> {
  const now = options.now ?? new Date();
  const { token, tokenHash } = createResetToken();
  const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
  await runInTransaction(db, async (tx) => {
    await getCustomerProfileOrThrow(tx, customerId);
    await insertStaffLoginLink(tx, { tokenHash, staffId, customerId, expiresAt });
    await writeAuditLogEntry(tx, { staffId, action: 'user.login-as', entityType: 'User', entityId: customerId, data: { expiresAt: expiresAt.toISOString() } });
  });
  return { url: `${getServerEnv().SITE_URL}${LOGIN_LINK_PATH_PREFIX}${token}`, expiresAt: expiresAt.toISOString() };
}

/**
 * Uses a login link for the manager signed in on this browser: marks it used (once) and records
 * that the session started. An unknown, used or expired link, or another staff member's, is `not_found`.
 */
export async function redeemStaffLoginLink(
  token: string,
  staffId: string,
  options: { now?: Date } = {},
  db?: DatabaseClient,
): Promise<{ customerId: string; customerName: string }> {
  const now = options.now ?? new Date();
  return runInTransaction(db, async (tx) => {
    const link = await markStaffLoginLinkUsed(tx, { tokenHash: hashResetToken(token), staffId, now });
    const customer = link && (await findCustomerProfileForStaff(tx, link.customerId));
    if (!customer) throw new AppError('not_found', 'This login link is unknown, already used or expired. Make a new one in the back office.');
    await writeAuditLogEntry(tx, { staffId, action: 'user.login-as-open', entityType: 'User', entityId: customer.id, data: { linkId: link.id } });
    return { customerId: customer.id, customerName: `${customer.firstName} ${customer.lastName}`.trim() };
  });
}
