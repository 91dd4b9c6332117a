import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/bookings/[slug]/availability/route';
import type { BookingAvailabilityAnswer, BookingSelection } from '@/domains/bookings/schemas';
import { getBookingConfirmation, listBookingAvailability, listCustomerBookings } from '@/domains/bookings/server/queries';
import { placeBooking } from '@/domains/bookings/server/checkout';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { createBookableExperience, type BookableExperience } from './booking-fixtures';

// 12:00 in Vancouver: with the 21-day lead time the first bookable date is Wednesday 16 December.
const NOW = new Date('2026-11-25T20:00:00Z');

let experience: BookableExperience;

beforeEach(async () => {
  experience = await createBookableExperience(getDatabase());
});

function saturday(startTime: string, adults: number): BookingSelection {
  return { productSlug: experience.slug, tourGradeCode: 'STANDARD', travelDate: '2026-12-19', startTime, travellers: [{ ageBandCode: 'ADULT', count: adults }] };
}

function book(userId: string, selection: BookingSelection, card?: string) {
  return placeBooking(selection, {
    userId,
    idempotencyKey: randomUUID().replaceAll('-', ''),
    termsAccepted: true,
    payment: card ? { card: { cardNumber: card } } : undefined,
    now: NOW,
  });
}

describe('the booking widget calendar', () => {
  it('offers the departures after the lead time, without blackout dates, with seats left and the zone name', async () => {
    const month = await listBookingAvailability({ slug: experience.slug, month: '2026-12' }, NOW);
    expect(month.firstBookableDate).toBe('2026-12-16');
    expect(month.timeZone).toBe('America/Vancouver');
    // Wednesdays and Saturdays from the 16th; Boxing Day (Saturday 26th) is a blackout date.
    expect(month.days.map((day) => day.date)).toEqual(['2026-12-16', '2026-12-19', '2026-12-23', '2026-12-30']);
    expect(month.days[1]?.hours).toEqual([
      { startTime: '09:00', timeZoneLabel: 'PDT', remaining: 6 },
      { startTime: '14:00', timeZoneLabel: 'PDT', remaining: 4 },
    ]);
    expect(month.ageBands.map((band) => band.code)).toContain('ADULT');
    expect(month.tourGrades[0]?.pricesCents.ADULT).toBeGreaterThan(0);
  });

  it('shows a sold-out hour as such and drops a day with no seats left at all', async () => {
    const customer = await createCustomer(getDatabase(), 100_000);
    await book(customer.id, saturday('14:00', 4));
    const afterAfternoon = await listBookingAvailability({ slug: experience.slug, month: '2026-12' }, NOW);
    expect(afterAfternoon.days.find((day) => day.date === '2026-12-19')?.hours).toEqual([
      { startTime: '09:00', timeZoneLabel: 'PDT', remaining: 6 },
      { startTime: '14:00', timeZoneLabel: 'PDT', remaining: 0 },
    ]);
    await book(customer.id, saturday('09:00', 6));
    const full = await listBookingAvailability({ slug: experience.slug, month: '2026-12' }, NOW);
    expect(full.days.map((day) => day.date)).not.toContain('2026-12-19');
  });

  it('answers the route with 400 for a malformed month and 404 for an unknown experience', async () => {
    const call = (slug: string, month: string) =>
      GET(new Request(`http://localhost/api/bookings/${slug}/availability?month=${month}`), { params: Promise.resolve({ slug }) });
    expect((await call(experience.slug, '2026-13')).status).toBe(400);
    expect((await call('no-such-experience', '2026-12')).status).toBe(404);
    const answer = await call(experience.slug, '2099-01');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it("answers in the widget's language: the problem a person reads, and a language the shop does not speak refused", async () => {
    const call = (slug: string, query: string) =>
      GET(new Request(`http://localhost/api/bookings/${slug}/availability?${query}`), { params: Promise.resolve({ slug }) });
    const detail = async (answer: Response) => ((await answer.json()) as { detail: string }).detail;
    // Without a language, the detail is the service's own sentence, for API clients.
    expect(await detail(await call('no-such-experience', 'month=2026-12'))).toBe('This experience does not exist.');
    expect(await detail(await call('no-such-experience', 'month=2026-12&locale=en-CA'))).toBe('We could not find what you were looking for.');
    expect((await call(experience.slug, 'month=2026-12&locale=de-DE')).status).toBe(400);
  });

  it('names the experience’s zone in the page’s language, as Intl does', async () => {
    const zoneNameIn = async (locale: string) => {
      const url = `http://localhost/api/bookings/${experience.slug}/availability?month=2099-01&locale=${locale}`;
      return ((await (await GET(new Request(url), { params: Promise.resolve({ slug: experience.slug }) })).json()) as BookingAvailabilityAnswer).timeZoneName;
    };
    expect(await zoneNameIn('fr-CA')).toBe('heure du Pacifique');
    expect(await zoneNameIn('en-CA')).toBe('Pacific Time');
  });
});

describe('the confirmation page and the account list', () => {
  it("shows a booking to its owner only, and lists the customer's bookings without the ones never paid", async () => {
    const owner = await createCustomer(getDatabase(), 10_000);
    const stranger = await createCustomer(getDatabase(), 0);
    const requested = await book(owner.id, saturday('09:00', 1));
    if (requested.status === 'requires_action') throw new Error('unexpected');
    // A declined card: the booking exists as FAILED, with its own page, but is no booking on the account.
    await expect(book(owner.id, saturday('14:00', 2), TEST_CARDS.declined)).resolves.toMatchObject({ status: 'failed', reason: 'payment_declined' });

    const confirmation = await getBookingConfirmation(requested.reference, owner.id);
    expect(confirmation).toMatchObject({ reference: requested.reference, status: 'REQUESTED', confirmation: 'request', travelDate: '2026-12-19', startTime: '09:00', timeZone: 'America/Vancouver' });
    expect(confirmation?.checkoutQuery).toEqual({ product: experience.slug, grade: 'STANDARD', date: '2026-12-19', time: '09:00', travellers: 'ADULT:1' });
    expect(await getBookingConfirmation(requested.reference, stranger.id)).toBeNull();

    const listed = await listCustomerBookings(owner.id, 'en-CA');
    expect(listed.map((booking) => [booking.reference, booking.status])).toEqual([[requested.reference, 'REQUESTED']]);
    expect(listed[0]?.startsAt.toISOString()).toBe('2026-12-19T16:00:00.000Z');
    expect(await listCustomerBookings(stranger.id, 'en-CA')).toEqual([]);
  });
});
