import { NextResponse } from 'next/server';
import { staffReviewListParamsSchema } from '@/domains/reviews/schemas';
import { listReviewsForStaff } from '@/domains/reviews/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** SPEC §7 GET {prefix}/{entity} for reviews: `page`, `per_page`, `search`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(staffReviewListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listReviewsForStaff(params));
}, { area: 'catalogue' });
