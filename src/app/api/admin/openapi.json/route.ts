import { NextResponse } from 'next/server';
import { buildAdminOpenApiDocument } from '@/server/admin-api/openapi-document';
import { getServerEnv } from '@/server/env';
import { publicRoute } from '@/server/public-route';
import { adminApiOperations } from '@/shell/admin-api-operations';

/** The admin API's OpenAPI 3.1 document, made from the zod schemas the routes parse with. */
export const GET = publicRoute(async () => NextResponse.json(buildAdminOpenApiDocument(adminApiOperations, getServerEnv().SITE_URL)));
