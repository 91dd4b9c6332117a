/**
 * The page to go back to after signing in, from a `next` query value: only a path on this site
 * (one leading slash, no scheme, no `//host` or `/\host`), otherwise the fallback. Anything else
 * would let a crafted link send a freshly signed-in customer to another site.
 */
export function readReturnPath(next: unknown, fallback = '/'): string {
  if (typeof next !== 'string' || next.length > 2_000) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback;
  return next;
}

/** The sign-in page that comes back to `path` afterwards. */
export function getLoginPath(path: string): string {
  const returnPath = readReturnPath(path);
  return returnPath === '/' ? '/auth/login' : `/auth/login?${new URLSearchParams({ next: returnPath })}`;
}
