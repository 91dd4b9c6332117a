import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { getGroupGiftForStaffOrThrow } from '@/domains/group-gifts/server/staff-service';

/** SPEC §7 GET {prefix}/{entity}/{id}: the group gift with its contributions, their payments and refunds. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => NextResponse.json({ data: await getGroupGiftForStaffOrThrow(params.id) }), { area: 'sales' });
