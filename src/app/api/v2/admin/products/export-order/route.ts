import { NextResponse } from 'next/server';
import { exportProductSortOrder } from '@/domains/catalog/server/service-sort-order';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** SPEC §7 GET /v2/admin/products/export-order: answers `name`, downloadable from /api/admin/download/{name}. */
export const GET = staffRoute(async () => NextResponse.json(await exportProductSortOrder(), { headers: { 'Cache-Control': 'no-store' } }), {
  area: 'catalogue',
});
