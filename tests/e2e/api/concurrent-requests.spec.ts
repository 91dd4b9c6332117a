import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { e2eBaseUrl } from '../support/ports';
import { signInCustomerOverHttp } from '../support/server-actions';
import { demoCustomer, getStaffAuthorization } from '../support/staff-session';

/**
 * The running production server under mixed concurrent load: 400 requests, 16 at a time, of
 * staff list and update, search, a signed-in love list and storefront pages. Every answer must
 * be the right one: the same as when asked alone, no 5xx and no spurious 401 (SPEC §8 signs
 * staff out on any 401). On the embedded database this caught queries bound to each other's
 * statements (docs/adr/0004); CI runs it on PostgreSQL too.
 */
const TOTAL_REQUESTS = 400;
const CONCURRENCY = 16;

type Probe = { name: string; send: (request: APIRequestContext) => Promise<APIResponse>; check: (response: APIResponse) => Promise<void> };

function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/)?.[1];
}

/** List answers without `updatedAt`, which the concurrent updates change on purpose. */
function withoutTimestamps(body: { data: Record<string, unknown>[]; total: number }) {
  return { total: body.total, data: body.data.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'updatedAt'))) };
}

test('400 mixed concurrent requests all answer correctly, with no 5xx and no spurious 401', async ({ request }) => {
  test.setTimeout(180_000);
  const staffAuth = await getStaffAuthorization(request);
  const customer = { cookie: await signInCustomerOverHttp(demoCustomer), origin: e2eBaseUrl };

  const listOf = async (query: string) => {
    const response = await request.get(`/api/admin/products?${query}`, { headers: staffAuth });
    expect(response.status()).toBe(200);
    return (await response.json()) as { data: { id: string; kind: string; slug: string; title: string; published: boolean }[]; total: number };
  };
  const everything = await listOf('page=1&per_page=100');
  const gift = everything.data.find((row) => row.kind === 'GIFT_VOUCHER' && row.published);
  const tours = everything.data.filter((row) => row.kind === 'EXPERIENCE' && row.published);
  const edited = tours[0];
  const tour = tours[1];
  if (!gift || !edited || !tour) throw new Error('The demo catalogue needs a published gift and two published experiences');

  // What each read answers when asked alone, to compare every concurrent answer against.
  const listQueries = ['page=1&per_page=10', 'page=2&per_page=10', 'search=toronto', 'search=whale&page=1&per_page=5'];
  const expectedLists = new Map<string, unknown>();
  for (const query of listQueries) expectedLists.set(query, withoutTimestamps(await listOf(query)));
  const searchTerms = ['toronto', 'kayak', 'spa', 'food'];
  const expectedSearches = new Map<string, unknown>();
  for (const term of searchTerms) expectedSearches.set(term, await (await request.get(`/api/search/en-CA/${term}`)).json());
  const pages = ['/', '/gift', '/booking', '/blog', '/toronto-experiences', `/gift/${gift.slug}`, `/booking/${tour.slug}`];
  const expectedTitles = new Map<string, string | undefined>();
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectedTitles.set(path, titleOf(await response.text()));
  }

  const probes: Probe[] = [
    ...listQueries.map((query): Probe => ({
      name: `admin list ${query}`,
      send: (client) => client.get(`/api/admin/products?${query}`, { headers: staffAuth }),
      check: async (response) => expect(withoutTimestamps(await response.json())).toEqual(expectedLists.get(query)),
    })),
    {
      name: 'admin update',
      send: (client) =>
        client.put(`/api/admin/products/${edited.id}`, {
          headers: staffAuth,
          data: { seoDescription: `Load test ${Math.random().toString(36).slice(2)}` },
        }),
      check: async (response) => expect((await response.json()).data).toMatchObject({ id: edited.id, slug: edited.slug, title: edited.title }),
    },
    ...searchTerms.map((term): Probe => ({
      name: `search ${term}`,
      send: (client) => client.get(`/api/search/en-CA/${term}`),
      check: async (response) => expect(await response.json()).toEqual(expectedSearches.get(term)),
    })),
    {
      name: 'love list add',
      send: (client) => client.put('/api/love-list', { headers: customer, data: { productIds: [gift.id] } }),
      check: async (response) => expect((await response.json()).items.map((item: { id: string }) => item.id)).toContain(gift.id),
    },
    {
      name: 'love list remove',
      send: (client) => client.delete('/api/love-list', { headers: customer, data: { productIds: [tour.id] } }),
      check: async (response) => expect((await response.json()).items.map((item: { id: string }) => item.id)).not.toContain(tour.id),
    },
    {
      name: 'love list read',
      send: (client) => client.get('/api/love-list', { headers: customer }),
      check: async (response) => expect(Array.isArray((await response.json()).items)).toBe(true),
    },
    ...pages.map((path): Probe => ({
      name: `page ${path}`,
      send: (client) => client.get(path),
      check: async (response) => expect(titleOf(await response.text())).toBe(expectedTitles.get(path)),
    })),
  ];

  const failures: string[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    for (let index = next++; index < TOTAL_REQUESTS; index = next++) {
      const probe = probes[index % probes.length]!;
      const response = await probe.send(request);
      if (response.status() !== 200) {
        failures.push(`${probe.name}: ${response.status()} ${(await response.text()).slice(0, 200)}`);
        continue;
      }
      await probe.check(response).catch((error: unknown) => failures.push(`${probe.name}: ${String(error).slice(0, 300)}`));
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures).toEqual([]);
});
