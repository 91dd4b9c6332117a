import { NextResponse } from 'next/server';
import { renderLiabilityCsv } from '@/domains/vouchers/lib/liability-csv';
import { getOpenGroupGiftsCollected } from '@/domains/group-gifts/server/service';
import { getLiabilityReport } from '@/domains/vouchers/server/liability-report';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** GET /api/admin/reports/liability.csv: the same report as a CSV download, named by today's date. */
export const GET = staffRoute(async () => {
  const csv = renderLiabilityCsv(await getLiabilityReport(await getOpenGroupGiftsCollected()));
  const today = new Date().toISOString().slice(0, 10);
  return new NextResponse(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="liability-report-${today}.csv"`,
      'Cache-Control': 'no-store',
    },
  });
}, { area: 'sales' });
