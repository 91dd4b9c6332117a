import 'server-only';
import { createTranslator } from 'use-intl/core';
import { readProductTranslations } from '@/domains/catalog/server/queries';
import { renderEmail } from '@/domains/mail/server/render-email';
import { queueEmail } from '@/domains/mail/server/service';
import { BookingEmail, getBookingEmailSubject, type BookingEmailKind } from '@/domains/mail/server/templates/booking-email';
import type { DatabaseClient } from '@/server/db';
import type { MailAttachment } from '@/domains/mail/server/mail-transport';
import { getCatalogue } from '@/i18n/catalogues';
import { getLocalizedSiteUrl, toAppLocale, type AppLocale } from '@/i18n/locale';
import { overlayTranslation } from '@/lib/content-translation';
import { getServerEnv } from '@/server/env';
import { writeBookingCalendarFile } from '../lib/booking-calendar-file';
import { describeCancellationPromise, getBookingStart } from '../lib/cancellation-terms';
import { getSignedManageBookingUrl } from './booking-access';
import { findBookingOrThrow, nameBookingOptions, toLocalDate } from './booking-internals';
import type { BookingRecord } from './repository-bookings';

/** A booking e-mail ready to queue: rendered before the transaction that queues it, which then only writes. */
export type RenderedBookingEmail = { bookingId: string; to: string; subject: string; text: string; html: string; attachCalendar: boolean };

/** The experience's start instant, read in its own zone. */
export function getBookingStartsAt(booking: BookingRecord): Date {
  return booking.startsAt ?? getBookingStart({ travelDate: toLocalDate(booking.travelDate), startTime: booking.startTime, timeZone: booking.product.timeZone });
}

/** The experience's texts a booking document prints, in the reader's language, English where staff have not translated one. */
async function readBookingProductTexts(booking: BookingRecord, locale: AppLocale): Promise<{ title: string; meetingPoint: string | null }> {
  const translations = await readProductTranslations([booking.productId], locale);
  const { title, meetingPoint } = overlayTranslation(booking.product, translations.get(booking.productId), ['title', 'meetingPoint'], locale);
  return { title, meetingPoint };
}

/**
 * The customer's e-mail for one step of a booking. `moneyCents` is what the step moved: held,
 * paid, or given back to the balance. A confirmation carries the booking's calendar file.
 */
export async function renderBookingEmail(
  booking: BookingRecord,
  kind: BookingEmailKind,
  details: { moneyCents: number; declineReason?: string | null },
): Promise<RenderedBookingEmail> {
  const startsAt = getBookingStartsAt(booking);
  const locale = toAppLocale(booking.user.locale);
  const [product, options] = await Promise.all([readBookingProductTexts(booking, locale), nameBookingOptions(booking, locale)]);
  const { html, text } = await renderEmail(
    <BookingEmail
      kind={kind}
      locale={locale}
      siteUrl={getLocalizedSiteUrl(getServerEnv().SITE_URL, locale)}
      firstName={booking.user.firstName}
      reference={booking.reference}
      title={product.title}
      gradeTitle={options.tourGradeTitle}
      startsAt={startsAt}
      hasStartTime={booking.startTime !== null}
      timeZone={booking.product.timeZone}
      party={options.travellers.map(({ label, count }) => ({ band: label, count }))}
      totalCents={booking.totalCents - booking.discountCents}
      moneyCents={details.moneyCents}
      meetingPoint={product.meetingPoint}
      cancellation={describeCancellationPromise(startsAt, booking.product.nonRefundable, new Date())}
      declineReason={details.declineReason ?? null}
      manageUrl={kind === 'requested' || kind === 'confirmed' ? getSignedManageBookingUrl(booking, locale) : null}
    />,
  );
  return {
    bookingId: booking.id,
    to: booking.user.email,
    subject: getBookingEmailSubject({ locale, kind, reference: booking.reference }),
    text,
    html,
    attachCalendar: kind === 'confirmed',
  };
}

/** Queues it in the caller's transaction, so the e-mail exists exactly when the change commits. */
export async function queueBookingEmail(email: RenderedBookingEmail, tx: DatabaseClient): Promise<string> {
  const { emailId } = await queueEmail(
    {
      to: email.to,
      replyTo: null,
      subject: email.subject,
      text: email.text,
      html: email.html,
      ...(email.attachCalendar ? { attachments: [{ kind: 'booking-ics' as const, bookingId: email.bookingId }] } : {}),
    },
    tx,
  );
  return emailId;
}

/** What the calendar event says about the booking, in the customer's language. */
async function describeBookingForCalendar(booking: BookingRecord, locale: AppLocale): Promise<string> {
  const t = createTranslator({ locale, messages: getCatalogue(locale), namespace: 'modules.mail.booking' });
  const options = await nameBookingOptions(booking, locale);
  const party = options.travellers.map(({ label, count }) => t('partyBand', { count, band: label }));
  return t('calendarDescription', { reference: booking.reference, grade: options.tourGradeTitle, party: party.join(', ') });
}

/** The `.ics` attached to a confirmation, made when the e-mail is sent (the outbox keeps only the reference). */
export async function renderBookingCalendarAttachment(bookingId: string): Promise<MailAttachment> {
  const booking = await findBookingOrThrow(bookingId);
  const locale = toAppLocale(booking.user.locale);
  const product = await readBookingProductTexts(booking, locale);
  const content = writeBookingCalendarFile({
    uid: `${booking.reference}@bookings`,
    title: product.title,
    startsAt: getBookingStartsAt(booking),
    durationMinutes: booking.product.durationMinutes,
    location: product.meetingPoint,
    description: await describeBookingForCalendar(booking, locale),
    createdAt: booking.decidedAt ?? booking.createdAt,
  });
  return { filename: `${booking.reference}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(content, 'utf8') };
}
