import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { GET as bookingCalendar } from '@/app/api/bookings/calendar/route';
import { cancelBookingAction } from '@/domains/bookings/cancellation-actions';
import { getBookingAccessKey } from '@/domains/bookings/server/booking-access';
import { cancelManagedBooking, getManagedBooking } from '@/domains/bookings/server/manage-booking';
import { listUpcomingBookings } from '@/domains/bookings/server/cancellation';
import { getBookingConfirmation, listCustomerBookings } from '@/domains/bookings/server/queries';
import { confirmBookingRequest } from '@/domains/bookings/server/request-answers';
import { TEST_CARDS } from '@/domains/payments/lib/test-cards';
import { CUSTOMER_COOKIE } from '@/server/auth';
import { getDatabase } from '@/server/db';
import frenchMessages from '../../../messages/fr-CA.json';
import { createCustomer } from '../money/money-fixtures';
import { createCustomerSessionTokenForTest } from '../support/admin-api';
import { currentRequest } from '../support/next-headers-mock';
import {
  ADULT_CENTS,
  book,
  createExperienceBeforeEach,
  expectAppError,
  experience,
  listEmails,
  listEntries,
  NOW,
  readBalance,
  readBooking,
  saturdayMorning,
} from './booking-helpers';

createExperienceBeforeEach();

/** A day and a half before Saturday 09:00 in Vancouver: free cancellation still holds. */
const BEFORE_DEADLINE = new Date('2026-12-18T05:00:00Z');

function tamper(key: string): string {
  return key.replace(/^./, (character) => (character === 'a' ? 'b' : 'a'));
}

/** A booking request of one adult: half from the balance, the rest by card. */
async function bookHalfByCard() {
  const customer = await createCustomer(getDatabase(), 5_000);
  const outcome = await book(customer.id, saturdayMorning(1), { card: TEST_CARDS.succeeds });
  const { id } = await readBooking(outcome.reference);
  return { customer, id, reference: outcome.reference };
}

function calendarRequest(reference: string, key: string): Promise<Response> {
  return bookingCalendar(new Request(`http://localhost/api/bookings/calendar?${new URLSearchParams({ reference, key })}`));
}

