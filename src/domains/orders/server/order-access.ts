import 'server-only';
import { getDatabase } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { createOrderAccessKey, deriveOrderLinkKey, getOrderSuccessPath } from '../lib/order-link';
import { findOrderByNumber, type OrderRecord } from './repository';

// How paying and the receipt page reach an order: the receipt link's key, and the order by its number.

export function getOrderAccessKey(orderId: string): string {
  return createOrderAccessKey(orderId, deriveOrderLinkKey(getServerEnv().SESSION_SECRET));
}

export function getOrderSuccessPathFor(order: { id: string; number: string }): string {
  return getOrderSuccessPath(order.number, getOrderAccessKey(order.id));
}

export async function findOrderByNumberOrThrow(orderNumber: string): Promise<OrderRecord> {
  const order = await findOrderByNumber(getDatabase(), orderNumber);
  if (!order) throw new AppError('not_found', 'This order does not exist.');
  return order;
}
