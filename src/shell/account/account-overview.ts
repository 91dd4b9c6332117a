import 'server-only';
import { getCustomerAccountOrThrow, listBalanceHistory, type BalanceHistoryPage, type CustomerAccount } from '@/domains/accounts/server/account-service';
import type { CustomerBooking } from '@/domains/bookings/schemas';
import { listCustomerBookings } from '@/domains/bookings/server/queries';
import { countLoveList } from '@/domains/engagement/server/love-list-service';
import { listCustomerOrders } from '@/domains/orders/server/customer-orders';
import type { CustomerOrder } from '@/domains/orders/schemas';
import type { CustomerVoucher } from '@/domains/vouchers/schemas';
import { listCustomerVouchers } from '@/domains/vouchers/server/service';
import { getDatabase, type DatabaseClient } from '@/server/db';

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
 * signed-in customer, with product titles in the page's `locale`. Composed here, above the areas,
 * so accounts need not know the areas that build on it. The parts are independent, so they are
 * read side by side once the account is known to exist (issue 28: six reads in a row).
 */
export async function getAccountOverview(userId: string, historyPage: number, locale: string, db?: DatabaseClient): Promise<AccountOverview> {
  const database = getDatabase(db);
  const account = await getCustomerAccountOrThrow(userId, database);
  const [history, vouchers, orders, bookings, loveListCount] = await Promise.all([
    listBalanceHistory(userId, historyPage, database),
    listCustomerVouchers(userId, locale, database),
    listCustomerOrders(userId, database),
    listCustomerBookings(userId, locale, database),
    countLoveList(userId, database),
  ]);
  return { account, history, vouchers, orders, bookings, loveListCount };
}
