import { NextResponse } from 'next/server';
import { auditLogListParamsSchema } from '@/domains/back-office/schemas';
import { listAuditLog } from '@/domains/back-office/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';
import { parseInput } from '@/server/parse-input';

/** GET /api/admin/audit-log: `staff`, `entity_type`, `action`, `from`/`to` (local days), `search` (entity id), `page`, `per_page`; answers `data` and `total`. */
export const GET = staffRoute(async ({ request }) => {
  const params = parseInput(auditLogListParamsSchema, Object.fromEntries(new URL(request.url).searchParams));
  return NextResponse.json(await listAuditLog(params));
}, { area: 'sales' });
