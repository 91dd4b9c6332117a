import 'server-only';
import { staffCancelGroupGiftSchema, staffGroupGiftListParamsSchema, staffGroupGiftRowSchema, staffGroupGiftSchema } from '@/domains/group-gifts/staff-schemas';
import { listOf, one } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/** The admin API's calls for group gifts, with the schemas their routes parse. */
export const groupGiftsAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/group-gifts',
    summary: 'Find group gifts by organiser, recipient or contributor, or by status',
    access: 'sales',
    query: staffGroupGiftListParamsSchema,
    answer: listOf(staffGroupGiftRowSchema),
  },
  { method: 'get', path: '/api/admin/group-gifts/{id}', summary: 'One group gift: contributions, their payments and refunds, the voucher sent', access: 'sales', answer: one(staffGroupGiftSchema) },
  {
    method: 'post',
    path: '/api/admin/group-gifts/{id}/cancel',
    summary: 'Cancel an open group gift with a reason: every contribution is refunded to its card, once',
    access: 'sales',
    body: staffCancelGroupGiftSchema,
    answer: one(staffGroupGiftSchema),
  },
];
