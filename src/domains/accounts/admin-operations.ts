import 'server-only';
import * as z from 'zod/mini';
import {
  addStaffMemberSchema,
  balanceAdjustmentAnswerSchema,
  balanceAdjustmentSchema,
  changeStaffRoleSchema,
  loginSchema,
  setStaffPasswordSchema,
  staffCustomerDetailAnswerSchema,
  staffCustomerDetailParamsSchema,
  staffCustomerListParamsSchema,
  staffCustomerRowSchema,
  staffMemberAnswerSchema,
  staffMemberRowSchema,
  staffPasswordChangeAnswerSchema,
  staffPasswordChangeSchema,
  staffProfileSchema,
} from '@/domains/accounts/schemas';
import { cappedListOf, listOf, message } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for staff sign-in and sessions, the staff, customers and their balances,
 * with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const accountsAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'post',
    path: '/api/admin/login',
    summary: 'Sign in; the token also comes back as the admin_auth_token cookie',
    specCall: 'POST /admin/login',
    access: 'public',
    body: loginSchema,
    answer: z.object({ access_token: z.string(), message: z.string() }),
  },
  { method: 'post', path: '/api/admin/logout', summary: 'End every session of the signed-in staff member', access: 'public', answer: message },
  {
    method: 'get',
    path: '/api/admin/me',
    summary: 'The signed-in staff member',
    specCall: 'GET /admin/me',
    access: 'signed-in',
    answer: z.object({ data: staffProfileSchema }),
  },
  {
    method: 'post',
    path: '/api/admin/me/password',
    summary: 'Change your own password; every other session of yours ends, this one goes on with the new token',
    access: 'signed-in',
    body: staffPasswordChangeSchema,
    answer: staffPasswordChangeAnswerSchema,
  },
  { method: 'get', path: '/api/admin/staff', summary: 'List the staff, by name', access: 'sales', answer: listOf(staffMemberRowSchema) },
  {
    method: 'post',
    path: '/api/admin/staff',
    summary: 'Add a manager or editor with a temporary password',
    access: 'sales',
    body: addStaffMemberSchema,
    answer: staffMemberAnswerSchema,
    status: 201,
  },
  {
    method: 'patch',
    path: '/api/admin/staff/{id}',
    summary: "Change a staff member's role; their sessions end (not your own role, not the last manager)",
    access: 'sales',
    body: changeStaffRoleSchema,
    answer: staffMemberAnswerSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/staff/{id}',
    summary: 'Remove a staff member; their sessions end (not yourself, not the last manager)',
    access: 'sales',
    answer: message,
  },
  {
    method: 'put',
    path: '/api/admin/staff/{id}/password',
    summary: "Set a staff member's temporary password; their sessions end (not your own: that is POST /api/admin/me/password)",
    access: 'sales',
    body: setStaffPasswordSchema,
    answer: message,
  },
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'List customers, newest first',
    specCall: 'GET {prefix}/{entity}',
    access: 'sales',
    query: staffCustomerListParamsSchema,
    answer: cappedListOf(staffCustomerRowSchema),
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}',
    summary: 'A customer: profile, balance and ledger, vouchers, bookings, orders',
    specCall: 'GET {prefix}/{entity}/{id}',
    access: 'sales',
    query: staffCustomerDetailParamsSchema,
    answer: staffCustomerDetailAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/balance-adjustments',
    summary: "Adjust a customer's balance with a reason (a ledger entry)",
    access: 'sales',
    body: balanceAdjustmentSchema,
    answer: balanceAdjustmentAnswerSchema,
  },
  {
    method: 'post',
    path: '/api/admin/users/{id}/login-link',
    summary: 'A single-use 5-minute link that signs this browser in as the customer',
    access: 'sales',
    answer: z.object({ url: z.string(), expiresAt: z.string() }),
  },
];
