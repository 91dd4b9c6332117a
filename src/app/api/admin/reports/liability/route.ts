import { NextResponse } from 'next/server';
import { getLiabilityReport } from '@/domains/vouchers/server/staff-service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** GET /api/admin/reports/liability: what the shop owes (vouchers not yet activated plus customer balances), by month, with totals. */
export const GET = staffRoute(async () => NextResponse.json(await getLiabilityReport()), { area: 'sales' });
