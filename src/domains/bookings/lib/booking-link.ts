import { deriveLinkKey, isLinkSignatureValid, signLinkSubject } from '@/lib/link-signature';

/**
 * The booking e-mail's "Manage booking" link: `/booking/manage?reference={reference}&key={HMAC of
 * the booking id}`. Like the order receipt's link, the key is the proof for someone not signed in;
 * it opens that one booking's page (see it, cancel it, add it to a calendar) and nothing else.
 */
export function deriveBookingLinkKey(sessionSecret: string): Buffer {
  return deriveLinkKey(sessionSecret, 'booking-link-v1');
}

export function createBookingAccessKey(bookingId: string, key: Buffer): string {
  return signLinkSubject(`booking:${bookingId}`, key);
}

export function isBookingAccessKeyValid(bookingId: string, accessKey: string, key: Buffer): boolean {
  return isLinkSignatureValid(`booking:${bookingId}`, accessKey, key);
}

/** The manage page; without a key it is the signed-in owner's. */
export function getManageBookingPath(reference: string, accessKey?: string): string {
  const query = new URLSearchParams({ reference });
  if (accessKey) query.set('key', accessKey);
  return `/booking/manage?${query}`;
}

/** The booking's calendar file, for whoever holds the key. */
export function getBookingCalendarPath(reference: string, accessKey: string): string {
  return `/api/bookings/calendar?${new URLSearchParams({ reference, key: accessKey })}`;
}
