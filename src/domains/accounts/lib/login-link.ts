/** "Log in as this user" links work once, for this long after a manager makes one. */
export const LOGIN_LINK_TTL_MS = 5 * 60 * 1000;

/** Where a login link leads: a route handler, since only a handler may set the session cookie. */
export const LOGIN_LINK_PATH_PREFIX = '/api/auth/login-as/';

/** The token at the end of a login link's path, or null when the path is not one. */
export function readLoginLinkToken(path: string): string | null {
  const pathname = new URL(path, 'http://shop.invalid').pathname;
  if (!pathname.startsWith(LOGIN_LINK_PATH_PREFIX)) return null;
  const token = pathname.slice(LOGIN_LINK_PATH_PREFIX.length);
  return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}
