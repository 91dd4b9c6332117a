import { expect, test } from '@playwright/test';

/**
 * Static-first storefront (docs/performance.md): catalogue and content pages are rendered once,
 * then served from Next's cache to every visitor until a staff change invalidates them
 * (storefront/staff-changes.spec.ts proves the invalidation).
 */
const cataloguePages = [
  '/',
  '/gift/dinner-cruise-for-two-gift',
  '/booking/halifax-harbour-lobster-dinner-cruise',
  '/adventure/water-activities',
  '/blog/whale-watching-in-canada',
  '/terms-and-conditions',
  '/certificate/activation',
];

test('catalogue and content pages are served from the cache, the same to every visitor', async ({ request }) => {
  for (const path of cataloguePages) {
    await request.get(path); // renders the page if nothing has yet
    const response = await request.get(path, { headers: { cookie: 'customer_session=someone; signed_in=1' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(response.headers()['cache-control'], path).toContain('s-maxage=');
    // Only the locale routing's own cookie (SPEC §9), never anything about the visitor.
    expect(response.headers()['set-cookie'] ?? 'NEXT_LOCALE=en-CA', path).toMatch(/^NEXT_LOCALE=[^\n]*$/);
  }
});

test('pages whose query string is their content render per request and are not shared', async ({ request }) => {
  for (const path of ['/gift?page=2', '/booking?city=halifax', '/search?q=halifax', '/blog?page=1']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
});
