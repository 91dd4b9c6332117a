import { randomUUID } from 'node:crypto';
import { beforeEach, expect } from 'vitest';
import type { BookingSelection } from '@/domains/bookings/schemas';
import { placeBooking } from '@/domains/bookings/server/checkout';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { createBookableExperience, toDbDate, type BookableExperience } from './booking-fixtures';

// What the tests of the booking use cases (booking-quote, booking-checkout, booking-request-answers,
// booking-cancellation, viator-bookings) share.

// 12:00 in Vancouver: with the 21-day lead time the first bookable date is 16 December.
export const NOW = new Date('2026-11-25T20:00:00Z');
export const HOUR = 3_600_000;
export const ADULT_CENTS = 8_900;

/** The experience the current test books: a fresh one before each test of a file that calls createExperienceBeforeEach. */
export let experience: BookableExperience;

// Each file calls this: files share their worker's modules (isolate: false), so a hook written at
// this module's top level would attach to the first file that loads it only.
export function createExperienceBeforeEach(): void {
  beforeEach(async () => {
    experience = await createBookableExperience(getDatabase());
  });
}

export function saturdayMorning(adults = 1, fields: Partial<BookingSelection> = {}): BookingSelection {
  return {
    productSlug: experience.slug,
    tourGradeCode: 'STANDARD',
    travelDate: '2026-12-19',
    startTime: '09:00',
    travellers: [{ ageBandCode: 'ADULT', count: adults }],
    ...fields,
  };
}

export function newKey(): string {
  return randomUUID().replaceAll('-', '');
}

export function book(userId: string, selection: BookingSelection, fields: { key?: string; card?: string; now?: Date } = {}) {
  return placeBooking(selection, {
    userId,
    idempotencyKey: fields.key ?? newKey(),
    termsAccepted: true,
    payment: fields.card ? { card: { cardNumber: fields.card } } : undefined,
    now: fields.now ?? NOW,
  });
}

export async function expectAppError(work: Promise<unknown>, code: AppError['code']): Promise<AppError> {
  const error: unknown = await work.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

export async function readBalance(userId: string): Promise<number> {
  return (await getDatabase().user.findUniqueOrThrow({ where: { id: userId }, select: { balanceCents: true } })).balanceCents;
}

export function listEntries(userId: string) {
  return getDatabase().balanceEntry.findMany({
    where: { userId, reference: { not: 'Opening balance' } },
    select: { kind: true, amountCents: true, idempotencyKey: true, reference: true, bookingId: true },
    orderBy: { createdAt: 'asc' },
  });
}

export function listEmails(to: string) {
  return getDatabase().outboxEmail.findMany({ where: { to }, select: { subject: true, text: true, attachments: true }, orderBy: { createdAt: 'asc' } });
}

export async function readSeatsTaken(slotId: string, date: string): Promise<number> {
  const row = await getDatabase().slotOccupancy.findUnique({ where: { slotId_date: { slotId, date: toDbDate(date) } }, select: { bookedCount: true } });
  return row?.bookedCount ?? 0;
}

export function readBooking(reference: string) {
  return getDatabase().booking.findUniqueOrThrow({
    where: { reference },
    select: { id: true, status: true, balanceHeldCents: true, paidFromBalanceCents: true, paidByCardCents: true, holdExpiresAt: true, supplierRef: true },
  });
}

export function referenceOf(outcome: { reference: string }): string {
  return outcome.reference;
}
