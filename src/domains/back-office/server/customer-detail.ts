import 'server-only';
import type { StaffCustomerDetail, StaffCustomerVoucher } from '@/domains/accounts/schemas';
import { getCustomerAccountForStaff } from '@/domains/accounts/server/staff-customer-service';
import { listCustomerBookings } from '@/domains/bookings/server/queries';
import { listCustomerOrders } from '@/domains/orders/server/customer-orders';
import type { CustomerVoucher } from '@/domains/vouchers/schemas';
import { listCustomerVouchers } from '@/domains/vouchers/server/service';
import { routing } from '@/i18n/routing';
import { getDatabase, type DatabaseClient } from '@/server/db';

function toStaffVoucher(voucher: CustomerVoucher): StaffCustomerVoucher {
  const { id, status, valueCents, certificateLast4, giftTitle, recipientName, recipientEmail, activatedAt, createdAt } = voucher;
  return { id, status, valueCents, certificateLast4, giftTitle, recipientName, recipientEmail, activatedAt: activatedAt?.toISOString() ?? null, createdAt: createdAt.toISOString() };
}

/**
 * `GET /api/admin/users/{id}`: what the customer's own account page shows, read through the
 * same functions of each area, plus what staff need (the reason of every adjustment).
 */
export async function getCustomerForStaff(customerId: string, ledgerPage: number, db?: DatabaseClient): Promise<StaffCustomerDetail> {
  const database = getDatabase(db);
  const account = await getCustomerAccountForStaff(customerId, ledgerPage, database);
  // The back office reads in English (docs/adr/0024: staff write the English first).
  const vouchers = await listCustomerVouchers(customerId, routing.defaultLocale, database);
  const bookings = await listCustomerBookings(customerId, routing.defaultLocale, database);
  const orders = await listCustomerOrders(customerId, database);
  return {
    ...account,
    vouchers: { received: vouchers.activated.map(toStaffVoucher), bought: vouchers.purchased.map(toStaffVoucher) },
    bookings: bookings.map(({ reference, status, title, travelDate, startTime, timeZone, totalCents }) => ({ reference, status, title, travelDate, startTime, timeZone, totalCents })),
    orders: orders.map(({ number, status, totalCents, itemCount, createdAt }) => ({ number, status, totalCents, itemCount, createdAt: createdAt.toISOString() })),
  };
}
