import { catalogListQueryKeys } from './domains/catalog/lib/list-query';
import { blogListQueryKeys } from './domains/content/lib/blog-list-query';

/** What every response may do: no plugins, no <base> rewriting where scripts load from, no framing by other sites. */
const BASE_POLICY = "object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/**
 * Pages served from the cache (the catalogue and content, docs/adr/0008): rendered once for every
 * visitor, so no per-response nonce can reach their inline scripts. Scripts only from the shop
 * itself, no eval; their inline scripts are Next's own, from a render that reads nothing of the
 * request, and staff text in them passes the sanitizer (docs/adr/0019).
 */
export const CACHED_PAGE_POLICY = `script-src 'self' 'unsafe-inline'; ${BASE_POLICY}`;

/** Pages rendered per request: only scripts carrying this response's nonce, and what they load. */
export function buildNoncePolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'; ${BASE_POLICY}`;
}

/** A nonce of 128 random bits, new for every response. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Storefront pages that read the visitor (session, cart, query) and so render per request. */
const perRequestPaths =
  /^\/(?:account|auth|cancellation|order-success|payments|review|search|order\/return|booking\/(?:checkout|confirmation)|voucher\/(?:activation|activated))(?:\/|$)/;

/** Lists whose query string makes a view of its own, rendered per request (src/storefront-routing.ts). */
const queryListKeys: Record<string, readonly string[]> = { '/gift': catalogListQueryKeys, '/booking': catalogListQueryKeys, '/blog': blogListQueryKeys };

/**
 * Whether this page is rendered per request and so can carry a nonce: the back office, the
 * customer's own pages, checkout, search and the filtered lists. Every other page is cached.
 */
export function isPerRequestPage(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return true;
  if (perRequestPaths.test(pathname)) return true;
  return queryListKeys[pathname]?.some((key) => searchParams.has(key)) ?? false;
}
