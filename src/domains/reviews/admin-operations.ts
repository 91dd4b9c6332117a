import 'server-only';
import { staffReviewListParamsSchema, updateReviewVisibilitySchema } from '@/domains/reviews/schemas';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/**
 * The admin API's calls for reviews and their visibility, with the schemas their routes parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const reviewsAdminOperations: readonly AdminApiOperation[] = [
  { method: 'get', path: '/api/admin/reviews', summary: 'List reviews', access: 'catalogue', query: staffReviewListParamsSchema },
  { method: 'patch', path: '/api/admin/reviews/{id}', summary: 'Hide a review (with why) or show it again', access: 'catalogue', body: updateReviewVisibilitySchema },
];
