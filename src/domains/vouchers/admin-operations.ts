import 'server-only';
import {
  issuedVoucherSchema,
  issueVoucherSchema,
  liabilityReportSchema,
  resendVoucherSchema,
  staffVoucherListParamsSchema,
  staffVoucherRowSchema,
  staffVoucherSchema,
  voidVoucherSchema,
} from '@/domains/vouchers/staff-schemas';
import { listOf, one } from '@/server/admin-api/operation-shapes';
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
    answer: listOf(staffVoucherRowSchema),
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
];
