import 'server-only';
import { readBookingOptionNames } from '@/domains/catalog/server/queries';
import { routing } from '@/i18n/routing';
import type { Localized } from '@/lib/content-translation';
import { getDatabase, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { getFirstBookableDate, listBookableSlots } from '../lib/booking-calendar';
import { getBookingStart } from '../lib/cancellation-terms';
import { toCheckoutQuery } from '../lib/checkout-query';
import { getTimeZoneName, listDatesOfMonth } from '@/lib/local-time';
import type { BookingAvailabilityQuery, BookingConfirmation, CustomerBooking, StaffBookingListParams, StaffBookingRow } from '../schemas';
import { getBookingStartsAt } from './booking-emails';
import { nameBookingOptions, readBookingTitle, readBookingTitles, toLocalDate } from './booking-internals';
import { readProductBookingData, type ProductBookingData } from './repository';
import {
  findBookingByReference,
  findBookingExchangeLinks,
  findBookingsForStaff,
  findVisibleBookingsOfUser,
  summarizeOpenBookingRequests,
} from './repository-bookings';

// Reads for the booking widget, the confirmation and account pages, and the back office. Write nothing.

export type AvailabilityDay = {
  date: string;
  /** Departures with their seats left; empty for a supplier product, whose hours come at checkout. */
  hours: { startTime: string; timeZoneLabel: string; remaining: number }[];
};

export type BookingAvailability = {
  productSlug: string;
  serviceType: 'CUSTOM' | 'VIATOR';
  timeZone: string;
  timeZoneName: string;
  firstBookableDate: string;
  days: AvailabilityDay[];
  maxTravellers: number;
  requiresAdult: boolean;
  ageBands: Localized<ProductBookingData['ageBands'][number], 'label'>[];
  tourGrades: (Localized<ProductBookingData['tourGrades'][number], 'title' | 'description'> & { pricesCents: Readonly<Record<string, number>> })[];
};

/**
 * One month of an experience's calendar for the booking widget: a custom experience's departures
 * after the lead time with the seats left (sold-out hours shown as such), or, for a supplier
 * product, every date after the lead time (the supplier confirms the date when it is priced).
 */
export async function listBookingAvailability({ slug, month, locale }: BookingAvailabilityQuery, now = new Date()): Promise<BookingAvailability> {
  const product = await readProductBookingData(getDatabase(), { product: { slug }, month });
  if (!product?.published) throw new AppError('not_found', 'This experience does not exist.');
  const firstBookableDate = getFirstBookableDate(product.calendar, now);
  const days = new Map<string, AvailabilityDay>();
  if (product.serviceType === 'CUSTOM') {
    for (const slot of listBookableSlots(product.calendar, { month, now, locale })) {
      const day = days.get(slot.date) ?? { date: slot.date, hours: [] };
      day.hours.push({ startTime: slot.startTime, timeZoneLabel: slot.timeZoneLabel, remaining: slot.remaining });
      days.set(slot.date, day);
    }
  } else {
    for (const date of listDatesOfMonth(month)) if (date >= firstBookableDate) days.set(date, { date, hours: [] });
  }
  const prices = new Map(product.priceRules.tourGrades.map((grade) => [grade.code, grade.pricesCents]));
  const optionNames = await readBookingOptionNames([product.productId], locale ?? routing.defaultLocale);
  return {
    productSlug: product.slug,
    serviceType: product.serviceType,
    timeZone: product.calendar.timeZone,
    timeZoneName: getTimeZoneName(product.calendar.timeZone, locale ?? routing.defaultLocale, now),
    firstBookableDate,
    days: [...days.values()].filter((day) => day.hours.length === 0 || day.hours.some((hour) => hour.remaining > 0)),
    maxTravellers: product.priceRules.maxTravellers,
    requiresAdult: product.priceRules.requiresAdult,
    ageBands: product.ageBands.map((band) => optionNames.ageBand(product.productId, band)),
    tourGrades: product.tourGrades.map((grade) => ({ ...optionNames.tourGrade(product.productId, grade), pricesCents: prices.get(grade.code) ?? {} })),
  };
}

/**
 * One booking for its confirmation page, its experience titled in the page's `locale`; null unless
 * it belongs to this customer (another's reference is "not found").
 */
export async function getBookingConfirmation(reference: string, userId: string, locale: string = routing.defaultLocale): Promise<BookingConfirmation | null> {
  const booking = await findBookingByReference(getDatabase(), reference);
  if (!booking || booking.userId !== userId) return null;
  const [links, { title, untranslated }, options] = await Promise.all([
    findBookingExchangeLinks(getDatabase(), booking.id),
    readBookingTitle(booking, locale),
    nameBookingOptions(booking, locale),
  ]);
  const totalCents = booking.totalCents - booking.discountCents;
  const previous = links?.exchangedFrom;
  const previousPaidCents = previous ? previous.totalCents - previous.discountCents : 0;
  return {
    reference: booking.reference,
    status: booking.status,
    confirmation: booking.serviceType === 'CUSTOM' ? 'request' : 'instant',
    productSlug: booking.product.slug,
    title,
    untranslated,
    ...options,
    travelDate: toLocalDate(booking.travelDate),
    startTime: booking.startTime,
    timeZone: booking.product.timeZone,
    startsAt: getBookingStartsAt(booking),
    totalCents,
    fromBalanceCents: booking.paidFromBalanceCents + booking.balanceHeldCents,
    byCardCents: booking.paidByCardCents,
    declineReason: booking.declineReason,
    exchangedFrom: previous
      ? { reference: previous.reference, paidWithCents: Math.min(previousPaidCents, totalCents), returnedToBalanceCents: Math.max(0, previousPaidCents - totalCents) }
      : null,
    exchangedToReference: links?.exchangedTo?.reference ?? null,
    checkoutQuery: toCheckoutQuery({
      productSlug: booking.product.slug,
      tourGradeCode: booking.tourGrade.code,
      travelDate: toLocalDate(booking.travelDate),
      startTime: booking.startTime,
      travellers: booking.travellers.map(({ ageBandCode, count }) => ({ ageBandCode, count })),
    }),
  };
}

const ACCOUNT_BOOKINGS_SHOWN = 50;

/** The account page's bookings, newest first, titled in `locale`; a checkout that never completed is not a booking. */
export async function listCustomerBookings(userId: string, locale: string, db?: DatabaseClient, now = new Date()): Promise<CustomerBooking[]> {
  const bookings = await findVisibleBookingsOfUser(getDatabase(db), userId, ACCOUNT_BOOKINGS_SHOWN);
  const titles = await readBookingTitles(bookings, locale, db);
  return bookings.flatMap((booking, index) => {
    if (booking.status === 'PENDING_PAYMENT' || booking.status === 'FAILED') return [];
    const startsAt = booking.startsAt ?? getBookingStart({ travelDate: toLocalDate(booking.travelDate), startTime: booking.startTime, timeZone: booking.product.timeZone });
    return [
      {
        reference: booking.reference,
        status: booking.status,
        title: titles[index]!.title,
        untranslated: titles[index]!.untranslated,
        travelDate: toLocalDate(booking.travelDate),
        startTime: booking.startTime,
        timeZone: booking.product.timeZone,
        startsAt,
        totalCents: booking.totalCents - booking.discountCents,
        upcoming: (booking.status === 'REQUESTED' || booking.status === 'CONFIRMED') && startsAt > now,
        exchangedToReference: booking.exchangedTo?.reference ?? null,
      },
    ];
  });
}

/** `GET /api/admin/bookings`: one page of bookings (e.g. the requests waiting for an answer) and how many there are. */
export async function listBookingsForStaff(params: StaffBookingListParams): Promise<{ data: StaffBookingRow[]; total: number }> {
  const { rows, total } = await findBookingsForStaff(getDatabase(), {
    status: params.status,
    search: params.search || undefined,
    skip: (params.page - 1) * params.per_page,
    take: params.per_page,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      status: row.status,
      serviceType: row.serviceType,
      experience: row.product,
      tourGradeCode: row.tourGrade.code,
      travelDate: toLocalDate(row.travelDate),
      startTime: row.startTime,
      travellers: row.travellers,
      totalCents: row.totalCents - row.discountCents,
      customer: row.user,
      holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
  };
}

/** The dashboard's figure: custom requests waiting for an answer, and how long the oldest has waited (the promise is 1–3 days). */
export async function getBookingRequestFigures(
  now = new Date(),
  db?: DatabaseClient,
): Promise<{ pending: number; oldestRequestedAt: string | null; oldestWaitingHours: number | null }> {
  const { count, oldestCreatedAt } = await summarizeOpenBookingRequests(getDatabase(db));
  if (!oldestCreatedAt) return { pending: count, oldestRequestedAt: null, oldestWaitingHours: null };
  return { pending: count, oldestRequestedAt: oldestCreatedAt.toISOString(), oldestWaitingHours: Math.max(0, Math.floor((now.getTime() - oldestCreatedAt.getTime()) / 3_600_000)) };
}
