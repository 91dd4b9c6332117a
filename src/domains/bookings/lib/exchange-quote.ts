import { getCancellationTerms, type CancellableBooking, type CancellationRefusal } from './cancellation-terms';

export type ExchangeQuote =
  | {
      possible: true;
      /** What the current booking is worth towards the new one: everything paid for it. */
      creditCents: number;
      newTotalCents: number;
      /** A cheaper choice: this goes back to the balance. */
      remainderToBalanceCents: number;
      /** A pricier one: this is still to pay (balance first, then card). */
      differenceCents: number;
    }
  | { possible: false; reason: CancellationRefusal };

/**
 * Moving a booking to another experience or date (SPEC §4): allowed while it could be cancelled
 * for free, since the old booking is given up; what it was paid counts towards the new total.
 */
export function quoteExchange(booking: CancellableBooking, newTotalCents: number, now: Date): ExchangeQuote {
  if (!Number.isSafeInteger(newTotalCents) || newTotalCents < 0) throw new RangeError(`A booking total must be whole cents, got ${newTotalCents}`);
  const terms = getCancellationTerms(booking, now);
  if (!terms.cancellable) return { possible: false, reason: terms.reason };
  const creditCents = terms.refundCents;
  return {
    possible: true,
    creditCents,
    newTotalCents,
    remainderToBalanceCents: Math.max(0, creditCents - newTotalCents),
    differenceCents: Math.max(0, newTotalCents - creditCents),
  };
}
