import { describe, expect, it } from 'vitest';
import type { CancellableBooking } from './cancellation-terms';
import { quoteExchange } from './exchange-quote';

const booking: CancellableBooking = {
  status: 'CONFIRMED',
  travelDate: '2026-12-12',
  startTime: '09:00',
  timeZone: 'America/Vancouver',
  nonRefundable: false,
  paidFromBalanceCents: 7_000,
  paidByCardCents: 2_000,
  balanceHeldCents: 0,
};
const now = new Date('2026-12-01T12:00:00Z');

describe('quoteExchange', () => {
  it('leaves the remainder of a cheaper experience on the balance', () => {
    expect(quoteExchange(booking, 6_500, now)).toEqual({
      possible: true,
      creditCents: 9_000,
      newTotalCents: 6_500,
      remainderToBalanceCents: 2_500,
      differenceCents: 0,
    });
  });

  it('asks for the difference of a pricier one', () => {
    expect(quoteExchange(booking, 12_400, now)).toMatchObject({ possible: true, remainderToBalanceCents: 0, differenceCents: 3_400 });
  });

  it('moves to another date of the same price for nothing', () => {
    expect(quoteExchange(booking, 9_000, now)).toMatchObject({ possible: true, remainderToBalanceCents: 0, differenceCents: 0 });
  });

  it('counts a request’s held balance as paid', () => {
    const request = { ...booking, status: 'REQUESTED' as const, paidFromBalanceCents: 0, paidByCardCents: 0, balanceHeldCents: 9_000 };
    expect(quoteExchange(request, 10_000, now)).toMatchObject({ possible: true, creditCents: 9_000, differenceCents: 1_000 });
  });

  it('is refused once free cancellation has ended, for a non-refundable product, and for a cancelled booking', () => {
    // 09:00 on the 12th in Vancouver (UTC−7) is 16:00 UTC; the window closed at 16:00 UTC on the 11th.
    expect(quoteExchange(booking, 6_500, new Date('2026-12-11T16:00:01Z'))).toEqual({ possible: false, reason: 'too_late' });
    expect(quoteExchange({ ...booking, nonRefundable: true }, 6_500, now)).toEqual({ possible: false, reason: 'non_refundable' });
    expect(quoteExchange({ ...booking, status: 'CANCELLED' }, 6_500, now)).toEqual({ possible: false, reason: 'not_active' });
  });

  it('refuses a total that is not whole cents', () => {
    expect(() => quoteExchange(booking, 12.5, now)).toThrow(RangeError);
  });
});
