import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { BookedTravellerList } from './booked-traveller-list';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { getLoginPath } from '@/lib/return-path';
import { getBookingCalendarPath } from '../lib/booking-link';
import { formatBookingStart, getZoneCity } from '../lib/booking-time-label';
import type { ManagedBooking } from '../schemas';
import { CancelBookingButton } from './cancel-booking-button';

const linkClassName = 'inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4';

function ActionSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col items-start gap-3 rounded-lg border border-black/10 p-4 sm:p-6">
      <h2 id={id} className="text-xl font-extrabold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /booking/manage: the booking, then each thing the customer can do with it and what it would
 * give back or cost, said before they confirm. Every time is the experience's own, zone named.
 */
export async function ManageBookingView({ booking, now }: { booking: ManagedBooking; now: Date }) {
  const [t, locale] = await Promise.all([getTranslations('modules.booking.manage'), getLocale()]);
  const { cancellation } = booking;
  const active = booking.status === 'REQUESTED' || booking.status === 'CONFIRMED';
  const upcoming = active && booking.startsAt > now;
  const zone = t('zone', { city: getZoneCity(booking.timeZone) });
  // A deadline is an instant shown with its hour, whether or not the experience has a start time.
  const formatDeadline = (iso: string) => formatBookingStart(locale, { startsAt: new Date(iso), timeZone: booking.timeZone, startTime: 'set' });
  const exchangePath = `/booking/${booking.productSlug}?exchange=${encodeURIComponent(booking.id)}`;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('reference', { reference: booking.reference })}</p>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
        <p className="text-lg" data-testid="manage-status">
          {t(`status.${booking.status}`)}
        </p>
      </div>

      <section aria-labelledby="manage-details-heading" className="rounded-lg border border-black/10 p-4 sm:p-6">
        <h2 id="manage-details-heading" className="mb-3 text-xl font-extrabold">
          {t('detailsHeading')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{t('experience')}</dt>
          <dd>
            <StaffText untranslated={booking.untranslated.includes('title')}>{booking.title}</StaffText>
          </dd>
          <dt className="font-semibold">{t('when')}</dt>
          <dd data-testid="manage-when">
            {formatBookingStart(locale, booking)} <span className="text-muted">{zone}</span>
          </dd>
          <dt className="font-semibold">{t('grade')}</dt>
          <dd>
            <StaffText untranslated={booking.tourGradeTitleUntranslated}>{booking.tourGradeTitle}</StaffText>
          </dd>
          <dt className="font-semibold">{t('travellers')}</dt>
          <dd>
            <BookedTravellerList travellers={booking.travellers} describe={({ count, label }, band) => t.rich('travellerCount', { count, label, band })} />
          </dd>
          <dt className="font-semibold">{t('total')}</dt>
          <dd>{formatMoney(booking.totalCents, locale)}</dd>
          {booking.fromBalanceCents > 0 ? (
            <>
              <dt className="font-semibold">{t('fromBalance')}</dt>
              <dd>{formatMoney(booking.fromBalanceCents, locale)}</dd>
            </>
          ) : null}
          {booking.byCardCents > 0 ? (
            <>
              <dt className="font-semibold">{t('byCard')}</dt>
              <dd>{formatMoney(booking.byCardCents, locale)}</dd>
            </>
          ) : null}
        </dl>
      </section>

      {upcoming ? (
        <>
          <ActionSection id="manage-cancel-heading" title={t('cancelHeading')}>
            {cancellation.status === 'free' ? (
              <>
                <p data-testid="manage-cancel-terms">
                  {t('freeUntil', { date: formatDeadline(cancellation.freeUntil) })} <strong>{t('refund', { amount: formatMoney(cancellation.refundCents, locale) })}</strong>
                </p>
                <CancelBookingButton
                  bookingId={booking.id}
                  title={booking.title}
                  refundCents={cancellation.refundCents}
                  accessKey={booking.ownerSignedIn ? undefined : booking.accessKey}
                />
              </>
            ) : (
              <p className="rounded-md border border-brand bg-brand-light p-3 font-semibold text-brand-dark" data-testid="cancellation-refused">
                {cancellation.status === 'too_late' ? t('tooLate', { date: formatDeadline(cancellation.freeUntil) }) : t('nonRefundable')}
              </p>
            )}
          </ActionSection>

          <ActionSection id="manage-change-heading" title={t('changeHeading')}>
            {cancellation.status === 'free' ? (
              <>
                <p data-testid="manage-change-terms">{t('changeTerms', { amount: formatMoney(cancellation.refundCents, locale) })}</p>
                {booking.ownerSignedIn ? (
                  <Link href={exchangePath} className={getButtonClassName('secondary', 'md')}>
                    {t('change')}
                  </Link>
                ) : (
                  <>
                    <p>{t('changeSignIn')}</p>
                    <Link href={getLoginPath(exchangePath)} className={getButtonClassName('secondary', 'md')}>
                      {t('changeSignInLink')}
                    </Link>
                  </>
                )}
              </>
            ) : (
              <p>{t('changeClosed')}</p>
            )}
          </ActionSection>

          <ActionSection id="manage-calendar-heading" title={t('calendarHeading')}>
            {booking.status === 'CONFIRMED' ? (
              // A file download, not a page: a plain link, so the router does not try to render it.
              <a href={getBookingCalendarPath(booking.reference, booking.accessKey)} download={`${booking.reference}.ics`} className={linkClassName}>
                {t('calendar')}
              </a>
            ) : (
              <p>{t('calendarAfterConfirmation')}</p>
            )}
          </ActionSection>
        </>
      ) : (
        <p data-testid="manage-closed">{active ? t('started') : t('closed')}</p>
      )}

      {booking.ownerSignedIn ? (
        <Link href="/account" className={linkClassName}>
          {t('toAccount')}
        </Link>
      ) : null}
    </div>
  );
}
