import { unstable_getResponseFromNextConfig as getResponse } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { storefrontRedirects, storefrontRewrites } from './storefront-routing';

const nextConfig = {
  redirects: async () => storefrontRedirects(),
  rewrites: async () => ({ beforeFiles: storefrontRewrites(), afterFiles: [], fallback: [] }),
};

/** Where Next sends a request: `redirect → /x` or `rewrite → /x`, or `none`. */
async function route(path: string, { headers = {}, cookies = {} }: { headers?: Record<string, string>; cookies?: Record<string, string> } = {}) {
  const response = await getResponse({ url: `http://shop.test${path}`, nextConfig, headers, cookies });
  const location = response.headers.get('location');
  if (location) return `redirect → ${new URL(location).pathname}${new URL(location).search}`;
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? `rewrite → ${new URL(rewrite).pathname}${new URL(rewrite).search}` : 'none';
}

describe('locale routing', () => {
  it('serves English unprefixed and French under /fr-CA with the same path segments', async () => {
    expect(await route('/')).toBe('rewrite → /en-CA');
    expect(await route('/gift/dinner-cruise')).toBe('rewrite → /en-CA/gift/dinner-cruise');
    expect(await route('/fr-CA')).toBe('none');
    expect(await route('/fr-CA/gift/dinner-cruise')).toBe('none');
    expect(await route('/en-CA/gift/dinner-cruise')).toBe('redirect → /gift/dinner-cruise');
  });

  it('sends a French list view with its query to the per-request view, and its direct address back to the list', async () => {
    expect(await route('/fr-CA/gift?page=2')).toBe('rewrite → /fr-CA/list-views/gift?page=2');
    expect(await route('/fr-CA/gift?utm_source=mail')).toBe('none');
    expect(await route('/fr-CA/list-views/blog')).toBe('redirect → /fr-CA/blog');
  });

  it.each(['fr-CA,fr;q=0.9,en;q=0.8', 'fr', 'fr-FR', ' fr-CA ; q=1, en'])('sends a first visit whose first language is French (%s) to the French page', async (acceptLanguage) => {
    const headers = { 'accept-language': acceptLanguage };
    expect(await route('/', { headers })).toBe('redirect → /fr-CA');
    expect(await route('/gift/dinner-cruise?sort=price', { headers })).toBe('redirect → /fr-CA/gift/dinner-cruise?sort=price');
  });

  it.each(['en-CA,fr-CA;q=0.9', 'en', 'fy-NL', 'frr', ''])('keeps a first visit whose first language is not French (%s) in English', async (acceptLanguage) => {
    expect(await route('/gift/dinner-cruise', { headers: { 'accept-language': acceptLanguage } })).toBe('rewrite → /en-CA/gift/dinner-cruise');
  });

  it('follows the stored choice: NEXT_LOCALE=fr-CA goes to French, NEXT_LOCALE=en-CA stays in English whatever the browser says', async () => {
    expect(await route('/blog', { cookies: { NEXT_LOCALE: 'fr-CA' } })).toBe('redirect → /fr-CA/blog');
    expect(await route('/blog', { cookies: { NEXT_LOCALE: 'en-CA' }, headers: { 'accept-language': 'fr-CA' } })).toBe('rewrite → /en-CA/blog');
  });

  it('never negotiates the API, the back office, files or prefixed pages', async () => {
    const french = { cookies: { NEXT_LOCALE: 'fr-CA' }, headers: { 'accept-language': 'fr-CA' } };
    for (const path of ['/api/search/x', '/admin', '/uploads/a.webp', '/favicon.ico', '/sitemap.xml', '/fr-CA/blog']) {
      expect(await route(path, french)).not.toMatch(/^redirect/);
    }
  });
});
