import { expect, test } from '@playwright/test';

/**
 * The Content-Security-Policy as served (docs/adr/0019): pages rendered per request carry a fresh
 * nonce on the header and on every script Next renders; cached pages keep their policy without
 * one. The fixture of the storefront and admin specs fails on any policy violation in the browser.
 */
const NONCE_POLICY = /^script-src 'nonce-([A-Za-z0-9+/]{22}==)' 'strict-dynamic'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'$/;
const CACHED_POLICY = "script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

/** The scripts the browser would run: JSON-LD is data, which no policy governs. */
function readExecutableScriptTags(html: string): string[] {
  return (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));
}

// Pages that answer 200 to a visitor with no session; a cached page listed here would fail (its HTML keeps an old nonce).
const perRequestPages = [
  '/admin/login',
  '/auth/login',
  '/auth/sign-up',
  '/auth/reset',
  '/auth/change-password/not-a-token',
  '/voucher/activation',
  '/order/return?order=none',
  '/review/not-a-token',
  '/payments/test-authentication/none',
  '/search?q=whale',
  '/gift?sort=price-asc',
  '/booking?city=halifax',
  '/blog?page=1',
];
const cachedPages = [
  '/',
  '/gift',
  '/gift/dinner-cruise-for-two-gift',
  '/booking/halifax-harbour-lobster-dinner-cruise',
  '/blog/whale-watching-in-canada',
  '/adventure/water-activities',
  '/certificate/activation',
  '/love-list',
  '/order',
];

for (const path of perRequestPages) {
  test(`${path}: a new nonce per response, on the header and every script`, async ({ request }) => {
    const nonces: string[] = [];
    for (let view = 0; view < 2; view += 1) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      const nonce = NONCE_POLICY.exec(policy)?.[1];
      expect(nonce, policy).toBeDefined();
      const scripts = readExecutableScriptTags(await response.text());
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
      nonces.push(nonce ?? '');
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });
}

test('cached pages keep their policy, with no nonce that a cached copy could not honour', async ({ request }) => {
  for (const path of cachedPages) {
    await request.get(path);
    const response = await request.get(path);
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(response.headers()['content-security-policy'], path).toBe(CACHED_POLICY);
    expect(await response.text(), path).not.toContain(' nonce="');
  }
});
