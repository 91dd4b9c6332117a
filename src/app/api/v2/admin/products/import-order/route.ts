import { NextResponse } from 'next/server';
import { importProductSortOrder, MAX_SORT_ORDER_FILE_BYTES, readSortOrderFile } from '@/domains/catalog/server/service-sort-order';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { readUploadedFile } from '@/server/http';

/**
 * SPEC §7 POST /v2/admin/products/import-order: a multipart CSV `file`; answers `message`. A
 * refused file is a 400 problem whose `errors` lists `{ row, message }` for every bad row.
 */
export const POST = staffRoute(async ({ request, staff }) => {
  const text = await readSortOrderFile(await readUploadedFile(request, MAX_SORT_ORDER_FILE_BYTES));
  const outcome = await importProductSortOrder(text, staff.id);
  if (outcome.ok) return NextResponse.json({ message: outcome.message });
  return NextResponse.json(
    { type: 'about:blank#invalid_input', title: 'invalid_input', status: 400, detail: outcome.message, message: outcome.message, errors: outcome.errors },
    { status: 400, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } },
  );
}, { area: 'catalogue' });
