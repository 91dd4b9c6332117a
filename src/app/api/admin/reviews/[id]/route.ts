import { NextResponse } from 'next/server';
import { updateReviewVisibility } from '@/domains/reviews/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readJsonBody } from '@/server/http';

/** PATCH /api/admin/reviews/{id} with `{ hidden, reason }`: hide a review (with why) or show it again. */
export const PATCH = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const review = await updateReviewVisibility(params.id, await readJsonBody(request), staff.id);
  return NextResponse.json({ data: review });
}, { area: 'catalogue' });
