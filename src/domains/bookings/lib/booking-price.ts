/** An age band of an experience; a band whose youngest age is 18 or more counts as adult. */
export type PricedAgeBand = { code: string; minAge: number; minTravellers: number; maxTravellers: number | null };

/** A tour grade with its price per age band, in cents; a band missing here is not sold on that grade. */
export type PricedTourGrade = { id: string; code: string; pricesCents: Readonly<Record<string, number>> };

export type BookingPriceRules = {
  maxTravellers: number;
  requiresAdult: boolean;
  ageBands: readonly PricedAgeBand[];
  tourGrades: readonly PricedTourGrade[];
};

/** Travellers per age band code, as the "Change travellers count" modal sends them. */
export type TravellerCounts = Readonly<Record<string, number>>;

export type BookingPriceLine = { ageBandCode: string; count: number; unitPriceCents: number; subtotalCents: number };

export type BookingPrice = { tourGradeId: string; tourGradeCode: string; travellers: number; lines: BookingPriceLine[]; totalCents: number };

/** Why a party cannot be booked, with what the message needs to say so. */
export type BookingPriceRefusal =
  | { reason: 'unknown_tour_grade' }
  | { reason: 'unknown_age_band'; ageBandCode: string }
  | { reason: 'invalid_count'; ageBandCode: string }
  | { reason: 'no_travellers' }
  | { reason: 'too_many_travellers'; maxTravellers: number }
  | { reason: 'too_few_in_age_band'; ageBandCode: string; minTravellers: number }
  | { reason: 'too_many_in_age_band'; ageBandCode: string; maxTravellers: number }
  | { reason: 'adult_required' }
  | { reason: 'age_band_not_sold'; ageBandCode: string };

export type BookingPriceResult = { ok: true; price: BookingPrice } | { ok: false; refusal: BookingPriceRefusal };

const ADULT_MIN_AGE = 18;

function refuse(refusal: BookingPriceRefusal): BookingPriceResult {
  return { ok: false, refusal };
}

/**
 * The price of a party on a tour grade: each age band's count times the grade's price for that
 * band, in cents. Refuses what the experience does not allow: an unknown grade or band, more
 * travellers than the product takes, a band outside its own limits, no adult when one is needed.
 */
export function priceBooking(rules: BookingPriceRules, choice: { tourGradeCode: string; travellers: TravellerCounts }): BookingPriceResult {
  const grade = rules.tourGrades.find((candidate) => candidate.code === choice.tourGradeCode);
  if (!grade) return refuse({ reason: 'unknown_tour_grade' });
  for (const [ageBandCode, count] of Object.entries(choice.travellers)) {
    if (!rules.ageBands.some((band) => band.code === ageBandCode)) return refuse({ reason: 'unknown_age_band', ageBandCode });
    if (!Number.isSafeInteger(count) || count < 0) return refuse({ reason: 'invalid_count', ageBandCode });
  }
  const counted = rules.ageBands.map((band) => ({ band, count: choice.travellers[band.code] ?? 0 }));
  const travellers = counted.reduce((sum, { count }) => sum + count, 0);
  if (travellers === 0) return refuse({ reason: 'no_travellers' });
  if (travellers > rules.maxTravellers) return refuse({ reason: 'too_many_travellers', maxTravellers: rules.maxTravellers });
  for (const { band, count } of counted) {
    // A band's minimum applies once someone of that band comes along (e.g. children in pairs).
    if (count > 0 && count < band.minTravellers) {
      return refuse({ reason: 'too_few_in_age_band', ageBandCode: band.code, minTravellers: band.minTravellers });
    }
    if (band.maxTravellers !== null && count > band.maxTravellers) {
      return refuse({ reason: 'too_many_in_age_band', ageBandCode: band.code, maxTravellers: band.maxTravellers });
    }
  }
  if (rules.requiresAdult && !counted.some(({ band, count }) => count > 0 && band.minAge >= ADULT_MIN_AGE)) {
    return refuse({ reason: 'adult_required' });
  }
  const lines: BookingPriceLine[] = [];
  for (const { band, count } of counted) {
    if (count === 0) continue;
    const unitPriceCents = grade.pricesCents[band.code];
    if (unitPriceCents === undefined) return refuse({ reason: 'age_band_not_sold', ageBandCode: band.code });
    lines.push({ ageBandCode: band.code, count, unitPriceCents, subtotalCents: unitPriceCents * count });
  }
  const totalCents = lines.reduce((sum, line) => sum + line.subtotalCents, 0);
  return { ok: true, price: { tourGradeId: grade.id, tourGradeCode: grade.code, travellers, lines, totalCents } };
}
