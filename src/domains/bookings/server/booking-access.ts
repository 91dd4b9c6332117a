import 'server-only';
import { getLocalizedSiteUrl, type AppLocale } from '@/i18n/locale';
import { getServerEnv } from '@/server/env';
import { createBookingAccessKey, deriveBookingLinkKey, getManageBookingPath, isBookingAccessKeyValid } from '../lib/booking-link';

// Who may open a booking's manage page: its signed-in owner, or the holder of its e-mail link's key.

/** Who asks: the customer signed in (if any) and the key of the e-mail link (if any). */
export type BookingAccess = { userId: string | null; accessKey?: string | null };

function getLinkKey(): Buffer {
  return deriveBookingLinkKey(getServerEnv().SESSION_SECRET);
}

export function getBookingAccessKey(bookingId: string): string {
  return createBookingAccessKey(bookingId, getLinkKey());
}

/** The booking e-mail's "Manage your booking" address: works without signing in. */
export function getSignedManageBookingUrl(booking: { id: string; reference: string }, locale: AppLocale): string {
  return `${getLocalizedSiteUrl(getServerEnv().SITE_URL, locale)}${getManageBookingPath(booking.reference, getBookingAccessKey(booking.id))}`;
}

/** The owner signed in, or a valid key for this booking. */
export function isBookingAccessAllowed(booking: { id: string; userId: string }, access: BookingAccess): boolean {
  if (access.userId !== null && access.userId === booking.userId) return true;
  return typeof access.accessKey === 'string' && isBookingAccessKeyValid(booking.id, access.accessKey, getLinkKey());
}
