import 'server-only';
import * as z from 'zod/mini';
import { loginSchema, staffProfileSchema } from '@/domains/accounts/schemas';
import { declineBookingSchema, staffBookingListParamsSchema } from '@/domains/bookings/schemas';
import { staffProductListParamsSchema, updateProductDetailsSchema } from '@/domains/catalog/schemas';
import { staffReviewListParamsSchema, updateReviewVisibilitySchema } from '@/domains/reviews/schemas';
import type { AdminApiOperation } from './openapi-document';

const message = z.object({ message: z.string() });
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
    summary: 'List products',
    specCall: 'GET {prefix}/{entity}',
    access: 'catalogue',
    query: staffProductListParamsSchema,
  },
  {
    method: 'put',
    path: '/api/admin/products/{id}',
    summary: "Change a product's details",
    specCall: 'PUT {prefix}/{entity}/{id}',
    access: 'catalogue',
    body: updateProductDetailsSchema,
  },
  { method: 'get', path: '/api/admin/reviews', summary: 'List reviews', access: 'catalogue', query: staffReviewListParamsSchema },
  { method: 'patch', path: '/api/admin/reviews/{id}', summary: 'Hide a review (with why) or show it again', access: 'catalogue', body: updateReviewVisibilitySchema },
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
