import { splitLocalePrefix } from './i18n/locale-paths';
import { queryLists } from './storefront-routing';

/** What every response may do: no plugins, no <base> rewriting where scripts load from, no framing by other sites. */
const BASE_POLICY = "object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/** React's development build evaluates code for its debugging tools; a production build never does. */
const DEVELOPMENT_EVAL = process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : '';

/**
 * Pages served from the cache (the catalogue and content, docs/adr/0008): rendered once for every
 * visitor, so no per-response nonce can reach their inline scripts. Scripts only from the shop
 * itself and the given origins (the customer chat's SDK, when the chat is on), no eval; their
 * inline scripts are Next's own, from a render that reads nothing of the request, and staff text
 * in them passes the sanitizer (docs/adr/0019).
 */
export function buildCachedPagePolicy(scriptOrigins: readonly string[]): string {
  return `script-src 'self' 'unsafe-inline'${scriptOrigins.map((origin) => ` ${origin}`).join('')}${DEVELOPMENT_EVAL}; ${BASE_POLICY}`;
}

/** Pages rendered per request: only scripts carrying this response's nonce, and what they load. */
export function buildNoncePolicy(nonce: string): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'${DEVELOPMENT_EVAL}; ${BASE_POLICY}`;
}

/** A nonce of 128 random bits, new for every response. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** Storefront pages that read the visitor (session, cart, query) and so render per request: the proxy's matcher, as a pattern (without the locale prefix). */
const perRequestPaths =
  /^\/(?:(?:account|auth|cancellation|group-gift|order-success|payments|review|search|booking\/(?:checkout|confirmation|manage))(?:\/.*)?|order\/return|voucher\/(?:activation|activated))$/;

/**
 * Whether this page is rendered per request and so can carry a nonce: the back office, the
 * customer's own pages, checkout, search and the filtered lists. Every other page is cached.
 */
export function isPerRequestPage(pathname: string, searchParams: URLSearchParams): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return true;
  const { path } = splitLocalePrefix(pathname);
  if (perRequestPaths.test(path)) return true;
  return queryLists.find((list) => list.path === path)?.queryKeys.some((key) => searchParams.has(key)) ?? false;
}
