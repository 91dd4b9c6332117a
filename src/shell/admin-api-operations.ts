import 'server-only';
import { accountsAdminOperations } from '@/domains/accounts/admin-operations';
import { backOfficeAdminOperations } from '@/domains/back-office/admin-operations';
import { bookingsAdminOperations } from '@/domains/bookings/admin-operations';
import { catalogAdminOperations } from '@/domains/catalog/admin-operations';
import { contentAdminOperations } from '@/domains/content/admin-operations';
import { groupGiftsAdminOperations } from '@/domains/group-gifts/admin-operations';
import { mailAdminOperations } from '@/domains/mail/admin-operations';
import { mediaAdminOperations } from '@/domains/media/admin-operations';
import { ordersAdminOperations } from '@/domains/orders/admin-operations';
import { reviewsAdminOperations } from '@/domains/reviews/admin-operations';
import { vouchersAdminOperations } from '@/domains/vouchers/admin-operations';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * Every call of the admin API, each declared by the area whose route answers it. The OpenAPI
 * document (`/api/admin/openapi.json`) is made from this list; the test beside it fails when a
 * route of the admin API is missing here or declares another access than its route.
 */
export const adminApiOperations: readonly AdminApiOperation[] = [
  ...accountsAdminOperations,
  // The document's own route belongs to no area.
  { method: 'get', path: '/api/admin/openapi.json', summary: 'This document', access: 'public' },
  ...catalogAdminOperations,
  ...reviewsAdminOperations,
  ...contentAdminOperations,
  ...mediaAdminOperations,
  ...ordersAdminOperations,
  ...groupGiftsAdminOperations,
  ...vouchersAdminOperations,
  ...backOfficeAdminOperations,
  ...bookingsAdminOperations,
  ...mailAdminOperations,
];
