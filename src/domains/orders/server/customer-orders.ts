import 'server-only';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { createOrderAccessKey, deriveOrderLinkKey, getOrderSuccessPath } from '../lib/order-link';
import type { CustomerOrder } from '../schemas';
import { findOrdersOfUser } from './repository';

/** The account page's orders: only the signed-in buyer's own, each with its receipt link once paid. */
export async function listCustomerOrders(userId: string, db?: DatabaseClient): Promise<CustomerOrder[]> {
  const linkKey = deriveOrderLinkKey(getServerEnv().SESSION_SECRET);
  const orders = await findOrdersOfUser(getDatabase(db), userId);
  return orders.map((order) => ({
    number: order.number,
    status: order.status,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    itemCount: order.items.length,
    receiptPath: order.status === 'PAID' || order.status === 'FULFILLED' ? getOrderSuccessPath(order.number, createOrderAccessKey(order.id, linkKey)) : null,
  }));
}
