import 'server-only';
import type { CustomerBooking } from '@/domains/bookings/schemas';
import { listCustomerBookings } from '@/domains/bookings/server/queries';
import { listLoveList } from '@/domains/engagement/server/love-list-service';
import { listCustomerOrders, type CustomerOrder } from '@/domains/orders/server/service';
import { listCustomerVouchers, type CustomerVoucher } from '@/domains/vouchers/server/service';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getCustomerAccountOrThrow, listBalanceHistory, type BalanceHistoryPage, type CustomerAccount } from './account-service';

export type AccountOverview = {
  account: CustomerAccount;
  history: BalanceHistoryPage;
  vouchers: { activated: CustomerVoucher[]; purchased: CustomerVoucher[] };
  orders: CustomerOrder[];
  bookings: CustomerBooking[];
  loveListCount: number;
};

/**
 * Everything the account page shows, each part read by the area that owns it and scoped to the
 * signed-in customer. Kept apart from account-service.ts, which the vouchers area uses, so the
 * two areas do not import each other.
 */
export async function getAccountOverview(userId: string, historyPage: number, db?: DatabaseClient): Promise<AccountOverview> {
  const database = getDatabase(db);
  const account = await getCustomerAccountOrThrow(userId, database);
  const history = await listBalanceHistory(userId, historyPage, database);
  const vouchers = await listCustomerVouchers(userId, database);
  const orders = await listCustomerOrders(userId, database);
  const bookings = await listCustomerBookings(userId, database);
  const loveList = await listLoveList(userId, database);
  return { account, history, vouchers, orders, bookings, loveListCount: loveList.length };
}
