import { NextResponse } from 'next/server';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** SPEC §7 GET /admin/me: the signed-in staff member's profile under `data`. */
export const GET = staffRoute(async ({ staff }) => NextResponse.json({ data: staff.profile }), { area: 'signed-in' });
