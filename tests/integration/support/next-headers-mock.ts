/**
 * Route handlers read the bearer token and the cookies through next/headers, which exists only
 * inside a request. Every integration file gets this stand-in (./file-setup.ts); a test calls
 * handlers with `callRoute` (./admin-api.ts), or sets `currentRequest`, to say what the handler
 * sees. This module imports nothing of the app: the mock's factory must not load next/headers itself.
 */
export const currentRequest = { headers: new Headers(), cookies: new Map<string, string>() };

export const nextHeadersMock = {
  headers: async () => currentRequest.headers,
  cookies: async () => ({
    get: (name: string) => (currentRequest.cookies.has(name) ? { name, value: currentRequest.cookies.get(name) } : undefined),
    set: (name: string, value: string) => void currentRequest.cookies.set(name, value),
    delete: (nameOrOptions: string | { name: string }) =>
      void currentRequest.cookies.delete(typeof nameOrOptions === 'string' ? nameOrOptions : nameOrOptions.name),
  }),
};
