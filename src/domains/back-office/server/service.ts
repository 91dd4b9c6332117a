import 'server-only';
import { getCustomerBalanceTotal } from '@/domains/accounts/server/ledger-service';
import { listStaffMembers } from '@/domains/accounts/server/service';
import { getBookingRequestFigures } from '@/domains/bookings/server/queries';
import { getSubscriberFigures } from '@/domains/engagement/server/service';
import { getOrderSalesFigures } from '@/domains/orders/server/sales-figures';
import { getVoucherFigures } from '@/domains/vouchers/server/service';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getShopDayRange, getShopPeriodStarts, SHOP_TIME_ZONE } from '../lib/shop-periods';
import type { AuditLogFilters, AuditLogListParams, AuditLogRow, Dashboard } from '../schemas';
import { findAuditLogEntries, findAuditLogVocabulary } from './repository';

const NEWEST_SUBSCRIBERS = 5;

/**
 * The back office's landing page: each area computes its own figures (sales, vouchers, booking
 * requests, balances, subscribers) for the shop's day and month; this only puts them side by side.
 */
export async function getDashboard(now = new Date(), db?: DatabaseClient): Promise<Dashboard> {
  const periods = getShopPeriodStarts(now);
  const [sales, vouchers, bookingRequests, balances, subscribers] = await Promise.all([
    getOrderSalesFigures(periods, db),
    getVoucherFigures(periods, db),
    getBookingRequestFigures(now, db),
    getCustomerBalanceTotal(db),
    getSubscriberFigures(periods, { newest: NEWEST_SUBSCRIBERS }, db),
  ]);
  return {
    timeZone: SHOP_TIME_ZONE,
    date: periods.date,
    sales,
    vouchers: { today: vouchers.today, month: vouchers.month },
    bookingRequests,
    liability: { vouchers: vouchers.outstanding, balances, totalCents: vouchers.outstanding.valueCents + balances.balanceCents },
    subscribers,
  };
}

/** Who changed what and when, newest first, a page at a time. */
export async function listAuditLog(params: AuditLogListParams, db?: DatabaseClient): Promise<{ data: AuditLogRow[]; total: number }> {
  const { rows, total } = await findAuditLogEntries(
    getDatabase(db),
    {
      staffId: params.staff || undefined,
      entityType: params.entity_type || undefined,
      action: params.action || undefined,
      entityId: params.search || undefined,
      createdAt: getShopDayRange(params.from, params.to),
    },
    { skip: (params.page - 1) * params.per_page, take: params.per_page },
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      staff: row.staff ? { id: row.staff.id, name: `${row.staff.firstName} ${row.staff.lastName}`, email: row.staff.email } : null,
      data: (row.data ?? null) as AuditLogRow['data'],
    })),
    total,
  };
}

/** The audit log's filter choices: every staff member, and the entity types and actions it holds. */
export async function getAuditLogFilters(db?: DatabaseClient): Promise<AuditLogFilters> {
  const [staff, vocabulary] = await Promise.all([listStaffMembers(db), findAuditLogVocabulary(getDatabase(db))]);
  return { staff: staff.map(({ id, name, email }) => ({ id, name, email })), ...vocabulary };
}
