import 'server-only';
import { toJSONSchema } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import type { StaffArea } from '@/lib/staff-access';

/** Who may call an operation: anyone (sign-in), any signed-in staff member, or the roles that open an area. */
export type OperationAccess = 'public' | 'signed-in' | StaffArea;

/** One call of the admin API, described by the same zod schemas the route parses with. */
export interface AdminApiOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path under the site, with OpenAPI parameters: `/api/admin/products/{id}`. */
  path: string;
  summary: string;
  /** The SPEC §7 call it answers, when it is one: `GET {prefix}/{entity}`. */
  specCall?: string;
  access: OperationAccess;
  query?: $ZodType;
  body?: $ZodType;
  /** A multipart upload of one `file` field instead of a JSON body. */
  upload?: 'file';
  /** The success answer's shape, when the area has a schema for it. */
  answer?: $ZodType;
  /** The success status, 200 unless it creates something. */
  status?: 200 | 201;
}

type JsonSchema = Record<string, unknown>;

/** Input shapes as a client sends them (before coercion and defaults), in JSON Schema 2020-12, which OpenAPI 3.1 uses. */
function toSchema(schema: $ZodType, io: 'input' | 'output'): JsonSchema {
  const jsonSchema = toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  // The document states its dialect once; each schema inside does not.
  delete jsonSchema.$schema;
  return jsonSchema;
}

function queryParameters(schema: $ZodType | undefined): JsonSchema[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = toSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(properties).map(([name, property]) => ({ name, in: 'query', required: required.includes(name), schema: property }));
}

function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
}

const problemAnswer = {
  description: 'An error a person can read: `message`, and field messages under `errors`.',
  content: {
    'application/problem+json': {
      schema: {
        type: 'object',
        properties: {
          title: { type: 'string' },
          status: { type: 'integer' },
          message: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['title', 'status', 'message'],
      },
    },
  },
};

function describeOperation(operation: AdminApiOperation): JsonSchema {
  const jsonBody = operation.body ? toSchema(operation.body, 'input') : undefined;
  const responses: Record<string, unknown> = {
    [operation.status ?? 200]: {
      description: 'Done.',
      ...(operation.answer ? { content: { 'application/json': { schema: toSchema(operation.answer, 'output') } } } : {}),
    },
    '400': problemAnswer,
  };
  if (operation.access !== 'public') responses['401'] = { ...problemAnswer, description: 'No staff session, or it ended.' };
  if (operation.access === 'catalogue' || operation.access === 'sales') {
    responses['403'] = { ...problemAnswer, description: `The staff role cannot open the ${operation.access} area.` };
  }
  return {
    summary: operation.summary,
    ...(operation.specCall ? { description: `SPEC §7: ${operation.specCall}` } : {}),
    tags: [operation.access === 'public' || operation.access === 'signed-in' ? 'session' : operation.access],
    parameters: [...pathParameters(operation.path), ...queryParameters(operation.query)],
    ...(jsonBody
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonBody }, 'application/vnd.api+json': { schema: jsonBody } } } }
      : {}),
    ...(operation.upload
      ? {
          requestBody: {
            required: true,
            content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] } } },
          },
        }
      : {}),
    ...(operation.access === 'public' ? { security: [] } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of the admin API, made from the operations' zod schemas. */
export function buildAdminOpenApiDocument(operations: readonly AdminApiOperation[], siteUrl: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = describeOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gift experiences shop: admin API',
      version: '1',
      description: 'The calls of SPEC §7. Send `Authorization: Bearer <access_token>` from POST /api/admin/login, or the admin_auth_token cookie.',
    },
    servers: [{ url: siteUrl }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'admin_auth_token' },
      },
    },
    security: [{ bearer: [] }, { cookie: [] }],
    paths,
  };
}
