import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { sumPaidOrdersSince } from './repository-figures';

/** The dashboard's sales: orders paid today and this month (from the given local midnights) and their revenue, tax included. */
export async function getOrderSalesFigures(
  periodStarts: { today: Date; month: Date },
  db?: DatabaseClient,
): Promise<{ today: { orders: number; revenueCents: number }; month: { orders: number; revenueCents: number } }> {
  const database = getDatabase(db);
  const [today, month] = await Promise.all([sumPaidOrdersSince(database, periodStarts.today), sumPaidOrdersSince(database, periodStarts.month)]);
  return { today: { orders: today.count, revenueCents: today.totalCents }, month: { orders: month.count, revenueCents: month.totalCents } };
}
