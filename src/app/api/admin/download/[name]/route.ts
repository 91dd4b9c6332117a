import { NextResponse } from 'next/server';
import { readExportFile } from '@/domains/media/server/service-exports';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/**
 * SPEC §7 GET /admin/download/{name}: an export staff asked for, as an attachment. SPEC §5's
 * extension rule answers 400; a file not written yet (or not for this role) answers 404, which
 * is what the export screen polls until the file is ready.
 */
export const GET = staffRoute<{ name: string }>(async ({ params, staff }) => {
  const file = await readExportFile(params.name, staff.role);
  return new NextResponse(Buffer.from(file.body), {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.body.byteLength),
      // An HTML export must never render as a page of the shop.
      'Content-Disposition': `attachment; filename="${params.name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}, { area: 'catalogue' });
