import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed links that work without signing in (an order's receipt, a booking's manage page): the
 * signature is the proof the link came from the shop. Each kind of link signs with its own key,
 * derived from the session secret under its own label, so a signature can pass for nothing else.
 */
const SIGNATURE_HEX_LENGTH = 32;

export function deriveLinkKey(sessionSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'gift-shop', label, 32));
}

/** HMAC-SHA-256 of what the link opens, 128 bits kept, in hex. */
export function signLinkSubject(subject: string, key: Buffer): string {
  return createHmac('sha256', key).update(subject).digest('hex').slice(0, SIGNATURE_HEX_LENGTH);
}

export function isLinkSignatureValid(subject: string, signature: string, key: Buffer): boolean {
  const expected = signLinkSubject(subject, key);
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}
