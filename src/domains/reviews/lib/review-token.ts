import { deriveLinkKey, isLinkSignatureValid, signLinkSubject } from '@/lib/link-signature';

/**
 * The review link's token: `{bookingId}-{expiry in base-36 seconds}-{HMAC}`. Anyone holding the
 * link may review that one booking until it expires; the HMAC (SHA-256, 128 bits kept) makes
 * tokens unforgeable without the key. No dots, so the address stays a page address.
 */
const TOKEN_PATTERN = /^([a-z0-9]{1,40})-([0-9a-z]{1,12})-([0-9a-f]{32})$/;

function getSignedSubject(bookingId: string, expiresSeconds: number): string {
  return `review-link:${bookingId}:${expiresSeconds}`;
}

/**
 * The signing key, derived from the session secret under its own label, so a review token can
 * never pass for anything else signed with that secret.
 */
export function deriveReviewLinkKey(sessionSecret: string): Buffer {
  return deriveLinkKey(sessionSecret, 'review-link-v1');
}

export function createReviewToken(bookingId: string, expiresAt: Date, key: Buffer): string {
  const expiresSeconds = Math.floor(expiresAt.getTime() / 1000);
  return `${bookingId}-${expiresSeconds.toString(36)}-${signLinkSubject(getSignedSubject(bookingId, expiresSeconds), key)}`;
}

export type ReviewTokenReading = { status: 'valid'; bookingId: string } | { status: 'invalid' } | { status: 'expired'; bookingId: string };

/** Checks the signature first, so an expired answer is only given for a token we issued. */
export function readReviewToken(token: string, key: Buffer, now: Date): ReviewTokenReading {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return { status: 'invalid' };
  const [, bookingId = '', expiresText = '', signature = ''] = match;
  const expiresSeconds = Number.parseInt(expiresText, 36);
  if (!isLinkSignatureValid(getSignedSubject(bookingId, expiresSeconds), signature, key)) return { status: 'invalid' };
  if (expiresSeconds * 1000 <= now.getTime()) return { status: 'expired', bookingId };
  return { status: 'valid', bookingId };
}
