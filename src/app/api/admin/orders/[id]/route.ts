import { NextResponse } from 'next/server';
import { getOrderForStaffOrThrow } from '@/domains/orders/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** SPEC §7 GET {prefix}/{entity}/{id}: the order with its lines, payment, refunds and vouchers (delivery status, history). */
export const GET = staffRoute<{ id: string }>(async ({ params }) => NextResponse.json({ data: await getOrderForStaffOrThrow(params.id) }), { area: 'sales' });
