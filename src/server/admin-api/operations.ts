import 'server-only';
import * as z from 'zod/mini';
import {
  balanceAdjustmentAnswerSchema,
  balanceAdjustmentSchema,
  loginSchema,
  staffCustomerDetailAnswerSchema,
  staffCustomerDetailParamsSchema,
  staffCustomerListParamsSchema,
  staffCustomerRowSchema,
  staffProfileSchema,
} from '@/domains/accounts/schemas';
import { declineBookingSchema, staffBookingListParamsSchema } from '@/domains/bookings/schemas';
import {
  bulkPriceAnswerSchema,
  bulkPriceUpdateSchema,
  createProductSchema,
  staffProductDetailSchema,
  staffProductListParamsSchema,
  staffProductRowSchema,
  updateProductDetailsSchema,
} from '@/domains/catalog/schemas';
import { staffReviewListParamsSchema, updateReviewVisibilitySchema } from '@/domains/reviews/schemas';
import type { AdminApiOperation } from './openapi-document';

const message = z.object({ message: z.string() });
const listOf = (row: z.ZodMiniType) => z.object({ data: z.array(row), total: z.int() });
const one = (item: z.ZodMiniType) => z.object({ data: item });
const uploadedUrl = z.object({ url: z.string() });

/**
 * Every call of the admin API with the schemas its route parses. The OpenAPI document
 * (`/api/admin/openapi.json`) is made from this list, and a test fails when a route file under
 * the admin API's folders is missing from it.
 */
export const adminApiOperations: readonly AdminApiOperation[] = [
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
  { method: 'get', path: '/api/admin/openapi.json', summary: 'This document', access: 'public' },
  {
    method: 'get',
    path: '/api/admin/products',
    summary: 'List products, by kind and published',
    specCall: 'GET {prefix}/{entity}',
    access: 'catalogue',
    query: staffProductListParamsSchema,
    answer: listOf(staffProductRowSchema),
  },
  {
    method: 'post',
    path: '/api/admin/products',
    summary: 'Create a product (unpublished unless told otherwise)',
    specCall: 'POST {prefix}/{entity}',
    access: 'catalogue',
    body: createProductSchema,
    answer: one(staffProductDetailSchema),
    status: 201,
  },
  {
    method: 'get',
    path: '/api/admin/products/{id}',
    summary: 'One product, with everything the edit form shows',
    specCall: 'GET {prefix}/{entity}/{id}',
    access: 'catalogue',
    answer: one(staffProductDetailSchema),
  },
  {
    method: 'put',
    path: '/api/admin/products/{id}',
    summary: "Change a product's details; the fields sent change, a list sent replaces the old one",
    specCall: 'PUT {prefix}/{entity}/{id}',
    access: 'catalogue',
    body: updateProductDetailsSchema,
    answer: one(staffProductDetailSchema),
  },
  {
    method: 'delete',
    path: '/api/admin/products/{id}',
    summary: 'Delete a product nothing refers to (otherwise 409: unpublish it)',
    specCall: 'DELETE {prefix}/{entity}/{id}',
    access: 'catalogue',
  },
  {
    method: 'post',
    path: '/api/admin/products/bulk-price',
    summary: 'Set many prices at once, all or nothing',
    access: 'catalogue',
    body: bulkPriceUpdateSchema,
    answer: bulkPriceAnswerSchema,
  },
  { method: 'get', path: '/api/admin/reviews', summary: 'List reviews', access: 'catalogue', query: staffReviewListParamsSchema },
  { method: 'patch', path: '/api/admin/reviews/{id}', summary: 'Hide a review (with why) or show it again', access: 'catalogue', body: updateReviewVisibilitySchema },
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'List customers, newest first',
    specCall: 'GET {prefix}/{entity}',
    access: 'sales',
    query: staffCustomerListParamsSchema,
    answer: listOf(staffCustomerRowSchema),
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
  { method: 'get', path: '/api/admin/bookings', summary: 'List bookings, e.g. the requests to answer', access: 'sales', query: staffBookingListParamsSchema },
  { method: 'post', path: '/api/admin/bookings/{id}/confirm', summary: 'Accept a custom booking request', access: 'sales' },
  {
    method: 'post',
    path: '/api/admin/bookings/{id}/decline',
    summary: 'Decline a custom booking request; the money goes back to the balance',
    access: 'sales',
    body: declineBookingSchema,
  },
  {
    method: 'post',
    path: '/api/v3/upload',
    summary: 'Upload a picture; it is re-encoded and stored under a random name',
    specCall: 'POST /v3/upload',
    access: 'catalogue',
    upload: 'file',
    answer: uploadedUrl,
    status: 201,
  },
];
