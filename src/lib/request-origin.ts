/** Who may send writes to a route: only our pages, or any client (scripts, apps) as well. */
export type WriteSenders = 'our-pages' | 'any-client';

/** The host part of an Origin header, or null when it is `null`, empty or not an http(s) URL. */
function readOriginHost(origin: string): string | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.host : null;
}

/**
 * A browser names the page a request comes from in Origin, on every write. Writes that act on a
 * session cookie must come from our own pages (a cross-site form would carry the cookie too), so
 * they need our Origin. Routes open to scripts accept writes without Origin. An Origin that is
 * present but unreadable (`null` from a sandboxed frame or a file, or garbage) is refused always.
 * Shared by route handlers and the proxy (server actions), so both apply one rule.
 */
export function isOriginAllowed(headers: Headers, rule: { sameOrigin: boolean; writeSenders: WriteSenders }): boolean {
  const origin = headers.get('origin');
  if (origin === null) return !(rule.sameOrigin && rule.writeSenders === 'our-pages');
  const originHost = readOriginHost(origin);
  if (originHost === null) return false;
  if (!rule.sameOrigin) return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  return host !== null && originHost === host;
}
