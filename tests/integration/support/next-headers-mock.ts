/**
 * Admin route handlers read the bearer token and the cookie through next/headers, which exists
 * only inside a request. A test file mocks it with this stand-in:
 *   vi.mock('next/headers', async () => (await import('../support/next-headers-mock')).nextHeadersMock);
 * and calls handlers with `callRoute` (./admin-api.ts), which sets what the handler sees. This
 * module imports nothing of the app: the mock's factory must not load next/headers itself.
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
