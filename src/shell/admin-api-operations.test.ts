import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAdminOpenApiDocument } from '@/server/admin-api/openapi-document';
import { adminApiOperations } from './admin-api-operations';

/** The admin API's folders under src/app/api (SPEC §7's prefixes). */
const adminApiFolders = ['admin', 'v2', 'v3', 'landing', 'content', 'product'];

function listRouteFiles(directory: string): string[] {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listRouteFiles(path);
    return entry.name === 'route.ts' ? [path] : [];
  });
}

/**
 * Who may call a route, read from its source: `publicRoute(` is anyone, `staffRoute(…, { area })`
 * the wrapper's area (`signed-in`, `catalogue` or `sales`), the words an operation's `access` uses.
 * Undefined for any other wrapper, or a staffRoute whose area cannot be read, so the test fails.
 */
function readRouteAccess(handlerSource: string): string | undefined {
  if (/^\s*=\s*publicRoute\b/.test(handlerSource)) return 'public';
  if (!/^\s*=\s*staffRoute\b/.test(handlerSource)) return undefined;
  const areas = [...handlerSource.matchAll(/\{\s*area:\s*'([\w-]+)',?\s*\}/g)].map(([, area]) => area);
  return areas.length === 1 ? areas[0] : undefined;
}

/** `src/app/api/admin/products/[id]/route.ts` exporting PUT → `put /api/admin/products/{id}`, with the access of its handler. */
function routeCalls(): Map<string, string | undefined> {
  const root = join(process.cwd(), 'src/app');
  return new Map(
    adminApiFolders.flatMap((folder) =>
      listRouteFiles(join(root, 'api', folder)).flatMap((file) => {
        const path = `/${relative(root, file).replace(/\/route\.ts$/, '')}`.replace(/\[(\w+)\]/g, '{$1}');
        // Each handler's source runs from its export to the next export.
        return readFileSync(file, 'utf8')
          .split(/^export /m)
          .flatMap((part) => {
            const [, method, handlerSource] = /^const (GET|POST|PUT|PATCH|DELETE)\b([\s\S]*)$/.exec(part) ?? [];
            return method ? [[`${method.toLowerCase()} ${path}`, readRouteAccess(handlerSource!)] as const] : [];
          });
      }),
    ),
  );
}

describe('the admin API catalogue', () => {
  it('describes every route of the admin API, and nothing that is not a route', () => {
    const described = adminApiOperations.map((operation) => `${operation.method} ${operation.path}`);
    expect(new Set(described).size).toBe(described.length);
    expect([...described].sort()).toEqual([...routeCalls().keys()].sort());
  });

  it("declares each call's access as its route's wrapper checks it", () => {
    const routes = routeCalls();
    for (const operation of adminApiOperations) {
      const call = `${operation.method} ${operation.path}`;
      expect(routes.get(call), call).toBe(operation.access);
    }
  });

  it('lists every call in docs/admin-api.md', () => {
    const table = readFileSync(join(process.cwd(), 'docs/admin-api.md'), 'utf8');
    for (const operation of adminApiOperations) expect(table, `${operation.method} ${operation.path}`).toContain(`\`${operation.method.toUpperCase()} ${operation.path}\``);
  });
});

describe('buildAdminOpenApiDocument', () => {
  const document = buildAdminOpenApiDocument(adminApiOperations, 'https://shop.example') as {
    openapi: string;
    paths: Record<string, Record<string, { parameters: { name: string; in: string }[]; requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> }; responses: Record<string, unknown>; security?: unknown[] }>>;
  };

  it('is OpenAPI 3.1 with the bodies and query parameters of the zod schemas', () => {
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths['/api/admin/login']!.post!;
    expect(Object.keys(login.requestBody!.content)).toEqual(['application/json', 'application/vnd.api+json']);
    expect(Object.keys(login.requestBody!.content['application/json']!.schema.properties!)).toEqual(['email', 'password']);
    expect(login.security).toEqual([]);
    const list = document.paths['/api/admin/products']!.get!;
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'per_page', 'search']));
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '403']);
    expect(document.paths['/api/admin/bookings/{id}/confirm']!.post!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });
});
