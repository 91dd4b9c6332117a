import { randomUUID } from 'node:crypto';
import {beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/bookings/route';
import { POST as confirm } from '@/app/api/admin/bookings/[id]/confirm/route';
import { POST as decline } from '@/app/api/admin/bookings/[id]/decline/route';
import { placeBooking } from '@/domains/bookings/server/checkout';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { callRoute, createStaffMemberForTest } from '../support/admin-api';
import { createBookableExperience, type BookableExperience } from './booking-fixtures';

const NOW = new Date('2026-11-25T20:00:00Z');
const ADULT_CENTS = 8_900;

let experience: BookableExperience;
let staffToken: string;

beforeEach(async () => {
  experience = await createBookableExperience(getDatabase());
  staffToken = (await createStaffMemberForTest()).token;
});

function call<T>(
  handler: Parameters<typeof callRoute<T>>[0],
  url: string,
  params: T,
  init: { method?: string; body?: string; token?: string | null } = {},
) {
  const body = init.body === undefined ? undefined : (JSON.parse(init.body) as unknown);
  return callRoute(handler, url, params, { method: init.method, body, token: init.token === undefined ? staffToken : init.token });
}

/**
 * The routes answer on the real clock, so the booking is made on it too: a Saturday five weeks on,
 * past the lead time whatever the day the suite runs (a fixed date fell inside it on 29 November).
 */
function saturdayFiveWeeksFrom(now: Date): string {
  const day = new Date(now.getTime() + 35 * 24 * 60 * 60 * 1000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  const blackedOut = ['2026-12-26', '2027-01-02'];
  while (blackedOut.includes(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
}

async function requestBooking(): Promise<{ bookingId: string; customerId: string; email: string }> {
  const customer = await createCustomer(getDatabase(), 50_000);
  const now = new Date(Math.max(Date.now(), NOW.getTime()));
  const outcome = await placeBooking(
    { productSlug: experience.slug, tourGradeCode: 'STANDARD', travelDate: saturdayFiveWeeksFrom(now), startTime: '09:00', travellers: [{ ageBandCode: 'ADULT', count: 1 }] },
    // The hold runs 72 hours from now, so the request is still open when the route answers it.
    { userId: customer.id, idempotencyKey: randomUUID(), termsAccepted: true, now },
  );
  return { bookingId: outcome.bookingId, customerId: customer.id, email: customer.email };
}

function listAudit(entityId: string) {
  return getDatabase().auditLogEntry.findMany({ where: { entityId }, select: { action: true, entityType: true, data: true } });
}

describe('the admin bookings API', () => {
  it('lists the requests waiting for an answer, a page at a time, with the total', async () => {
    const first = await requestBooking();
    const second = await requestBooking();
    await requestBooking();
    const page = await call(GET, '/api/admin/bookings?status=REQUESTED&page=1&per_page=2', {});
    expect(page.status).toBe(200);
    const body = (await page.json()) as { data: { id: string; status: string; totalCents: number; customer: { email: string }; experience: { title: string } }[]; total: number };
    expect(body.total).toBe(3);
    expect(body.data.map((row) => row.id)).toEqual([first.bookingId, second.bookingId]);
    expect(body.data[0]).toMatchObject({ status: 'REQUESTED', totalCents: ADULT_CENTS, customer: { email: first.email }, experience: { title: 'False Creek kayak tour' } });

    const confirmedOnly = (await (await call(GET, '/api/admin/bookings?status=CONFIRMED', {})).json()) as { data: unknown[]; total: number };
    expect(confirmedOnly).toEqual({ data: [], total: 0 });
    expect((await call(GET, '/api/admin/bookings?status=LOST', {})).status).toBe(400);
    expect((await call(GET, '/api/admin/bookings?per_page=101', {})).status).toBe(400);
  });

  it('answers 401 without a staff token, and for a customer’s token', async () => {
    const { bookingId, customerId } = await requestBooking();
    const customerToken = await sealSessionToken({ userId: customerId, role: 'CUSTOMER' }, 600);
    for (const token of [null, customerToken]) {
      expect((await call(GET, '/api/admin/bookings?status=REQUESTED', {}, { token })).status).toBe(401);
      expect((await call(confirm, `/api/admin/bookings/${bookingId}/confirm`, { id: bookingId }, { method: 'POST', token })).status).toBe(401);
      const declined = await call(decline, `/api/admin/bookings/${bookingId}/decline`, { id: bookingId }, { method: 'POST', token, body: JSON.stringify({ reason: 'No guide' }) });
      expect(declined.status).toBe(401);
      expect(declined.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await getDatabase().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true } })).toEqual({ status: 'REQUESTED' });
  });

  it('answers 403 to an editor: booking requests move money', async () => {
    const { bookingId } = await requestBooking();
    const { token } = await createStaffMemberForTest('EDITOR');
    expect((await call(GET, '/api/admin/bookings?status=REQUESTED', {}, { token })).status).toBe(403);
    expect((await call(confirm, `/api/admin/bookings/${bookingId}/confirm`, { id: bookingId }, { method: 'POST', token })).status).toBe(403);
    expect(await getDatabase().booking.findUniqueOrThrow({ where: { id: bookingId }, select: { status: true } })).toEqual({ status: 'REQUESTED' });
  });

  it('confirms a request once: the second time is a 409, and the decision is in the audit log', async () => {
    const { bookingId } = await requestBooking();
    const first = await call(confirm, `/api/admin/bookings/${bookingId}/confirm`, { id: bookingId }, { method: 'POST' });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { data: { status: string } }).data.status).toBe('confirmed');

    const second = await call(confirm, `/api/admin/bookings/${bookingId}/confirm`, { id: bookingId }, { method: 'POST' });
    expect(second.status).toBe(409);
    expect(((await second.json()) as { detail: string }).detail).toBe('This request was already answered.');
    expect(await listAudit(bookingId)).toEqual([{ action: 'booking.confirm', entityType: 'Booking', data: { reference: expect.stringMatching(/^BKG-/) } }]);
    expect((await call(confirm, '/api/admin/bookings/missing/confirm', { id: 'missing' }, { method: 'POST' })).status).toBe(404);
  });

  it('declines only with a reason, returning the money to the customer’s balance', async () => {
    const { bookingId, customerId } = await requestBooking();
    const url = `/api/admin/bookings/${bookingId}/decline`;
    for (const body of [JSON.stringify({}), JSON.stringify({ reason: '   ' })]) {
      const refused = await call(decline, url, { id: bookingId }, { method: 'POST', body });
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { errors: Record<string, string[]> }).errors.reason).toEqual(['Give the reason the customer will read']);
    }
    expect(await listAudit(bookingId)).toEqual([]);

    const declined = await call(decline, url, { id: bookingId }, { method: 'POST', body: JSON.stringify({ reason: 'The guide is ill that day.' }) });
    expect(declined.status).toBe(200);
    expect(((await declined.json()) as { data: { status: string } }).data.status).toBe('declined');
    expect((await getDatabase().user.findUniqueOrThrow({ where: { id: customerId }, select: { balanceCents: true } })).balanceCents).toBe(50_000);
    expect(await listAudit(bookingId)).toEqual([
      { action: 'booking.decline', entityType: 'Booking', data: { reference: expect.stringMatching(/^BKG-/), reason: 'The guide is ill that day.' } },
    ]);
    expect((await call(decline, url, { id: bookingId }, { method: 'POST', body: JSON.stringify({ reason: 'Again' }) })).status).toBe(409);
  });
});
