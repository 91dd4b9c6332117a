import { NextResponse, type NextRequest } from 'next/server';
import { buildNoncePolicy, createNonce, isPerRequestPage } from './content-security-policy';
import { isOriginAllowed } from './lib/request-origin';
import { checkServerActionBody, SERVER_ACTION_MAX_BODY_BYTES } from './server-action-body';

function refuse(status: 400 | 403 | 413, message: string): NextResponse {
  return NextResponse.json(
    { type: 'about:blank', title: message, status, message },
    { status, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } },
  );
}

/**
 * An address no page can answer: a malformed percent-escape (Next would crash decoding it), or a
 * NUL in the path or the query (no page has one, and PostgreSQL text cannot hold one: looking it
 * up would fail with a 500).
 */
function isUnreadableAddress(url: URL): boolean {
  try {
    if (decodeURIComponent(url.pathname).includes('\0')) return true;
  } catch {
    return true;
  }
  return [...url.searchParams].some(([key, value]) => key.includes('\0') || value.includes('\0'));
}

/**
 * A page rendered per request gets a nonce-based Content-Security-Policy: Next reads the nonce from
 * the request's policy and puts it on every script it renders; the response carries the same policy.
 */
function withNoncePolicy(request: NextRequest): NextResponse {
  const policy = buildNoncePolicy(createNonce());
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('content-security-policy', policy);
  return response;
}

/**
 * The checks Next would otherwise answer with a 500: an unreadable address (isUnreadableAddress),
 * and server actions (POSTs to a page, or to any address with a Next-Action header) from another
 * origin, with an unreadable Origin, or with an oversized or undecodable body
 * (checkServerActionBody). Then the nonce policy of pages rendered per request. Locale routing is
 * not here but in next.config's rewrites (src/storefront-routing.ts), so a cached page view never
 * pays for a proxy (docs/adr/0009).
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  if (isUnreadableAddress(request.nextUrl)) return refuse(400, 'This address is not valid.');
  // Route handlers check their own callers (origin, tokens, bodies): the proxy only reads their address.
  if (/^\/(api|uploads)\//.test(request.nextUrl.pathname)) return NextResponse.next();
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (!isOriginAllowed(request, { sameOrigin: true, writeSenders: 'our-pages' })) {
      return refuse(403, 'This request must come from the shop itself.');
    }
    if (Number(request.headers.get('content-length') ?? 0) > SERVER_ACTION_MAX_BODY_BYTES) {
      return refuse(413, 'The request is too large.');
    }
    // Next gives the proxy a copy of the body and the page the original, so reading it here takes nothing from the action.
    const refusal = await checkServerActionBody(request);
    if (refusal) return refuse(refusal.status, refusal.message);
  }
  return isPerRequestPage(request.nextUrl.pathname, request.nextUrl.searchParams) ? withNoncePolicy(request) : NextResponse.next();
}

export const config = {
  // Only requests that can fail those checks or need a nonce come here: a server action at any
  // address (JavaScript sends Next-Action, and Next runs an action posted to any address, a file's
  // or its own included); on page addresses (not the API, uploads, Next internals or files), a form
  // posted without JavaScript (it has a body, so a Content-Type), an address with a percent-escape
  // (a NUL in a query comes here on the pages that read their query, listed below), and
  // the pages rendered per request (isPerRequestPage; proxy.test.ts checks both on each kind of page). A
  // cached page view has none of these and goes straight to the page. Next reads the matcher at
  // build time, so the sources must be literals.
  matcher: [
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    { source: '/((?!api|admin|uploads|_next|_vercel|monitoring|.*\\..*).*)', has: [{ type: 'header', key: 'content-type' }] },
    '/((?!api|admin|uploads|_next|_vercel|monitoring|.*\\..*).*%.*)',
    // A route's address with a percent-escape: Next answers a malformed one with a plain-text 500.
    '/api/(.*%.*)',
    '/uploads/(.*%.*)',
    '/admin/:path*',
    // Each page below in English (unprefixed) and French (/fr-CA, routing.locales).
    '/:locale(fr-CA)?/(account|auth|cancellation|group-gift|order-success|payments|review|search)/:path*',
    '/:locale(fr-CA)?/order/return',
    '/:locale(fr-CA)?/booking/(checkout|confirmation|manage)/:path*',
    '/:locale(fr-CA)?/voucher/(activation|activated)',
    // The lists' query keys (catalogListQueryKeys, blogListQueryKeys).
    { source: '/:locale(fr-CA)?/(gift|booking|blog)', has: [{ type: 'query', key: 'page' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'category' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'city' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'minPrice' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'maxPrice' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'duration' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'date' }] },
    { source: '/:locale(fr-CA)?/(gift|booking)', has: [{ type: 'query', key: 'sort' }] },
  ],
};
