import { NextResponse } from 'next/server';
import { bookingAvailabilityQuerySchema } from '@/domains/bookings/schemas';
import { listBookingAvailability } from '@/domains/bookings/server/queries';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

// Seats change with every booking and the lead time moves with the clock: answered per request.
export const dynamic = 'force-dynamic';

/** GET /api/bookings/{slug}/availability?month=YYYY-MM&locale=…: the booking widget's calendar month, in its page's language. */
export const GET = publicRoute<{ slug: string }>(async ({ request, params }) => {
  const search = new URL(request.url).searchParams;
  const query = parseInput(bookingAvailabilityQuerySchema, { slug: params.slug, month: search.get('month') ?? '', locale: search.get('locale') ?? undefined });
  const availability = await listBookingAvailability(query);
  return NextResponse.json(availability, { headers: { 'Cache-Control': 'no-store' } });
});
