import { relative } from 'node:path';
import fc from 'fast-check';
import {beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { byRunSize } from '../../support/stress-scale';
import { createBooking, createCustomer, createOrder } from '../money/money-fixtures';
import { callRoute, createCustomerSessionTokenForTest, createStaffMemberForTest } from '../support/admin-api';
import { validRouteBodies } from '../support/valid-inputs';
import {
  anyOrigin,
  describeFailure,
  findSourceFiles,
  hostileBody,
  hostileQuery,
  hostileSegment,
  jsonBody,
  nearlyValid,
  nextClientAddress,
  watchUnhandledErrors,
  type HostileBody,
} from '../support/hostile-input';

/**
 * Issue 12: generated invalid input for every route handler of the app, found at test time, so a
 * new route is fuzzed without anyone listing it. Every answer must be < 500 and nothing may throw
 * outside a request. Admin routes get a manager's token so their bodies reach the parsers.
 */

const RUNS = byRunSize(200, 2000);
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const APP_ROOT = `${import.meta.dirname}/../../../src/app`;

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
type Segment = { name: string; catchAll: boolean } | { text: string };

/** `src/app/api/admin/users/[id]/route.ts` → its address's segments, route groups left out. */
function segmentsOf(file: string): Segment[] {
  return relative(APP_ROOT, file)
    .split('/')
    .slice(0, -1)
    .filter((part) => !/^\(.*\)$/.test(part))
    .map((part) => {
      const dynamic = /^\[(\.\.\.)?(\w+)\]$/.exec(part);
      return dynamic?.[2] ? { name: dynamic[2], catchAll: Boolean(dynamic[1]) } : { text: part };
    });
}

const routes = await Promise.all(
  findSourceFiles('app', '/route.ts').map(async (file) => {
    const segments = segmentsOf(file);
    const pattern = `/${segments.map((segment) => ('text' in segment ? segment.text : `[${segment.catchAll ? '...' : ''}${segment.name}]`)).join('/')}`;
    const exports = (await import(file)) as Record<string, unknown>;
    const handlers = METHODS.flatMap((method) => (typeof exports[method] === 'function' ? [{ method, handler: exports[method] as Handler }] : []));
    return { segments, pattern, handlers, isStaffRoute: /^\/api\/(admin|v2|v3)\//.test(pattern) };
  }),
);

/** Generated params for a route's dynamic segments, and the address they make. */
function routeAddress(segments: Segment[]): fc.Arbitrary<{ path: string; params: Record<string, string | string[]> }> {
  const parts = segments.map((segment) =>
    'text' in segment ? fc.constant(segment.text) : segment.catchAll ? fc.array(hostileSegment, { minLength: 1, maxLength: 4 }) : idSegment(),
  );
  return fc.tuple(...parts).map((values) => {
    const params: Record<string, string | string[]> = {};
    segments.forEach((segment, index) => {
      const value = values[index];
      if (!('text' in segment) && value !== undefined) params[segment.name] = value;
    });
    // The handler reads its params from the context; the address only shows them (a lone surrogate cannot be encoded).
    const path = values
      .flat()
      .map((value) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD')))
      .join('/');
    return { path: `/${path}`, params };
  });
}

/**
 * The body as a client sends it, with its Content-Length (upload routes refuse a body without
 * one): a form is encoded the way fetch would, boundary and all.
 */
async function encodeBody(body: BodyInit | undefined, headers: Record<string, string>): Promise<BodyInit | undefined> {
  if (body instanceof FormData) {
    const encoded = new Response(body);
    headers['content-type'] = encoded.headers.get('content-type') ?? '';
    body = await encoded.arrayBuffer();
  }
  if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
  else if (body instanceof ArrayBuffer) headers['content-length'] = String(body.byteLength);
  return body;
}

let managerToken: string;
let customerToken: string;
/** Ids of rows that exist, so a nearly valid body meets a real user, order, booking or product. */
const existingIds: string[] = [];

function idSegment(): fc.Arbitrary<string> {
  return fc.oneof({ arbitrary: hostileSegment, weight: 3 }, { arbitrary: fc.constantFrom(...existingIds), weight: 1 });
}
const unhandled = watchUnhandledErrors();

beforeAll(async () => {
  const db = getDatabase();
  const manager = await createStaffMemberForTest('MANAGER');
  managerToken = manager.token;
  const customer = await createCustomer(db, 50_000);
  customerToken = await createCustomerSessionTokenForTest(customer.id);
  const booking = await createBooking(db, customer.id);
  const { productId } = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { productId: true } });
  existingIds.push(manager.id, customer.id, booking.id, productId, (await createOrder(db)).id);
});

describe('generated invalid input to every route handler', () => {
  it('finds the app’s routes', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it('refuses a lone surrogate in a JSON body with 400 (Prisma’s engine failed the query on one: a 500)', async () => {
    const loveList = routes.find((route) => route.pattern === '/api/love-list')?.handlers.find(({ method }) => method === 'PUT');
    if (!loveList) throw new Error('PUT /api/love-list is gone');
    const response = await callRoute(loveList.handler, '/api/love-list', {}, {
      method: 'PUT',
      customerToken,
      rawBody: '{"productIds":["\\ud800"]}',
      headers: { 'content-type': 'application/json', origin: 'http://localhost', 'x-forwarded-host': 'localhost' },
    });
    expect(response.status).toBe(400);
  });

  for (const route of routes) {
    for (const { method, handler } of route.handlers) {
      it(`${method} ${route.pattern}: never 5xx`, { timeout: RUNS * 500 }, async () => {
        const takesBody = method !== 'GET' && method !== 'HEAD';
        const validBody = validRouteBodies[`${method} ${route.pattern}`];
        const body = validBody ? fc.oneof(hostileBody, nearlyValid(validBody).map((value) => jsonBody(JSON.stringify(value), 'nearly valid'))) : hostileBody;
        const request = fc.record({
          address: routeAddress(route.segments),
          query: hostileQuery,
          body: takesBody ? body : fc.constant<HostileBody>({ kind: 'none' }),
          origin: anyOrigin,
          signedIn: fc.oneof({ arbitrary: fc.constant(true), weight: 4 }, { arbitrary: fc.constant(false), weight: 1 }),
        });
        const statuses = new Set<number>();
        const result = await fc.check(
          fc.asyncProperty(request, async ({ address, query, body, origin, signedIn }) => {
            // As the shop's proxy sends them: the client's own address, and the host Origin is compared with.
            const headers: Record<string, string> = { 'x-forwarded-for': nextClientAddress(), 'x-forwarded-host': 'localhost' };
            if (origin !== null) headers.origin = origin;
            if (body.contentType !== undefined) headers['content-type'] = body.contentType;
            const rawBody = await encodeBody(body.body, headers);
            // Sign-out ends every session of its staff member: it gets a manager of its own each time.
            const token = route.pattern === '/api/admin/logout' ? (await createStaffMemberForTest('MANAGER')).token : managerToken;
            const search = query.length ? `?${new URLSearchParams(query)}` : '';
            const response = await callRoute(handler, `${address.path}${search}`, address.params, {
              method,
              token: route.isStaffRoute && signedIn ? token : null,
              customerToken: !route.isStaffRoute && signedIn ? customerToken : undefined,
              rawBody,
              headers,
            });
            // A stream that fails half-way is a broken answer too.
            const text = await response.text();
            statuses.add(response.status);
            if (response.status >= 500) throw new Error(`${response.status}: ${text.slice(0, 300)}`);
          }),
          { numRuns: RUNS },
        );
        expect(describeFailure(result), `${method} ${route.pattern}`).toBeNull();
        expect(unhandled.errors).toEqual([]);
        // Input got past the gates (origin, session, rate limit) to the handler's own code.
        expect([...statuses].filter((status) => ![401, 403, 429].includes(status)), `${method} ${route.pattern} answered ${[...statuses]}`).not.toEqual([]);
      });
    }
  }
});
