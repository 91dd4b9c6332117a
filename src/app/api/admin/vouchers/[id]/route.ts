import { NextResponse } from 'next/server';
import { getVoucherForStaffOrThrow } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** SPEC §7 GET {prefix}/{entity}/{id}: the voucher with its delivery status and history. */
export const GET = staffRoute<{ id: string }>(async ({ params }) => NextResponse.json({ data: await getVoucherForStaffOrThrow(params.id) }), { area: 'sales' });
