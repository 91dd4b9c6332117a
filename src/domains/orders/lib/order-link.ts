import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The receipt's link to an order: `/order-success?order={number}&key={HMAC of the order id}`.
 * A guest has no account to prove the order is theirs, so the key is the proof; it is derived
 * from the session secret under its own label, so it can pass for nothing else.
 */
const KEY_HEX_LENGTH = 32;

export function deriveOrderLinkKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'gift-shop', 'order-link-v1', 32));
}

export function createOrderAccessKey(orderId: string, key: Buffer): string {
  return createHmac('sha256', key).update(`order:${orderId}`).digest('hex').slice(0, KEY_HEX_LENGTH);
}

export function isOrderAccessKeyValid(orderId: string, accessKey: string, key: Buffer): boolean {
  const expected = createOrderAccessKey(orderId, key);
  return accessKey.length === expected.length && timingSafeEqual(Buffer.from(accessKey), Buffer.from(expected));
}

export function getOrderSuccessPath(orderNumber: string, accessKey: string): string {
  return `/order-success?order=${encodeURIComponent(orderNumber)}&key=${accessKey}`;
}

/** Where the payment's second step sends the buyer back: the same key, so only the buyer's browser can settle and open the receipt. */
export function getOrderReturnPath(orderNumber: string, accessKey: string): string {
  return `/order/return?order=${encodeURIComponent(orderNumber)}&key=${accessKey}`;
}
