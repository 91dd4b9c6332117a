import { NextResponse } from 'next/server';
import { getOpenGroupGiftsCollected } from '@/domains/group-gifts/server/service';
import { getLiabilityReport } from '@/domains/vouchers/server/liability-report';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** GET /api/admin/reports/liability: what the shop owes (vouchers not yet activated, customer balances, money open group gifts hold), by month, with totals. */
export const GET = staffRoute(async () => NextResponse.json(await getLiabilityReport(await getOpenGroupGiftsCollected())), { area: 'sales' });
