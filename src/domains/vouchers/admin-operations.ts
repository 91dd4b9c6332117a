import 'server-only';
import {
  designOccasionSchema,
  giftDesignInputSchema,
  giftDesignOrderSchema,
  giftDesignTranslationInputSchema,
  giftDesignTranslationSchema,
  issuedVoucherSchema,
  issueVoucherSchema,
  liabilityReportSchema,
  resendVoucherSchema,
  staffVoucherListParamsSchema,
  staffVoucherRowSchema,
  staffGiftDesignSchema,
  staffVoucherSchema,
  voidVoucherSchema,
} from '@/domains/vouchers/staff-schemas';
import { cappedListOf, listOf, one } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for vouchers and the liability report, with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const vouchersAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/vouchers',
    summary: 'Find vouchers, those issued by hand included',
    access: 'sales',
    query: staffVoucherListParamsSchema,
    answer: cappedListOf(staffVoucherRowSchema),
  },
  { method: 'get', path: '/api/admin/vouchers/{id}', summary: 'One voucher with its history', access: 'sales', answer: one(staffVoucherSchema) },
  {
    method: 'post',
    path: '/api/admin/vouchers/{id}/resend',
    summary: "Send the voucher's e-mail again, to the same or a corrected address",
    access: 'sales',
    body: resendVoucherSchema,
    answer: one(staffVoucherSchema),
  },
  {
    method: 'post',
    path: '/api/admin/vouchers/{id}/void',
    summary: 'Void a voucher that was not activated, with a reason',
    access: 'sales',
    body: voidVoucherSchema,
    answer: one(staffVoucherSchema),
  },
  {
    method: 'post',
    path: '/api/admin/vouchers/issue',
    summary: 'Issue one voucher by hand, with a note',
    access: 'sales',
    body: issueVoucherSchema,
    answer: one(issuedVoucherSchema),
    status: 201,
  },
  {
    method: 'post',
    path: '/api/admin/vouchers/issue-bulk',
    summary: 'Issue vouchers to a CSV of recipients (name, email, message), all or nothing; the other fields as in /issue',
    access: 'sales',
    upload: 'file',
    answer: listOf(issuedVoucherSchema),
    status: 201,
  },
  {
    method: 'get',
    path: '/api/admin/reports/liability',
    summary: 'What the shop owes, by month: vouchers issued and not activated, and customer balances',
    access: 'sales',
    answer: liabilityReportSchema,
  },
  { method: 'get', path: '/api/admin/reports/liability.csv', summary: 'The liability report as a CSV file', access: 'sales' },
  { method: 'get', path: '/api/admin/gift-designs', summary: 'Card designs, in the order the shop offers them', access: 'signed-in', answer: listOf(staffGiftDesignSchema) },
  { method: 'post', path: '/api/admin/gift-designs', summary: 'Add a card design (last in the order)', access: 'catalogue', body: giftDesignInputSchema, answer: one(staffGiftDesignSchema), status: 201 },
  { method: 'get', path: '/api/admin/gift-designs/{id}', summary: 'One card design', access: 'catalogue', answer: one(staffGiftDesignSchema) },
  { method: 'put', path: '/api/admin/gift-designs/{id}', summary: 'Edit a card design', access: 'catalogue', body: giftDesignInputSchema, answer: one(staffGiftDesignSchema) },
  {
    method: 'patch',
    path: '/api/admin/gift-designs/{id}',
    summary: 'Publish or unpublish a card design',
    access: 'catalogue',
    body: giftDesignInputSchema.pick({ published: true }).required(),
    answer: one(staffGiftDesignSchema),
  },
  { method: 'delete', path: '/api/admin/gift-designs/{id}', summary: 'Delete a card design; vouchers sold in it keep it', access: 'catalogue' },
  { method: 'put', path: '/api/admin/gift-designs/order', summary: 'Set the order of every card design', access: 'catalogue', body: giftDesignOrderSchema, answer: listOf(staffGiftDesignSchema) },
  { method: 'get', path: '/api/admin/gift-designs/occasions', summary: 'The Gift Finder occasions a design can suit', access: 'catalogue', answer: listOf(designOccasionSchema) },
  {
    method: 'get',
    path: '/api/admin/gift-designs/{id}/translations/{locale}',
    summary: "A card design's name in another language",
    access: 'catalogue',
    answer: one(giftDesignTranslationSchema),
  },
  {
    method: 'put',
    path: '/api/admin/gift-designs/{id}/translations/{locale}',
    summary: "Set a card design's name in another language (blank: not translated)",
    access: 'catalogue',
    body: giftDesignTranslationInputSchema,
    answer: one(giftDesignTranslationSchema),
  },
];
