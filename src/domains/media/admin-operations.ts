import 'server-only';
import * as z from 'zod/mini';
import type { AdminApiOperation } from '@/server/admin-api/openapi-document';

/** The stored picture's address and size; media has no schemas.ts, and only this answer needs one. */
const uploadedPicture = z.object({ url: z.string(), width: z.int(), height: z.int() });

/**
 * The admin API's calls for uploaded pictures and export downloads, with the schemas their routes
 * parse.
 * src/shell/admin-api-operations.ts lists every area's calls in the OpenAPI document.
 */
export const mediaAdminOperations: readonly AdminApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/download/{name}',
    summary: 'Download an export (json, txt, csv, html, pdf or doc only)',
    specCall: 'GET /admin/download/{name}',
    access: 'catalogue',
  },
  {
    method: 'post',
    path: '/api/v3/upload',
    summary: 'Upload a picture; it is re-encoded and stored under a random name',
    specCall: 'POST /v3/upload',
    access: 'catalogue',
    upload: 'file',
    answer: uploadedPicture,
    status: 201,
  },
];
