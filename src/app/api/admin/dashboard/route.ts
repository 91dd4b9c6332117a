import { NextResponse } from 'next/server';
import { getDashboard } from '@/domains/back-office/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** GET /api/admin/dashboard: sales, vouchers, booking requests, what the shop owes and the newest subscribers, on the shop's clock. */
export const GET = staffRoute(async () => {
  return NextResponse.json({ data: await getDashboard() });
}, { area: 'sales' });
