import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@/lib/staff-access';
import { openCustomerSession } from '@/domains/accounts/server/customer-session-service';
import { CUSTOMER_COOKIE, sealSessionToken, STAFF_COOKIE } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { currentRequest } from './next-headers-mock';

export interface StaffMemberForTest {
  id: string;
  email: string;
  /** A sealed session token, as POST /api/admin/login answers it. */
  token: string;
}

export async function createStaffMemberForTest(role: StaffRole = 'MANAGER'): Promise<StaffMemberForTest> {
  const email = `staff-${randomUUID()}@example.com`;
  const { id } = await getDatabase().user.create({
    data: { role, email, firstName: 'Sam', lastName: role === 'MANAGER' ? 'Manager' : 'Editor', passwordHash: 'not-used' },
    select: { id: true },
  });
  return { id, email, token: await sealSessionToken({ userId: id, role: 'STAFF', version: 0 }, 600) };
}

/** A customer's session cookie value, as sign-in makes it: a stored session, sealed with the account's version. */
export async function createCustomerSessionTokenForTest(userId: string, ttlSeconds = 3_600): Promise<string> {
  const { sessionId, version } = await openCustomerSession(userId, { ttlSeconds });
  return sealSessionToken({ userId, role: 'CUSTOMER', version, sessionId }, ttlSeconds);
}

type RouteHandler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

export interface RouteCall {
  method?: string;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Sent as `Authorization: Bearer`; null sends none. */
  token?: string | null;
  /** Sent as the admin_auth_token cookie instead of a bearer token. */
  cookieToken?: string;
  /** A signed-in customer's sealed session, sent as their cookie. */
  customerToken?: string;
  /** Sent as it is, instead of `body` (e.g. JSON text a parser must refuse); set its content type in `headers`. */
  rawBody?: BodyInit;
  headers?: Record<string, string>;
}

/** Calls a route handler as a request to `url` would, with a staff token (or none). */
export function callRoute<Params>(handler: RouteHandler<Params>, url: string, params: Params, call: RouteCall = {}): Promise<Response> {
  const headers = new Headers(call.headers);
  if (call.token) headers.set('authorization', `Bearer ${call.token}`);
  currentRequest.cookies = new Map([
    ...(call.cookieToken ? [[STAFF_COOKIE.name, call.cookieToken] as const] : []),
    ...(call.customerToken ? [[CUSTOMER_COOKIE.name, call.customerToken] as const] : []),
  ]);
  if (call.rawBody !== undefined && call.body !== undefined) throw new Error('Send a body or a raw body, not both');
  let body: BodyInit | undefined = call.rawBody;
  if (call.body instanceof FormData) body = call.body;
  else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers.set('content-type', 'application/json');
  }
  currentRequest.headers = headers;
  return handler(new Request(`http://localhost${url}`, { method: call.method ?? 'GET', headers, body }), { params: Promise.resolve(params) });
}
