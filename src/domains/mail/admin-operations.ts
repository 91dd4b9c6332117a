import 'server-only';
import { outboxEmailDetailSchema, outboxEmailRowSchema, outboxListParamsSchema } from '@/domains/mail/schemas';
import { listOf, one } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for the e-mail outbox, with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const mailAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/outbox',
    summary: 'E-mails sent, scheduled, queued, failed or cancelled',
    access: 'sales',
    query: outboxListParamsSchema,
    answer: listOf(outboxEmailRowSchema),
  },
  { method: 'get', path: '/api/admin/outbox/{id}', summary: "One e-mail's stored content (never a sealed fill-in)", access: 'sales', answer: one(outboxEmailDetailSchema) },
  { method: 'post', path: '/api/admin/outbox/{id}/retry', summary: 'Send a failed e-mail again', access: 'sales', answer: one(outboxEmailDetailSchema) },
];
