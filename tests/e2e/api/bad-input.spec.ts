import { expect, test } from '@playwright/test';
import { getStaffAuthorization } from '../support/staff-session';

/**
 * Input that once crashed the production server into a 500. Each must answer a 4xx that says
 * what is wrong, as problem+json where an API answers.
 */
// Not `/api/search/{locale}/{text}`: its answers are cached by Next like pages, read nothing of the request
// and carry nothing personal, so no header can reach them (static-pages.spec.ts).
const apiRoutes: { method: 'get' | 'put' | 'post' | 'delete'; path: string }[] = [
  { method: 'get', path: '/api/gift-finder?tags=x' },
  { method: 'get', path: '/api/build-id' },
  { method: 'get', path: '/api/love-list' },
  { method: 'put', path: '/api/love-list' },
  { method: 'delete', path: '/api/love-list' },
  { method: 'post', path: '/api/admin/login' },
  { method: 'get', path: '/api/admin/me' },
  { method: 'get', path: '/api/admin/products' },
  { method: 'put', path: '/api/admin/products/some-id' },
  { method: 'get', path: '/api/admin/bookings' },
  { method: 'post', path: '/api/admin/bookings/some-id/confirm' },
  { method: 'post', path: '/api/admin/bookings/some-id/decline' },
];

test('an unreadable Origin header is refused with 403 on every API route', async ({ request }) => {
  const auth = await getStaffAuthorization(request);
  for (const origin of ['null', '', '://', 'http://[::1']) {
    for (const route of apiRoutes) {
      const response = await request[route.method](route.path, { headers: { ...auth, origin }, data: route.method === 'get' ? undefined : {} });
      expect(response.status(), `${route.method.toUpperCase()} ${route.path} with Origin ${JSON.stringify(origin)}`).toBe(403);
      expect(response.headers()['content-type']).toContain('application/problem+json');
    }
  }
});

test('NUL bytes in query and path parameters answer 400 or 404, never 500', async ({ request }) => {
  const auth = await getStaffAuthorization(request);
  const search = await request.get('/api/admin/products?search=%00', { headers: auth });
  expect(search.status()).toBe(400);
  expect(await search.json()).toMatchObject({ message: expect.stringContaining('not allowed') });
  expect((await request.put('/api/admin/products/%00', { headers: auth, data: { title: 'x' } })).status()).toBe(400);
  expect((await request.get('/api/search/en-CA/ab%00c')).status()).toBe(400);
  expect((await request.get('/uploads/a%00.png')).status()).toBe(400);
});

test('an over-long upload name and a malformed escape in the path answer 4xx', async ({ request }) => {
  expect((await request.get(`/uploads/${'a'.repeat(300)}.png`)).status()).toBe(404);
  expect((await request.get(`/uploads/${'a/'.repeat(40)}x.png`)).status()).toBe(404);
  expect((await request.get('/%ff')).status()).toBe(400);
  expect((await request.get('/gift/%E0%A4%A')).status()).toBe(400);
});

test('a server action from another origin, with Origin null or with a 1 MB body is refused', async ({ request, baseURL }) => {
  const action = { 'next-action': '0123456789abcdef', 'content-type': 'text/plain;charset=UTF-8' };
  const crossSite = await request.post('/', { headers: { ...action, origin: 'https://evil.example' }, data: '[]' });
  expect(crossSite.status()).toBe(403);
  const sandboxed = await request.post('/', { headers: { ...action, origin: 'null' }, data: '[]' });
  expect(sandboxed.status()).toBe(403);
  const huge = await request.post('/', { headers: { ...action, origin: baseURL! }, data: 'x'.repeat(1024 * 1024 + 10) });
  expect(huge.status()).toBe(413);
});

test('a JSON body over the limit answers 413', async ({ request, baseURL }) => {
  const response = await request.post('/api/admin/login', {
    headers: { origin: baseURL!, 'content-type': 'application/json' },
    data: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(100_000) }),
  });
  expect(response.status()).toBe(413);
});
