import { unstable_doesMiddlewareMatch as doesProxyMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { catalogListQueryKeys } from './domains/catalog/lib/list-query';
import { blogListQueryKeys } from './domains/content/lib/blog-list-query';
import proxy, { config } from './proxy';

function pageRequest(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): NextRequest {
  return new NextRequest(`http://shop.test${path}`, { method: init.method ?? 'GET', headers: { host: 'shop.test', ...init.headers }, body: init.body });
}

/** A server action call from our own page, as React sends it. */
function actionCall(path: string, body: string, contentType = 'text/plain;charset=UTF-8'): NextRequest {
  return pageRequest(path, { method: 'POST', headers: { origin: 'http://shop.test', 'next-action': 'abc', 'content-type': contentType }, body });
}

describe('proxy', () => {
  it('answers a malformed percent-escape with 400 instead of crashing the page render', async () => {
    expect((await proxy(pageRequest('/%ff'))).status).toBe(400);
    expect((await proxy(pageRequest('/gift/%E0%A4%A'))).status).toBe(400);
  });

  it.each(['/api/search/%ED%A0%80', '/api/admin/products/%C0%AE%C0%AE'])('answers a malformed escape in an API address (%s) with a problem+json 400', async (path) => {
    expect(doesProxyMatch({ config, url: path })).toBe(true);
    const response = await proxy(pageRequest(path, { method: 'POST', headers: { authorization: 'Bearer token' } }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  it('leaves API calls with a readable escape to their route, whoever sends them', async () => {
    expect(doesProxyMatch({ config, url: '/api/search/caf%C3%A9' })).toBe(true);
    expect((await proxy(pageRequest('/api/search/caf%C3%A9', { method: 'POST', headers: { authorization: 'Bearer token' } }))).headers.get('x-middleware-next')).toBe('1');
    expect(doesProxyMatch({ config, url: '/api/search/cafe' })).toBe(false);
  });

  it.each(['/blog/%00', '/gift/%00', '/booking/a%00b', '/%00', '/order-success?order=%00&key=%00', '/order/return?order=%00', '/search?q=tour%00'])(
    'answers a NUL in the address (%s) with 400, before a database lookup could fail on it',
    async (path) => {
      expect(doesProxyMatch({ config, url: path })).toBe(true);
      expect((await proxy(pageRequest(path))).status).toBe(400);
    },
  );

  it.each([
    ['another site', 'https://evil.example'],
    ['a sandboxed frame or file', 'null'],
    ['garbage', '://'],
    ['a broken IPv6 host', 'http://[::1'],
  ])('refuses a server action from %s with 403', async (_, origin) => {
    const response = await proxy(pageRequest('/gift', { method: 'POST', headers: { origin, 'next-action': 'abc' } }));
    expect(response.status).toBe(403);
  });

  it('refuses a server action from our host on another scheme', async () => {
    expect((await proxy(pageRequest('/gift', { method: 'POST', headers: { origin: 'https://shop.test', 'next-action': 'abc' } }))).status).toBe(403);
  });

  it('refuses a server action without Origin, which every browser sends', async () => {
    expect((await proxy(pageRequest('/gift', { method: 'POST', headers: { 'next-action': 'abc' } }))).status).toBe(403);
  });

  it('refuses a server action body over 1 MB with 413', async () => {
    const headers = { origin: 'http://shop.test', 'next-action': 'abc', 'content-length': String(1024 * 1024 + 1) };
    expect((await proxy(pageRequest('/gift', { method: 'POST', headers }))).status).toBe(413);
  });

  it('lets our own pages post actions and everyone read pages', async () => {
    const action = await proxy(actionCall('/gift', '["a@b.c"]'));
    expect([403, 413, 400]).not.toContain(action.status);
    expect((await proxy(pageRequest('/gift'))).status).toBeLessThan(400);
  });

  it.each(['/account.x', '/_next/x', '/favicon.ico'])('runs for a server action posted to %s, an address it skips otherwise, and refuses it from another site', async (path) => {
    expect(doesProxyMatch({ config, url: path })).toBe(false);
    expect(doesProxyMatch({ config, url: path, headers: { 'next-action': 'abc' } })).toBe(true);
    expect((await proxy(pageRequest(path, { method: 'POST', headers: { origin: 'https://evil.example', 'next-action': 'abc' } }))).status).toBe(403);
  });

  it('answers a malformed escape in an upload address with 400', async () => {
    expect(doesProxyMatch({ config, url: '/uploads/%ED%A0%80' })).toBe(true);
    expect((await proxy(pageRequest('/uploads/%ED%A0%80'))).status).toBe(400);
  });

  it('answers 400 to a server action body Next could not decode', async () => {
    expect((await proxy(actionCall('/gift', '[{'))).status).toBe(400);
    const response = await proxy(actionCall('/gift', `[${'['.repeat(5_000)}${']'.repeat(5_000)}]`));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/problem+json');
  });
});

describe('the nonce-based Content-Security-Policy', () => {
  const perRequestPages = [
    '/admin',
    '/admin/products/some-id',
    '/account',
    '/auth/login',
    '/auth/change-password/some-token',
    '/booking/checkout',
    '/booking/checkout/return',
    '/booking/confirmation',
    '/booking/manage',
    '/cancellation',
    '/group-gift/start',
    '/group-gift/manage/0123456789abcdef0123456789abcdef',
    '/order/return',
    '/order-success',
    '/order-success/voucher',
    '/payments/test-authentication/some-reference',
    '/review/some-token',
    '/search',
    '/voucher/activation',
    '/voucher/activated',
    '/group-gift/Qm9uam91ci1sZXMtYW1pcw',
    '/group-gift/Qm9uam91ci1sZXMtYW1pcw/return',
    ...catalogListQueryKeys.flatMap((key) => [`/gift?${key}=1`, `/booking?utm_source=mail&${key}=1`]),
    ...blogListQueryKeys.map((key) => `/blog?${key}=2`),
  ];
  const cachedPages = [
    '/',
    '/gift',
    '/gift?utm_source=newsletter',
    '/gift/dinner-cruise-for-two-gift',
    '/booking',
    '/booking/halifax-harbour-lobster-dinner-cruise',
    '/blog',
    '/blog/whale-watching-in-canada',
    '/adventure/water-activities',
    '/accounting-for-two',
    '/terms-and-conditions',
    '/certificate/activation',
    '/voucher/check',
    '/love-list',
    '/order',
    '/orders',
    // Not pages of their own (a 404), and outside the matcher: the cached pages' policy.
    '/order/return/extra',
    '/voucher/activation/extra',
  ];

  // The same pages in French: the locale prefix in front of each (routing.locales).
  perRequestPages.push(...perRequestPages.filter((path) => !path.startsWith('/admin')).map((path) => `/fr-CA${path}`));
  cachedPages.push('/fr-CA', ...cachedPages.filter((path) => path !== '/').map((path) => `/fr-CA${path}`));

  it.each(perRequestPages)('%s: the proxy runs and gives the page and its response one fresh nonce policy', async (path) => {
    expect(doesProxyMatch({ config, url: path })).toBe(true);
    const response = await proxy(pageRequest(path));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/^script-src 'nonce-[A-Za-z0-9+/]{22}==' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'$/);
    // Next reads the nonce from the request's policy; the proxy passes it on as an overridden request header.
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect((await proxy(pageRequest(path))).headers.get('content-security-policy')).not.toBe(policy);
  });

  it.each(cachedPages)('%s: a cached page view never reaches the proxy', async (path) => {
    expect(doesProxyMatch({ config, url: path })).toBe(false);
    expect((await proxy(pageRequest(path))).headers.get('content-security-policy')).toBeNull();
  });
});

