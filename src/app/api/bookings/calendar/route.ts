import { bookingCalendarQuerySchema } from '@/domains/bookings/schemas';
import { renderManagedBookingCalendar } from '@/domains/bookings/server/manage-booking';
import { parseInput } from '@/server/parse-input';
import { publicRoute } from '@/server/public-route';

export const dynamic = 'force-dynamic';

/** A confirmed booking's calendar file, for the holder of its manage link's key; anyone else gets 404. */
export const GET = publicRoute(async ({ request }) => {
  const query = parseInput(bookingCalendarQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const file = await renderManagedBookingCalendar(query.reference, query.key);
  return new Response(new Uint8Array(file.content), {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    },
  });
});
