export type BookingPaymentPlan = {
  fromBalanceCents: number;
  /** Left for the card: "You need to pay $X (including tax) to complete your booking." */
  byCardCents: number;
  balanceCovers: boolean;
};

/** Pays a booking from the balance first; the card pays the rest (SPEC §4, §8). Prices include tax. */
export function planBookingPayment(totalCents: number, balanceCents: number): BookingPaymentPlan {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError(`A booking total must be whole cents, got ${totalCents}`);
  if (!Number.isSafeInteger(balanceCents)) throw new RangeError(`A balance must be whole cents, got ${balanceCents}`);
  const fromBalanceCents = Math.min(totalCents, Math.max(0, balanceCents));
  const byCardCents = totalCents - fromBalanceCents;
  return { fromBalanceCents, byCardCents, balanceCovers: byCardCents === 0 };
}
