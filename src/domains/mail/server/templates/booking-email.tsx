import 'server-only';
import { Button, Section, Text } from '@react-email/components';
import { createTranslator } from 'use-intl/core';
import { getTimeZoneLabel } from '@/lib/local-time';
import { formatMoney } from '@/lib/money';
import { getCatalogue } from '@/i18n/catalogues';
import type { AppLocale } from '@/i18n/locale';
import { EmailLayout, emailStyles } from './email-layout';

/** Each step of a booking the customer hears about. */
export type BookingEmailKind = 'requested' | 'confirmed' | 'declined' | 'released' | 'cancelled';

export type BookingEmailProps = {
  kind: BookingEmailKind;
  /** The customer's language. */
  locale: AppLocale;
  siteUrl: string;
  firstName: string;
  reference: string;
  title: string;
  gradeTitle: string;
  /** The start, shown in the experience's own zone (never the reader's). */
  startsAt: Date;
  hasStartTime: boolean;
  timeZone: string;
  party: { band: string; count: number }[];
  totalCents: number;
  /** Held (requested), paid (confirmed) or given back to the balance (declined, released, cancelled). */
  moneyCents: number;
  meetingPoint: string | null;
  /**
   * What the customer is told about cancelling, shown while the booking is active: free until a
   * moment still ahead, never (non-refundable), or no longer (it starts within 24 hours).
   */
  cancellation: { kind: 'free_until'; freeUntil: Date } | { kind: 'non_refundable' } | { kind: 'window_passed' };
  declineReason: string | null;
  /** The signed "Manage booking" page (cancel, change, add to calendar) while the booking is active. */
  manageUrl: string | null;
};

function translate(locale: AppLocale) {
  return createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.booking' });
}

function formatDate(instant: Date, timeZone: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone }).format(instant);
}

function formatTime(instant: Date, timeZone: string, locale: AppLocale): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
}

export function getBookingEmailSubject({ locale, kind, reference }: Pick<BookingEmailProps, 'locale' | 'kind' | 'reference'>): string {
  return translate(locale)(`subject.${kind}`, { reference });
}

function describeMoney(t: ReturnType<typeof translate>, kind: BookingEmailKind, amount: string): string {
  if (kind === 'requested') return t('moneyHeld', { amount });
  if (kind === 'confirmed') return t('moneyPaid', { amount });
  return t('moneyBack', { amount });
}

export function BookingEmail(props: BookingEmailProps) {
  const { kind, locale, timeZone, startsAt } = props;
  const t = translate(locale);
  const active = kind === 'requested' || kind === 'confirmed';
  const date = formatDate(startsAt, timeZone, locale);
  return (
    <EmailLayout locale={locale} preview={t(`preview.${kind}`, { title: props.title, date })} siteUrl={props.siteUrl}>
      <Text style={emailStyles.heading}>{t(`heading.${kind}`)}</Text>
      <Text style={emailStyles.text}>{t('greeting', { firstName: props.firstName })}</Text>
      <Text style={emailStyles.text}>{t(`body.${kind}`, { title: props.title })}</Text>
      {props.declineReason ? <Text style={emailStyles.text}>{t('declineReason', { reason: props.declineReason })}</Text> : null}
      <Text style={emailStyles.text}>
        {t('reference', { reference: props.reference })}
        <br />
        {props.hasStartTime
          ? t('when', { date, time: formatTime(startsAt, timeZone, locale), zone: getTimeZoneLabel(timeZone, startsAt, locale) })
          : t('whenDay', { date })}
        <br />
        {t('grade', { grade: props.gradeTitle })}
        <br />
        {t('party', { party: props.party.map(({ band, count }) => t('partyBand', { band, count })).join(', ') })}
        <br />
        {t('total', { total: formatMoney(props.totalCents, locale) })}
        {props.meetingPoint && active ? (
          <>
            <br />
            {t('meetingPoint', { place: props.meetingPoint })}
          </>
        ) : null}
      </Text>
      {props.moneyCents > 0 ? <Text style={emailStyles.text}>{describeMoney(t, kind, formatMoney(props.moneyCents, locale))}</Text> : null}
      {active ? (
        <Text style={emailStyles.muted}>
          {props.cancellation.kind === 'free_until'
            ? t('freeCancellation', {
                date: formatDate(props.cancellation.freeUntil, timeZone, locale),
                time: formatTime(props.cancellation.freeUntil, timeZone, locale),
                zone: getTimeZoneLabel(timeZone, props.cancellation.freeUntil, locale),
              })
            : t(props.cancellation.kind === 'non_refundable' ? 'nonRefundable' : 'cancellationWindowPassed')}
        </Text>
      ) : null}
      {active && props.manageUrl ? (
        <Section style={{ margin: '8px 0 16px' }}>
          <Text style={emailStyles.text}>{t('manageText')}</Text>
          <Button href={props.manageUrl} style={emailStyles.button}>
            {t('manage')}
          </Button>
        </Section>
      ) : null}
      <Text style={emailStyles.text}>{t('thanks')}</Text>
    </EmailLayout>
  );
}
