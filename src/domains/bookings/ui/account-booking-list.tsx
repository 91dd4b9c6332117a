import { getLocale, getTranslations } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { accountLinkClassName } from '@/domains/accounts/ui/account-section';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { getManageBookingPath } from '../lib/booking-link';
import { formatBookingStart } from '../lib/booking-time-label';
import type { CustomerBooking } from '../schemas';

/** The account page's bookings, each with its local start, a link to its confirmation and, while it is ahead, to its manage page. */
export async function AccountBookingList({ bookings }: { bookings: CustomerBooking[] }) {
  const [t, locale] = await Promise.all([getTranslations('modules.account.bookings'), getLocale()]);
  return (
    <ul className="divide-y divide-black/10" aria-label={t('listLabel')}>
      {bookings.map((booking) => (
        <li key={booking.reference} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-1 py-3" data-testid="account-booking">
          <div className="min-w-0">
            <StaffText as="p" untranslated={booking.untranslated.includes('title')} className="font-semibold">
              {booking.title}
            </StaffText>
            <p className="text-sm text-muted">{formatBookingStart(locale, booking)}</p>
            <div className="flex flex-wrap gap-x-5">
              <Link href={`/booking/confirmation?reference=${encodeURIComponent(booking.reference)}`} className={accountLinkClassName} aria-label={t('view', { reference: booking.reference })}>
                {t('reference', { reference: booking.reference })}
              </Link>
              {booking.upcoming ? (
                <Link href={getManageBookingPath(booking.reference)} className={accountLinkClassName} aria-label={t('manageLabel', { reference: booking.reference })}>
                  {t('manage')}
                </Link>
              ) : null}
            </div>
          </div>
          <div className="text-right">
            <p className="font-bold">{t('total', { amount: formatMoney(booking.totalCents, locale) })}</p>
            <p className="text-sm text-muted">
              {booking.status === 'CANCELLED' && booking.exchangedToReference ? t('exchangedFor', { reference: booking.exchangedToReference }) : t(`status.${booking.status}`)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
