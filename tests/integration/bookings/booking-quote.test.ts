import { describe, expect, it } from 'vitest';
import { quoteBooking } from '@/domains/bookings/server/quote';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { createExperienceBeforeEach, expectAppError, experience, NOW, saturdayMorning } from './booking-helpers';

createExperienceBeforeEach();

describe('quoting a booking', () => {
  it('prices the party, plans balance then card, and dates free cancellation in the experience’s zone', async () => {
    const customer = await createCustomer(getDatabase(), 10_000);
    const quote = await quoteBooking(
      saturdayMorning(2, { travellers: [{ ageBandCode: 'ADULT', count: 2 }, { ageBandCode: 'CHILD', count: 1 }] }),
      { userId: customer.id, now: NOW },
    );
    expect(quote).toMatchObject({
      confirmation: 'request',
      timeZone: 'America/Vancouver',
      startsAt: new Date('2026-12-19T16:00:00Z'),
      totalCents: 24_030,
      balanceCents: 10_000,
      payment: { fromBalanceCents: 10_000, byCardCents: 14_030, balanceCovers: false },
      cancellation: { kind: 'free_until', freeUntil: new Date('2026-12-18T16:00:00Z') },
      // One clock: the server names the hour in the experience's zone; the browser only shows the text.
      labels: { start: 'Saturday, December 19, 2026 at 9:00 a.m. PDT', freeUntil: 'Friday, December 18, 2026 at 9:00 a.m. PDT' },
    });
    expect(quote.lines.map(({ ageBandCode, count, subtotalCents }) => [ageBandCode, count, subtotalCents])).toEqual([
      ['ADULT', 2, 17_800],
      ['CHILD', 1, 6_230],
    ]);
  });

  it('names the option and age bands in the checkout’s language, English where staff have not translated one', async () => {
    const db = getDatabase();
    const standard = await db.tourGrade.findFirstOrThrow({ where: { productId: experience.productId, code: 'STANDARD' }, select: { id: true } });
    await db.tourGradeTranslation.create({ data: { tourGradeId: standard.id, locale: 'fr-CA', title: 'Formule de base' } });
    const adult = await db.ageBand.findFirstOrThrow({ where: { productId: experience.productId, code: 'ADULT' }, select: { id: true } });
    await db.ageBandTranslation.create({ data: { ageBandId: adult.id, locale: 'fr-CA', label: 'Adulte' } });
    const customer = await createCustomer(db, 10_000);
    const selection = saturdayMorning(2, { travellers: [{ ageBandCode: 'ADULT', count: 2 }, { ageBandCode: 'CHILD', count: 1 }] });
    expect(await quoteBooking(selection, { userId: customer.id, now: NOW, locale: 'fr-CA' })).toMatchObject({
      tourGradeTitle: 'Formule de base',
      tourGradeTitleUntranslated: false,
      ageBandLabels: { ADULT: 'Adulte', CHILD: 'Child' },
      untranslatedAgeBandCodes: ['CHILD', 'INFANT'],
    });
    expect(await quoteBooking(selection, { userId: customer.id, now: NOW, locale: 'en-CA' })).toMatchObject({
      tourGradeTitle: 'Standard',
      ageBandLabels: { ADULT: 'Adult', CHILD: 'Child' },
      untranslatedAgeBandCodes: [],
    });
  });

  it('says before paying that a booking starting within 24 hours is not refundable (a lead time of 0 days)', async () => {
    await getDatabase().product.update({ where: { id: experience.productId }, data: { bookingLeadDays: 0 } });
    const customer = await createCustomer(getDatabase(), 10_000);
    // Saturday 09:00 in Vancouver, quoted on the Friday at noon there: 21 hours ahead.
    const quote = await quoteBooking(saturdayMorning(1, { travelDate: '2026-12-19' }), { userId: customer.id, now: new Date('2026-12-18T19:00:00Z') });
    expect(quote.cancellation).toEqual({ kind: 'window_passed' });
  });

  it('refuses a date inside the lead time, an hour the experience does not run and a party it does not take', async () => {
    const customer = await createCustomer(getDatabase());
    await expectAppError(quoteBooking(saturdayMorning(1, { travelDate: '2026-12-12' }), { userId: customer.id, now: NOW }), 'booking_unavailable');
    await expectAppError(quoteBooking(saturdayMorning(1, { startTime: '11:00' }), { userId: customer.id, now: NOW }), 'booking_unavailable');
    const refusal = await expectAppError(quoteBooking(saturdayMorning(7), { userId: customer.id, now: NOW }), 'invalid_input');
    expect(refusal.fieldErrors).toEqual({ travellers: ['too_many_travellers'] });
  });
});
