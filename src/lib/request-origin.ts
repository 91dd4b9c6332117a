/** Who may send writes to a route: only our pages, or any client (scripts, apps) as well. */
export type WriteSenders = 'our-pages' | 'any-client';

/** An Origin header's scheme and host, or null when it is `null`, empty or not an http(s) URL. */
function readOrigin(origin: string): { protocol: string; host: string } | null {
  if (!URL.canParse(origin)) return null;
  const url = new URL(origin);
  return url.protocol === 'http:' || url.protocol === 'https:' ? { protocol: url.protocol, host: url.host } : null;
}

/** The scheme the visitor used: the proxy's `X-Forwarded-Proto` in front of TLS, else the request's own. */
function readRequestProtocol(headers: Headers, requestUrl: URL): string {
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'http' || forwarded === 'https' ? `${forwarded}:` : requestUrl.protocol;
}

/**
 * A browser names the page a request comes from in Origin, on every write. Writes that act on a
 * session cookie must come from our own pages (a cross-site form would carry the cookie too), so
 * they need our Origin. Routes open to scripts accept writes without Origin. An Origin that is
 * present but unreadable (`null` from a sandboxed frame or a file, or garbage) is refused always.
 * Same origin means same scheme and host (`https://shop:4200` is another site than `http://shop:4200`).
 * Shared by route handlers and the proxy (server actions), so both apply one rule.
 */
export function isOriginAllowed(request: { headers: Headers; url: string }, rule: { sameOrigin: boolean; writeSenders: WriteSenders }): boolean {
  const { headers } = request;
  const origin = headers.get('origin');
  if (origin === null) return !(rule.sameOrigin && rule.writeSenders === 'our-pages');
  const sender = readOrigin(origin);
  if (sender === null) return false;
  if (!rule.sameOrigin) return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  return host !== null && sender.host === host && sender.protocol === readRequestProtocol(headers, new URL(request.url));
}
