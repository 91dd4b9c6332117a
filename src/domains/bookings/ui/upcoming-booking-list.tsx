import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { getZoneCity } from '../lib/booking-time-label';
import { getManageBookingPath } from '../lib/booking-link';
import type { UpcomingBooking } from '../schemas';
import { CancelBookingButton } from './cancel-booking-button';

async function UpcomingBookingItem({ booking }: { booking: UpcomingBooking }) {
  const locale = await getLocale();
  const [t, format] = await Promise.all([getTranslations('modules.cancellation'), getFormatter()]);
  // Always the experience's own zone, with its abbreviation on that day (PST/PDT), never the visitor's.
  const formatInZone = (iso: string, withTime: boolean) =>
    format.dateTime(new Date(iso), {
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
      timeZone: booking.timeZone,
    });
  const headingId = `booking-${booking.id}`;
  const { cancellation } = booking;
  return (
    <li className="rounded-xl border border-black/10 p-5 sm:p-6" aria-labelledby={headingId} data-testid="upcoming-booking">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-extrabold">
            <StaffText untranslated={booking.untranslated.includes('title')}>{booking.title}</StaffText>
          </h2>
          <p className="text-sm text-muted">
            {t('reference', { reference: booking.reference })} · {t(`status.${booking.status}`)}
          </p>
          <Link href={getManageBookingPath(booking.reference)} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-4" aria-label={t('manageLabel', { title: booking.title })}>
            {t('manage')}
          </Link>
        </div>
        <p className="font-bold">{formatMoney(booking.paidCents, locale)}</p>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('starts')}</dt>
        <dd>
          <time dateTime={booking.startsAt}>{formatInZone(booking.startsAt, booking.hasStartTime)}</time>{' '}
          <span className="text-muted">{t('zone', { city: getZoneCity(booking.timeZone) })}</span>
        </dd>
        <dt className="font-semibold">{t('party')}</dt>
        <dd>
          <StaffText untranslated={booking.tourGradeTitleUntranslated}>{booking.tourGradeTitle}</StaffText> · {t('travellers', { count: booking.travellerCount })}
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-black/10 pt-4">
        {cancellation.status === 'free' ? (
          <>
            <p className="min-w-64 flex-1">
              {t('freeUntil', { date: formatInZone(cancellation.freeUntil, true) })}{' '}
              <strong>{t('refund', { amount: formatMoney(cancellation.refundCents, locale) })}</strong>
            </p>
            <div className="flex flex-wrap gap-3">
              {/* Exchangeable exactly while free cancellation holds (SPEC §4): the screen is the booking widget, then checkout. */}
              <Link
                href={{ pathname: `/booking/${booking.productSlug}`, query: { exchange: booking.id } }}
                className={getButtonClassName('secondary', 'md')}
                aria-label={t('exchangeLabel', { title: booking.title })}
              >
                {t('exchange')}
              </Link>
              <CancelBookingButton bookingId={booking.id} title={booking.title} refundCents={cancellation.refundCents} />
            </div>
          </>
        ) : (
          <p className="min-w-0 flex-1 rounded-md border border-brand bg-brand-light p-3 font-semibold text-brand-dark" data-testid="cancellation-refused">
            {cancellation.status === 'too_late' ? t('tooLate') : t('nonRefundable')}
            {cancellation.status === 'too_late' ? (
              <span className="mt-1 block font-normal">{t('endedAt', { date: formatInZone(cancellation.freeUntil, true) })}</span>
            ) : null}
          </p>
        )}
      </div>
    </li>
  );
}

/** /cancellation's body: the customer's upcoming bookings and what cancelling each would give back. */
export async function UpcomingBookingList({ bookings }: { bookings: UpcomingBooking[] }) {
  const t = await getTranslations('modules.cancellation');
  if (bookings.length === 0) {
    return (
      <div className="space-y-3">
        <p className="text-muted">{t('empty')}</p>
        <Link href="/booking" className={getButtonClassName('primary', 'md')}>
          {t('emptyLink')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label={t('listLabel')}>
      {bookings.map((booking) => (
        <UpcomingBookingItem key={booking.id} booking={booking} />
      ))}
    </ul>
  );
}
