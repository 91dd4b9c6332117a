import { describe, expect, it } from 'vitest';
import { planBookingPayment } from './booking-payment';

describe('planBookingPayment', () => {
  it('pays from the balance alone when it covers the total', () => {
    expect(planBookingPayment(8_900, 10_000)).toEqual({ fromBalanceCents: 8_900, byCardCents: 0, balanceCovers: true });
    expect(planBookingPayment(8_900, 8_900)).toEqual({ fromBalanceCents: 8_900, byCardCents: 0, balanceCovers: true });
  });

  it('spends the whole balance first and leaves the difference for the card', () => {
    expect(planBookingPayment(15_000, 10_000)).toEqual({ fromBalanceCents: 10_000, byCardCents: 5_000, balanceCovers: false });
  });

  it('charges the card everything when there is no balance', () => {
    expect(planBookingPayment(15_000, 0)).toEqual({ fromBalanceCents: 0, byCardCents: 15_000, balanceCovers: false });
  });

  it('needs nothing for a free booking', () => {
    expect(planBookingPayment(0, 0)).toEqual({ fromBalanceCents: 0, byCardCents: 0, balanceCovers: true });
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => planBookingPayment(10.5, 0)).toThrow(RangeError);
    expect(() => planBookingPayment(-1, 0)).toThrow(RangeError);
    expect(() => planBookingPayment(100, Number.NaN)).toThrow(RangeError);
  });
});
