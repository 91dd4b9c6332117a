import { expect, test } from '@playwright/test';

/**
 * Static-first storefront (docs/performance.md): catalogue and content pages are rendered once,
 * then served from Next's cache to every visitor until a staff change invalidates them
 * (storefront/staff-changes.spec.ts proves the invalidation).
 */
const cataloguePages = [
  '/',
  '/gift',
  '/booking',
  '/blog',
  '/gift?utm_source=newsletter', // a query parameter the list does not read is the same list
  '/gift/dinner-cruise-for-two-gift',
  '/booking/halifax-harbour-lobster-dinner-cruise',
  '/adventure/water-activities',
  '/blog/whale-watching-in-canada',
  '/terms-and-conditions',
  '/certificate/activation',
];
// The same pages in French (docs/adr/0023): cached entries of their own, like the English ones.
cataloguePages.push(...cataloguePages.map((path) => (path === '/' ? '/fr-CA' : `/fr-CA${path}`)));

test('catalogue and content pages are served from the cache, the same to every visitor', async ({ request }) => {
  for (const path of cataloguePages) {
    await request.get(path); // renders the page if nothing has yet
    const response = await request.get(path, { headers: { cookie: 'customer_session=someone; signed_in=1' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(response.headers()['cache-control'], path).toContain('s-maxage=');
    // Nothing about the visitor, and no cookie that would keep a shared cache from storing it.
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('search suggestions are answered once per language and text, then served from the cache', async ({ request }) => {
  for (const [locale, text] of [['en-CA', 'whale'], ['fr-CA', 'baleine']]) {
    await request.get(`/api/search/${locale}/${text}`);
    const response = await request.get(`/api/search/${locale}/${text}`);
    expect(response.status(), text).toBe(200);
    expect(response.headers()['x-nextjs-cache'], text).toBe('HIT');
    expect(((await response.json()) as { results: unknown[] }).results.length, text).toBeGreaterThan(0);
  }
  // A text with spaces or a slash stays one path segment.
  for (const text of ['food tour', 'a/b']) {
    const odd = await request.get(`/api/search/en-CA/${encodeURIComponent(text)}`);
    expect(odd.status(), text).toBe(200);
  }
});

test('pages whose query string is their content render per request and are not shared', async ({ request }) => {
  for (const path of ['/gift?page=2', '/gift?sort=price-asc&utm_source=newsletter', '/booking?city=halifax', '/search?q=halifax', '/blog?page=1', '/fr-CA/booking?city=halifax']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-nextjs-cache'], path).toBeUndefined();
    expect(response.headers()['cache-control'], path).toContain('no-store');
  }
});

test('a filtered list shows the filtered view, and the addresses behind the public ones redirect to them', async ({ page, request }) => {
  const filtered = await request.get('/booking?city=halifax');
  const unfiltered = await request.get('/booking');
  expect(await filtered.text()).not.toBe(await unfiltered.text());

  for (const [inner, outer] of [
    ['/en-CA', '/'],
    ['/en-CA/gift/dinner-cruise-for-two-gift', '/gift/dinner-cruise-for-two-gift'],
    ['/list-views/gift?page=2', '/gift?page=2'],
  ]) {
    const response = await request.get(inner!, { maxRedirects: 0 });
    expect(response.status(), inner).toBe(307);
    expect(response.headers()['location'], inner).toBe(outer);
  }

  // In the browser, a filter change keeps the public address and shows the filtered list.
  await page.goto('/booking?city=halifax');
  await expect(page).toHaveURL(/\/booking\?city=halifax$/);
  // The heading and title name the filter, not just the kind of list.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Experiences in Halifax');
  await expect(page).toHaveTitle(/^Experiences in Halifax/);
});

test('the shop has its icons: favicon, SVG and home-screen icons, and a web manifest', async ({ request }) => {
  const page = await (await request.get('/')).text();
  expect(page).toMatch(/<link rel="icon" href="\/favicon\.ico/);
  expect(page).toMatch(/<link rel="icon" href="\/icon\.svg/);
  expect(page).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/);
  expect(page).toMatch(/<link rel="manifest" href="\/manifest\.webmanifest"/);
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/icon.svg', 'image/svg+xml'],
    ['/apple-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Canada Gift Experiences', theme_color: '#db3844' });
});

test('every page, cached or not, carries the security headers', async ({ request }) => {
  for (const path of ['/', '/gift/dinner-cruise-for-two-gift', '/auth/login', '/admin/login']) {
    const headers = (await request.get(path)).headers();
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    // Which policy a page gets is content-security-policy.spec.ts's subject; every one forbids these.
    expect(headers['content-security-policy'], path).toContain("object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
});

test("an uploaded file keeps its own locked-down policy, not the pages' one", async ({ request }) => {
  const home = await (await request.get('/')).text();
  const upload = home.match(/\/uploads\/demo\/[\w.-]+\.webp/)?.[0];
  expect(upload, 'a demo picture on the home page').toBeDefined();
  const response = await request.get(upload!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
