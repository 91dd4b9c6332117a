import { NextResponse } from 'next/server';
import { getAuditLogFilters } from '@/domains/back-office/server/service';
import { staffRoute } from '@/domains/accounts/server/staff-route';

/** GET /api/admin/audit-log/filters: the staff members, entity types and actions the audit log's filters offer. */
export const GET = staffRoute(async () => {
  return NextResponse.json({ data: await getAuditLogFilters() });
}, { area: 'sales' });
