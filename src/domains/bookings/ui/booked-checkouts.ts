import * as z from 'zod/mini';
import type { BookingSelection } from '../schemas';

/**
 * Checkouts this tab has booked, by selection, kept for the session: Back to the checkout page
 * after booking finds the booking it made (its key and reference), so the page says so, links to
 * it, and a second Confirm replays that booking instead of making another.
 */
const BOOKED_CHECKOUTS_KEY = 'booked-checkouts';

const bookedCheckoutsSchema = z.record(z.string(), z.object({ idempotencyKey: z.string(), reference: z.string() }));
export type BookedCheckout = z.infer<typeof bookedCheckoutsSchema>[string];

/** The same departure and party, whatever order the travellers came in. */
function describeSelection(selection: BookingSelection): string {
  const travellers = selection.travellers
    .filter(({ count }) => count > 0)
    .map(({ ageBandCode, count }) => `${ageBandCode}:${count}`)
    .sort();
  return [selection.productSlug, selection.tourGradeCode, selection.travelDate, selection.startTime ?? '', ...travellers].join('|');
}

function readAll(): z.infer<typeof bookedCheckoutsSchema> {
  try {
    const parsed = bookedCheckoutsSchema.safeParse(JSON.parse(sessionStorage.getItem(BOOKED_CHECKOUTS_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {}; // storage blocked or garbage: nothing remembered
  }
}

export function readBookedCheckout(selection: BookingSelection): BookedCheckout | null {
  return readAll()[describeSelection(selection)] ?? null;
}

export function rememberBookedCheckout(selection: BookingSelection, booked: BookedCheckout): void {
  try {
    sessionStorage.setItem(BOOKED_CHECKOUTS_KEY, JSON.stringify({ ...readAll(), [describeSelection(selection)]: booked }));
  } catch {
    // Without storage, Back then Confirm is refused or books by the balance rules as before.
  }
}
