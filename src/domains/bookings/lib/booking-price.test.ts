import { describe, expect, it } from 'vitest';
import { priceBooking, type BookingPriceRules } from './booking-price';

const rules: BookingPriceRules = {
  maxTravellers: 6,
  requiresAdult: true,
  ageBands: [
    { code: 'ADULT', minAge: 18, minTravellers: 0, maxTravellers: null },
    { code: 'SENIOR', minAge: 65, minTravellers: 0, maxTravellers: null },
    { code: 'CHILD', minAge: 4, minTravellers: 0, maxTravellers: 3 },
    { code: 'INFANT', minAge: 0, minTravellers: 0, maxTravellers: 1 },
  ],
  tourGrades: [
    { id: 'grade-standard', code: 'STANDARD', pricesCents: { ADULT: 8_900, SENIOR: 8_010, CHILD: 6_230, INFANT: 0 } },
    { id: 'grade-private', code: 'PRIVATE', pricesCents: { ADULT: 16_020, SENIOR: 14_420 } },
  ],
};

describe('priceBooking', () => {
  it('adds up each age band times the grade price, in cents', () => {
    const result = priceBooking(rules, { tourGradeCode: 'STANDARD', travellers: { ADULT: 2, CHILD: 2, INFANT: 1, SENIOR: 0 } });
    expect(result).toEqual({
      ok: true,
      price: {
        tourGradeId: 'grade-standard',
        tourGradeCode: 'STANDARD',
        travellers: 5,
        lines: [
          { ageBandCode: 'ADULT', count: 2, unitPriceCents: 8_900, subtotalCents: 17_800 },
          { ageBandCode: 'CHILD', count: 2, unitPriceCents: 6_230, subtotalCents: 12_460 },
          { ageBandCode: 'INFANT', count: 1, unitPriceCents: 0, subtotalCents: 0 },
        ],
        totalCents: 30_260,
      },
    });
  });

  it('prices the same party differently per grade', () => {
    const party = { ADULT: 1, SENIOR: 1 };
    const standard = priceBooking(rules, { tourGradeCode: 'STANDARD', travellers: party });
    const premium = priceBooking(rules, { tourGradeCode: 'PRIVATE', travellers: party });
    expect(standard.ok && standard.price.totalCents).toBe(16_910);
    expect(premium.ok && premium.price.totalCents).toBe(30_440);
  });

  it('counts a senior as the adult a party needs', () => {
    expect(priceBooking(rules, { tourGradeCode: 'STANDARD', travellers: { SENIOR: 1, CHILD: 1 } }).ok).toBe(true);
  });

  it.each([
    ['an unknown grade', { tourGradeCode: 'VIP', travellers: { ADULT: 1 } }, { reason: 'unknown_tour_grade' }],
    ['an unknown age band', { tourGradeCode: 'STANDARD', travellers: { ADULT: 1, YOUTH: 1 } }, { reason: 'unknown_age_band', ageBandCode: 'YOUTH' }],
    ['a negative count', { tourGradeCode: 'STANDARD', travellers: { ADULT: 2, CHILD: -1 } }, { reason: 'invalid_count', ageBandCode: 'CHILD' }],
    ['a fractional count', { tourGradeCode: 'STANDARD', travellers: { ADULT: 1.5 } }, { reason: 'invalid_count', ageBandCode: 'ADULT' }],
    ['nobody', { tourGradeCode: 'STANDARD', travellers: { ADULT: 0 } }, { reason: 'no_travellers' }],
    ['more than the product takes', { tourGradeCode: 'STANDARD', travellers: { ADULT: 4, CHILD: 3 } }, { reason: 'too_many_travellers', maxTravellers: 6 }],
    ['more of a band than it allows', { tourGradeCode: 'STANDARD', travellers: { ADULT: 2, INFANT: 2 } }, { reason: 'too_many_in_age_band', ageBandCode: 'INFANT', maxTravellers: 1 }],
    ['children alone', { tourGradeCode: 'STANDARD', travellers: { CHILD: 2 } }, { reason: 'adult_required' }],
    ['a band the grade does not sell', { tourGradeCode: 'PRIVATE', travellers: { ADULT: 1, CHILD: 1 } }, { reason: 'age_band_not_sold', ageBandCode: 'CHILD' }],
  ])('refuses %s', (_case, choice, refusal) => {
    expect(priceBooking(rules, choice)).toEqual({ ok: false, refusal });
  });

  it("refuses fewer of a band than its minimum, once that band comes along", () => {
    const pairs: BookingPriceRules = { ...rules, ageBands: rules.ageBands.map((band) => (band.code === 'CHILD' ? { ...band, minTravellers: 2 } : band)) };
    expect(priceBooking(pairs, { tourGradeCode: 'STANDARD', travellers: { ADULT: 1, CHILD: 1 } })).toEqual({
      ok: false,
      refusal: { reason: 'too_few_in_age_band', ageBandCode: 'CHILD', minTravellers: 2 },
    });
    expect(priceBooking(pairs, { tourGradeCode: 'STANDARD', travellers: { ADULT: 1 } }).ok).toBe(true);
  });

  it('lets children book alone where the product allows it', () => {
    const result = priceBooking({ ...rules, requiresAdult: false }, { tourGradeCode: 'STANDARD', travellers: { CHILD: 2 } });
    expect(result.ok && result.price.totalCents).toBe(12_460);
  });
});
