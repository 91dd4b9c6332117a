import { getLocale, getTranslations } from 'next-intl/server';
import { StaffText } from '@/components/ui/staff-text';
import { BookedTravellerList } from './booked-traveller-list';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { getManageBookingPath } from '../lib/booking-link';
import { formatBookingStart } from '../lib/booking-time-label';
import type { BookingConfirmation } from '../schemas';

/** SPEC §2's four variants of /booking/confirmation. */
export type ConfirmationVariant = 'success' | 'processed' | 'not-enough-money' | 'default';

/** Confirmed: success; a request waiting for its answer: processed; a booking that could not be paid: not-enough-money; anything else: default. */
export function getConfirmationVariant(status: BookingConfirmation['status']): ConfirmationVariant {
  if (status === 'CONFIRMED') return 'success';
  if (status === 'REQUESTED') return 'processed';
  if (status === 'FAILED') return 'not-enough-money';
  return 'default';
}

export async function BookingConfirmationView({ booking }: { booking: BookingConfirmation }) {
  const [t, locale] = await Promise.all([getTranslations('modules.booking.confirmation'), getLocale()]);
  const variant = getConfirmationVariant(booking.status);
  const held = booking.fromBalanceCents + booking.byCardCents;
  // An exchange paid first with the booking it replaced: only the rest came from the balance.
  const fromBalanceCents = booking.fromBalanceCents - (booking.exchangedFrom?.paidWithCents ?? 0);
  const message = {
    success: { heading: t('successHeading'), text: t('successText', { title: booking.title }) },
    processed: { heading: t('processedHeading'), text: t('processedText', { title: booking.title, amount: formatMoney(held, locale) }) },
    'not-enough-money': { heading: t('notEnoughMoneyHeading'), text: t('notEnoughMoneyText') },
    default:
      booking.status === 'DECLINED'
        ? { heading: t('declinedHeading'), text: t('declinedText') }
        : booking.status === 'CANCELLED' && booking.exchangedToReference
          ? { heading: t('exchangedHeading'), text: t('exchangedText', { reference: booking.exchangedToReference }) }
          : booking.status === 'CANCELLED'
            ? { heading: t('cancelledHeading'), text: t('cancelledText') }
          : { heading: t('defaultHeading'), text: t('defaultText') },
  }[variant];

  return (
    <div className="flex max-w-2xl flex-col gap-6" data-variant={variant}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t('title', { reference: booking.reference })}</p>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{message.heading}</h1>
        <p className="text-lg" role={variant === 'not-enough-money' ? 'alert' : undefined}>
          {message.text}
        </p>
      </div>
      <section aria-labelledby="booking-details-heading" className="rounded-lg border border-black/10 p-4 sm:p-6">
        <h2 id="booking-details-heading" className="mb-3 text-xl font-extrabold">
          {t('detailsHeading')}
        </h2>
        <dl className="grid gap-2 sm:grid-cols-[12rem_1fr]">
          <dt className="font-semibold">{t('reference')}</dt>
          <dd>{booking.reference}</dd>
          <dt className="font-semibold">{t('experience')}</dt>
          <dd>
            <StaffText untranslated={booking.untranslated.includes('title')}>{booking.title}</StaffText>
          </dd>
          <dt className="font-semibold">{t('when')}</dt>
          <dd>{formatBookingStart(locale, booking)}</dd>
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
          {variant !== 'not-enough-money' && booking.exchangedFrom ? (
            <>
              <dt className="font-semibold">{t('paidWithBooking', { reference: booking.exchangedFrom.reference })}</dt>
              <dd>{formatMoney(booking.exchangedFrom.paidWithCents, locale)}</dd>
              {booking.exchangedFrom.returnedToBalanceCents > 0 ? (
                <>
                  <dt className="font-semibold">{t('returnedToBalance')}</dt>
                  <dd>{formatMoney(booking.exchangedFrom.returnedToBalanceCents, locale)}</dd>
                </>
              ) : null}
            </>
          ) : null}
          {variant !== 'not-enough-money' && fromBalanceCents > 0 ? (
            <>
              <dt className="font-semibold">{t('fromBalance')}</dt>
              <dd>{formatMoney(fromBalanceCents, locale)}</dd>
            </>
          ) : null}
          {variant !== 'not-enough-money' && booking.byCardCents > 0 ? (
            <>
              <dt className="font-semibold">{t('byCard')}</dt>
              <dd>{formatMoney(booking.byCardCents, locale)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <div className="flex flex-wrap gap-3">
        {/* A booking that is on can be cancelled, changed or added to a calendar from one place. */}
        {variant === 'success' || variant === 'processed' ? (
          <Link href={getManageBookingPath(booking.reference)} className={getButtonClassName('primary', 'lg')}>
            {t('manage')}
          </Link>
        ) : null}
        {variant === 'not-enough-money' ? (
          <Link href={{ pathname: '/booking/checkout', query: booking.checkoutQuery }} className={getButtonClassName('primary', 'lg')}>
            {t('backToCheckout')}
          </Link>
        ) : null}
        <Link
          href="/account"
          className={variant === 'default' ? getButtonClassName('primary', 'lg') : 'inline-flex min-h-12 items-center px-2 font-semibold text-brand-dark underline underline-offset-4'}
        >
          {t('toAccount')}
        </Link>
      </div>
    </div>
  );
}
