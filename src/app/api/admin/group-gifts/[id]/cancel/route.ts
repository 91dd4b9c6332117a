import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { cancelGroupGiftAsStaff } from '@/domains/group-gifts/server/service';
import { getGroupGiftForStaffOrThrow } from '@/domains/group-gifts/server/staff-service';
import { staffCancelGroupGiftSchema } from '@/domains/group-gifts/staff-schemas';
import { readJsonBody } from '@/server/http';
import { parseInput } from '@/server/parse-input';

/**
 * POST /api/admin/group-gifts/{id}/cancel with `{ reason }`: an open group gift is cancelled and
 * every contribution refunded to its card, once (a repeated call refunds nothing more).
 */
export const POST = staffRoute<{ id: string }>(async ({ request, params, staff }) => {
  const input = parseInput(staffCancelGroupGiftSchema, await readJsonBody(request));
  await cancelGroupGiftAsStaff(params.id, input, staff.id);
  return NextResponse.json({ data: await getGroupGiftForStaffOrThrow(params.id) });
}, { area: 'sales' });
