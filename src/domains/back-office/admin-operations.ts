import 'server-only';
import { auditLogFiltersSchema, auditLogListParamsSchema, auditLogRowSchema, dashboardSchema } from '@/domains/back-office/schemas';
import { listOf, one } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for the dashboard and the audit log, with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const backOfficeAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/dashboard',
    summary: "Today's and this month's orders and revenue, vouchers, waiting requests, liability, subscribers",
    access: 'sales',
    answer: one(dashboardSchema),
  },
  {
    method: 'get',
    path: '/api/admin/audit-log',
    summary: 'Who changed what and when, by staff member, entity, action and day',
    access: 'sales',
    query: auditLogListParamsSchema,
    answer: listOf(auditLogRowSchema),
  },
  { method: 'get', path: '/api/admin/audit-log/filters', summary: 'The staff members, entity types and actions to filter by', access: 'sales', answer: one(auditLogFiltersSchema) },
];
