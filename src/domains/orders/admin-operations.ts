import 'server-only';
import { refundOrderSchema, refundResultSchema, staffOrderListParamsSchema, staffOrderRowSchema, staffOrderSchema } from '@/domains/orders/staff-schemas';
import { cappedListOf, one } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for orders and refunds, with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const ordersAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Find orders by number, buyer e-mail or name, or a certificate (its last four characters will do)',
    access: 'sales',
    query: staffOrderListParamsSchema,
    answer: cappedListOf(staffOrderRowSchema),
  },
  { method: 'get', path: '/api/admin/orders/{id}', summary: 'One order: lines, payment, refunds, vouchers and their history', access: 'sales', answer: one(staffOrderSchema) },
  {
    method: 'post',
    path: '/api/admin/orders/{id}/refund',
    summary: 'Refund an order in full or in part through the payment provider (idempotent per key)',
    access: 'sales',
    body: refundOrderSchema,
    answer: one(refundResultSchema),
  },
];
