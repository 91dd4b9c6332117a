import 'server-only';
import { declineBookingSchema, staffBookingListParamsSchema, staffBookingRowSchema } from '@/domains/bookings/schemas';
import { listOf } from '@/server/admin-api/operation-shapes';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for booking requests, with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const bookingsAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/bookings',
    summary: 'List bookings, e.g. the requests to answer, oldest first',
    access: 'sales',
    query: staffBookingListParamsSchema,
    answer: listOf(staffBookingRowSchema),
  },
  { method: 'post', path: '/api/admin/bookings/{id}/confirm', summary: 'Accept a custom booking request', access: 'sales' },
  {
    method: 'post',
    path: '/api/admin/bookings/{id}/decline',
    summary: 'Decline a custom booking request; the money goes back to the balance',
    access: 'sales',
    body: declineBookingSchema,
  },
];
