import { deriveLinkKey, isLinkSignatureValid, signLinkSubject } from '@/lib/link-signature';

/**
 * The receipt's link to an order: `/order-success?order={number}&key={HMAC of the order id}`.
 * A guest has no account to prove the order is theirs, so the key is the proof; it is derived
 * from the session secret under its own label, so it can pass for nothing else.
 */
export function deriveOrderLinkKey(sessionSecret: string): Buffer {
  return deriveLinkKey(sessionSecret, 'order-link-v1');
}

export function createOrderAccessKey(orderId: string, key: Buffer): string {
  return signLinkSubject(`order:${orderId}`, key);
}

export function isOrderAccessKeyValid(orderId: string, accessKey: string, key: Buffer): boolean {
  return isLinkSignatureValid(`order:${orderId}`, accessKey, key);
}

export function getOrderSuccessPath(orderNumber: string, accessKey: string): string {
  return `/order-success?order=${encodeURIComponent(orderNumber)}&key=${accessKey}`;
}

/** Where the payment's second step sends the buyer back: the same key, so only the buyer's browser can settle and open the receipt. */
export function getOrderReturnPath(orderNumber: string, accessKey: string): string {
  return `/order/return?order=${encodeURIComponent(orderNumber)}&key=${accessKey}`;
}