describe('the manage page of a booking', () => {
  it('shows the booking to its owner, or to the holder of its e-mail link, with what cancelling and changing would give back', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    const stranger = await createCustomer(getDatabase());
    const key = getBookingAccessKey(id);

    const byOwner = await getManagedBooking(reference, { userId: customer.id }, NOW);
    expect(byOwner).toMatchObject({
      reference,
      status: 'REQUESTED',
      timeZone: 'America/Vancouver',
      startTime: '09:00',
      travellers: [{ label: 'Adult', count: 1 }],
      totalCents: ADULT_CENTS,
      fromBalanceCents: 5_000,
      byCardCents: ADULT_CENTS - 5_000,
      // 24 hours before Saturday 09:00 in Vancouver (UTC−7).
      cancellation: { status: 'free', refundCents: ADULT_CENTS, freeUntil: '2026-12-18T16:00:00.000Z' },
      ownerSignedIn: true,
    });
    expect(byOwner?.startsAt.toISOString()).toBe('2026-12-19T16:00:00.000Z');
    expect(await getManagedBooking(reference, { userId: null, accessKey: key }, NOW)).toMatchObject({ reference, ownerSignedIn: false });
    // Signed in as someone else, the link still opens it, but changing it needs the owner.
    expect(await getManagedBooking(reference, { userId: stranger.id, accessKey: key }, NOW)).toMatchObject({ reference, ownerSignedIn: false });
  });

  it('is not found for a tampered key, another booking’s key, someone else, or no key', async () => {
    const { id, reference } = await bookHalfByCard();
    const other = await bookHalfByCard();
    const key = getBookingAccessKey(id);
    expect(await getManagedBooking(reference, { userId: null, accessKey: tamper(key) }, NOW)).toBeNull();
    expect(await getManagedBooking(reference, { userId: null, accessKey: getBookingAccessKey(other.id) }, NOW)).toBeNull();
    expect(await getManagedBooking(reference, { userId: other.customer.id }, NOW)).toBeNull();
    expect(await getManagedBooking(reference, { userId: null }, NOW)).toBeNull();
    expect(await getManagedBooking('BKG-NOSUCH00', { userId: null, accessKey: key }, NOW)).toBeNull();
  });

  it('is reached from the booking e-mail, whose link works without signing in', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    const email = (await listEmails(customer.email)).at(-1);
    const link = /https?:\/\/\S+\/booking\/manage\?reference=[^&\s]+&key=[0-9a-f]{32}/.exec(email?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    expect(url.searchParams.get('reference')).toBe(reference);
    expect(url.searchParams.get('key')).toBe(getBookingAccessKey(id));
    expect(await getManagedBooking(reference, { userId: null, accessKey: url.searchParams.get('key') }, NOW)).not.toBeNull();
  });

  it('cancels by the e-mail link: everything paid goes back to the owner’s balance; a tampered key changes nothing', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    const key = getBookingAccessKey(id);
    await expectAppError(cancelManagedBooking(id, { userId: null, accessKey: tamper(key) }, BEFORE_DEADLINE), 'not_found');
    expect(await readBooking(reference)).toMatchObject({ status: 'REQUESTED' });

    expect(await cancelManagedBooking(id, { userId: null, accessKey: key }, BEFORE_DEADLINE)).toEqual({ reference, refundCents: ADULT_CENTS });
    expect(await readBooking(reference)).toMatchObject({ status: 'CANCELLED' });
    expect(await readBalance(customer.id)).toBe(ADULT_CENTS);
    expect((await listEntries(customer.id)).at(-1)).toMatchObject({ kind: 'REFUND', amountCents: ADULT_CENTS, bookingId: id });
    expect(await getManagedBooking(reference, { userId: null, accessKey: key }, BEFORE_DEADLINE)).toMatchObject({ status: 'CANCELLED', cancellation: { status: 'not_active' } });
  });

  it('cancels through the Cancel button’s action with the key and no session, and refuses a malformed key', async () => {
    const { id, reference } = await bookHalfByCard();
    currentRequest.cookies = new Map();
    expect(await cancelBookingAction({ bookingId: id })).toMatchObject({ ok: false, code: 'unauthorized' });
    expect(await cancelBookingAction({ bookingId: id, accessKey: 'not-a-key' })).toMatchObject({ ok: false, code: 'invalid_input', fieldErrors: { accessKey: ['This link is not valid.'] } });
    expect(await cancelBookingAction({ bookingId: id, accessKey: tamper(getBookingAccessKey(id)) })).toMatchObject({ ok: false, code: 'not_found' });
    // The 24 hours are counted from the real clock here: the booking is weeks ahead of it.
    expect(await cancelBookingAction({ bookingId: id, accessKey: getBookingAccessKey(id) })).toEqual({ ok: true, data: { reference, refundCents: ADULT_CENTS } });
  });

  it('cancels through the action for the signed-in owner, as /cancellation does, and for no one else', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    const stranger = await createCustomer(getDatabase());
    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, await createCustomerSessionTokenForTest(stranger.id)]]);
    expect(await cancelBookingAction({ bookingId: id })).toMatchObject({ ok: false, code: 'not_found' });
    currentRequest.cookies = new Map([[CUSTOMER_COOKIE.name, await createCustomerSessionTokenForTest(customer.id)]]);
    expect(await cancelBookingAction({ bookingId: id })).toEqual({ ok: true, data: { reference, refundCents: ADULT_CENTS } });
    currentRequest.cookies = new Map();
  });

  it('hands the calendar file of a confirmed booking to the holder of its key only', async () => {
    const { id, reference } = await bookHalfByCard();
    const staff = await createCustomer(getDatabase());
    const key = getBookingAccessKey(id);
    // A request has no calendar file yet.
    expect((await calendarRequest(reference, key)).status).toBe(404);
    await confirmBookingRequest(id, staff.id, NOW);
    const answer = await calendarRequest(reference, key);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/calendar');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(await answer.text()).toContain('DTSTART:20261219T160000Z');
    expect((await calendarRequest(reference, tamper(key))).status).toBe(404);
    expect((await calendarRequest(reference, 'short')).status).toBe(400);
  });

  it('writes a French customer’s booking e-mails and calendar file in French, in the experience’s time zone', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    await getDatabase().user.update({ where: { id: customer.id }, data: { locale: 'fr-CA' } });
    const staff = await createCustomer(getDatabase());
    await confirmBookingRequest(id, staff.id, NOW);
    const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.booking' });
    const confirmation = (await listEmails(customer.email)).at(-1);
    expect(confirmation?.subject).toBe(t('subject.confirmed', { reference }));
    // Saturday 19 December, 09:00 in Vancouver (permanent UTC−7 from 2026), written the Québec way.
    expect(confirmation?.text).toContain('samedi 19 décembre 2026');
    expect(confirmation?.text).toContain('9 h 00 (HAP)');
    expect(confirmation?.text).toMatch(/89,00\s\$/);
    expect(confirmation?.text).toContain(`/fr-CA/booking/manage?reference=${reference}&key=`);

    const file = (await (await calendarRequest(reference, getBookingAccessKey(id))).text()).replace(/\r\n /g, '');
    const description = t('calendarDescription', { reference, grade: 'Standard', party: t('partyBand', { count: 1, band: 'Adult' }) });
    expect(file).toContain(`DESCRIPTION:${description.replace(/([,;])/g, '\\$1')}`);
    expect(file).toContain('DTSTART:20261219T160000Z');
  });

  it('names the experience in the customer’s language on the booking pages, e-mails and calendar file', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    const db = getDatabase();
    await db.user.update({ where: { id: customer.id }, data: { locale: 'fr-CA' } });
    await db.product.update({ where: { id: experience.productId }, data: { meetingPoint: 'Granville Island dock' } });
    await db.productTranslation.create({ data: { productId: experience.productId, locale: 'fr-CA', title: 'Kayak sur False Creek', meetingPoint: 'Quai de l’île Granville' } });
    // The option and the age band, named by staff like the product (docs/adr/0024).
    const standard = await db.tourGrade.findFirstOrThrow({ where: { productId: experience.productId, code: 'STANDARD' }, select: { id: true } });
    await db.tourGradeTranslation.create({ data: { tourGradeId: standard.id, locale: 'fr-CA', title: 'Formule de base' } });
    const adult = await db.ageBand.findFirstOrThrow({ where: { productId: experience.productId, code: 'ADULT' }, select: { id: true } });
    await db.ageBandTranslation.create({ data: { ageBandId: adult.id, locale: 'fr-CA', label: 'Adulte' } });
    await confirmBookingRequest(id, (await createCustomer(db)).id, NOW);
    const confirmation = (await listEmails(customer.email)).at(-1);
    const t = createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.booking' });
    expect(confirmation?.text).toContain('Kayak sur False Creek');
    expect(confirmation?.text).toContain('Quai de l’île Granville');
    expect(confirmation?.text).toContain(t('grade', { grade: 'Formule de base' }));
    expect(confirmation?.text).toContain(t('partyBand', { count: 1, band: 'Adulte' }));
    expect(confirmation?.text).not.toContain('False Creek kayak tour');
    expect(confirmation?.text).not.toContain('Standard');
    const file = (await (await calendarRequest(reference, getBookingAccessKey(id))).text()).replace(/\r\n /g, '');
    expect(file).toContain('SUMMARY:Kayak sur False Creek');
    expect(file).toContain('LOCATION:Quai de l’île Granville');
    expect(file).toContain('Formule de base');
    expect(file).toContain(t('partyBand', { count: 1, band: 'Adulte' }));

    const french = { title: 'Kayak sur False Creek', untranslated: [], tourGradeTitle: 'Formule de base', tourGradeTitleUntranslated: false };
    const frenchTravellers = [{ label: 'Adulte', labelUntranslated: false, count: 1 }];
    expect(await getManagedBooking(reference, { userId: customer.id }, NOW, 'fr-CA')).toMatchObject({ ...french, travellers: frenchTravellers });
    expect(await getBookingConfirmation(reference, customer.id, 'fr-CA')).toMatchObject({ ...french, travellers: frenchTravellers });
    expect(await listUpcomingBookings(customer.id, NOW, 'fr-CA')).toEqual([expect.objectContaining(french)]);
    expect(await listCustomerBookings(customer.id, 'fr-CA', undefined, NOW)).toEqual([expect.objectContaining({ title: 'Kayak sur False Creek', untranslated: [] })]);
    // The same booking on an English page.
    expect(await getManagedBooking(reference, { userId: customer.id }, NOW, 'en-CA')).toMatchObject({
      title: 'False Creek kayak tour',
      untranslated: [],
      tourGradeTitle: 'Standard',
      travellers: [{ label: 'Adult', labelUntranslated: false, count: 1 }],
    });

    await cancelManagedBooking(id, { userId: customer.id }, BEFORE_DEADLINE);
    const cancelled = (await listEmails(customer.email)).at(-1);
    expect(cancelled?.subject).toBe(createTranslator({ locale: 'fr-CA', messages: frenchMessages, namespace: 'modules.mail.booking' })('subject.cancelled', { reference }));
    expect(cancelled?.text).toContain('Kayak sur False Creek');
  });

  it('names an experience staff have not translated in English, marked as such, for a French customer', async () => {
    const { customer, id, reference } = await bookHalfByCard();
    await getDatabase().user.update({ where: { id: customer.id }, data: { locale: 'fr-CA' } });
    await confirmBookingRequest(id, (await createCustomer(getDatabase())).id, NOW);
    expect((await listEmails(customer.email)).at(-1)?.text).toContain('False Creek kayak tour');
    expect(await getManagedBooking(reference, { userId: customer.id }, NOW, 'fr-CA')).toMatchObject({
      title: 'False Creek kayak tour',
      untranslated: ['title'],
      tourGradeTitle: 'Standard',
      tourGradeTitleUntranslated: true,
      travellers: [{ label: 'Adult', labelUntranslated: true, count: 1 }],
    });
    expect(await listCustomerBookings(customer.id, 'fr-CA', undefined, NOW)).toEqual([expect.objectContaining({ title: 'False Creek kayak tour', untranslated: ['title'] })]);
  });

  it('marks the account’s bookings that can still be managed', async () => {
    const { customer, id } = await bookHalfByCard();
    await book(customer.id, saturdayMorning(1, { startTime: '14:00' }), { card: TEST_CARDS.succeeds });
    await cancelManagedBooking(id, { userId: customer.id }, BEFORE_DEADLINE);
    const listed = await listCustomerBookings(customer.id, 'en-CA', undefined, NOW);
    expect(listed.map((booking) => [booking.status, booking.upcoming])).toEqual(
      expect.arrayContaining([
        ['CANCELLED', false],
        ['REQUESTED', true],
      ]),
    );
    const afterTheStart = await listCustomerBookings(customer.id, 'en-CA', undefined, new Date('2026-12-20T00:00:00Z'));
    expect(afterTheStart.every((booking) => !booking.upcoming)).toBe(true);
  });
});
