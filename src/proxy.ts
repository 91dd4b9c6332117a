import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from './i18n/routing';
import { isOriginAllowed } from './lib/request-origin';

const localeRouting = createMiddleware(routing);

/** Next's own limit for server-action bodies; past it Next answers 500, so we answer first. */
const SERVER_ACTION_MAX_BODY_BYTES = 1024 * 1024;

function refuse(status: 400 | 403 | 413, message: string): NextResponse {
  return NextResponse.json(
    { type: 'about:blank', title: message, status, message },
    { status, headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store' } },
  );
}

function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Locale routing for storefront pages, after the checks Next would otherwise answer with a 500:
 * a malformed percent-escape in the address, and server actions (POSTs to a page) from another
 * origin, with an unreadable Origin, or with an oversized body.
 */
export default function proxy(request: NextRequest): NextResponse {
  if (hasMalformedEscape(request.nextUrl.pathname)) return refuse(400, 'This address is not valid.');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (!isOriginAllowed(request.headers, { sameOrigin: true, writeSenders: 'our-pages' })) {
      return refuse(403, 'This request must come from the shop itself.');
    }
    if (Number(request.headers.get('content-length') ?? 0) > SERVER_ACTION_MAX_BODY_BYTES) {
      return refuse(413, 'The request is too large.');
    }
  }
  return localeRouting(request);
}

export const config = {
  // Everything but the API, the back office, uploads, Next internals and files with an extension.
  matcher: ['/((?!api|admin|uploads|_next|_vercel|monitoring|.*\\..*).*)'],
};
