import {beforeEach, describe, expect, it } from 'vitest';
import { DELETE as deleteLanding, GET as getLanding, PUT as updateLanding } from '@/app/api/v3/landing-page/[id]/route';
import { GET as listLandings, POST as createLanding } from '@/app/api/v3/landing-page/route';
import { GET as listAllBreadcrumbs, PUT as replaceAllBreadcrumbs } from '@/app/api/landing/all-breadcrumbs/route';
import { PUT as updateLandingBreadcrumbs } from '@/app/api/landing/breadcrumbs/route';
import { POST as updateSimilar } from '@/app/api/landing/update-similar/route';
import { POST as updateProductBreadcrumbs } from '@/app/api/product/update-breadcrumbs/route';
import { getLandingByUrlPath } from '@/domains/content/server/queries';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { callRoute, createStaffMemberForTest, type RouteCall } from '../support/admin-api';

const prisma = getDatabase();
let managerToken: string;
let editorToken: string;
let customerToken: string;

function landingBody(overrides: Record<string, unknown> = {}) {
  return {
    urlPath: 'toronto/food-tours',
    title: 'Food tours in Toronto',
    body: '## Taste the city',
    bannerImg: '/uploads/media/2026-11/banner.webp',
    thumbImg: 'https://images.example.com/thumb.webp',
    seoTitle: 'Toronto food tours',
    seoDescription: '',
    seoKeywords: null,
    published: true,
    sortOrder: 10,
    ...overrides,
  };
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

beforeEach(async () => {
  await prisma.landing.deleteMany();
  await prisma.breadcrumb.deleteMany();
  await prisma.product.deleteMany();
  await prisma.auditLogEntry.deleteMany();
  managerToken = (await createStaffMemberForTest('MANAGER')).token;
  editorToken = (await createStaffMemberForTest('EDITOR')).token;
  const customer = await prisma.user.create({
    data: { role: 'CUSTOMER', email: `customer-${Date.now()}@example.com`, firstName: 'Cora', lastName: 'Customer', passwordHash: 'x' },
  });
  customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
  await prisma.landing.createMany({
    data: [
      { id: 'l-kayak', urlPath: 'kayaking', title: 'Kayaking', sortOrder: 1 },
      { id: 'l-food', urlPath: 'food', title: 'Food and drink', sortOrder: 2 },
      { id: 'l-ski', urlPath: 'winter/skiing', title: 'Skiing', sortOrder: 3, published: false },
    ],
  });
  await prisma.breadcrumb.createMany({
    data: [
      { id: 'b-home', label: 'Home', url: '/' },
      { id: 'b-food', label: 'Food', url: '/food' },
    ],
  });
  await prisma.product.create({ data: { id: 'p-1', slug: 'market-walk', kind: 'EXPERIENCE', title: 'Market walk', description: '', priceCents: 5_000 } });
});

type Case = { name: string; call: (call: RouteCall) => Promise<Response> };

// Every route of this slice, each called with a valid request, so the auth matrix is the only variable.
const routes: Case[] = [
  { name: 'GET /api/v3/landing-page', call: (call) => callRoute(listLandings, '/api/v3/landing-page', {}, call) },
  { name: 'POST /api/v3/landing-page', call: (call) => callRoute(createLanding, '/api/v3/landing-page', {}, { method: 'POST', body: landingBody({ urlPath: `new-${Math.random().toString(36).slice(2, 8)}` }), ...call }) },
  { name: 'GET /api/v3/landing-page/{id}', call: (call) => callRoute(getLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, call) },
  { name: 'PUT /api/v3/landing-page/{id}', call: (call) => callRoute(updateLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, { method: 'PUT', body: landingBody({ urlPath: 'food' }), ...call }) },
  { name: 'DELETE /api/v3/landing-page/{id}', call: (call) => callRoute(deleteLanding, '/api/v3/landing-page/l-ski', { id: 'l-ski' }, { method: 'DELETE', ...call }) },
  { name: 'POST /api/landing/update-similar', call: (call) => callRoute(updateSimilar, '/api/landing/update-similar', {}, { method: 'POST', body: { landingId: 'l-food', similarIds: ['l-kayak'] }, ...call }) },
  { name: 'GET /api/landing/all-breadcrumbs', call: (call) => callRoute(listAllBreadcrumbs, '/api/landing/all-breadcrumbs', {}, call) },
  {
    name: 'PUT /api/landing/all-breadcrumbs',
    call: (call) => callRoute(replaceAllBreadcrumbs, '/api/landing/all-breadcrumbs', {}, { method: 'PUT', body: { breadcrumbs: [{ id: 'b-home', label: 'Home', url: '/' }, { id: 'b-food', label: 'Food', url: '/food' }] }, ...call }),
  },
  { name: 'PUT /api/landing/breadcrumbs', call: (call) => callRoute(updateLandingBreadcrumbs, '/api/landing/breadcrumbs', {}, { method: 'PUT', body: { landingId: 'l-food', breadcrumbIds: ['b-home'] }, ...call }) },
  { name: 'POST /api/product/update-breadcrumbs', call: (call) => callRoute(updateProductBreadcrumbs, '/api/product/update-breadcrumbs', {}, { method: 'POST', body: { productId: 'p-1', breadcrumbIds: ['b-home'] }, ...call }) },
];

describe('who may call the landing and breadcrumb routes', () => {
  it.each(routes)('$name: 401 without a token and for a customer, as problem+json', async ({ call }) => {
    for (const token of [null, customerToken]) {
      const response = await call({ token });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
  });

  it.each(routes)('$name: 2xx with the manager’s cookie, and with an editor’s bearer token', async ({ call }) => {
    expect((await call({ token: null, cookieToken: managerToken })).status).toBeLessThan(300);
    await prisma.landing.upsert({ where: { id: 'l-ski' }, create: { id: 'l-ski', urlPath: 'winter/skiing', title: 'Skiing' }, update: {} });
    expect((await call({ token: editorToken })).status).toBeLessThan(300);
  });
});

describe('GET /api/v3/landing-page', () => {
  it('pages with page and per_page, searches title and path, and answers data and total', async () => {
    const first = await json<{ data: { id: string; updatedAt: string }[]; total: number }>(
      await callRoute(listLandings, '/api/v3/landing-page?page=1&per_page=2', {}, { token: managerToken }),
    );
    expect(first.total).toBe(3);
    expect(first.data.map((row) => row.id)).toEqual(['l-kayak', 'l-food']);
    const second = await json<{ data: { id: string }[] }>(await callRoute(listLandings, '/api/v3/landing-page?page=2&per_page=2', {}, { token: managerToken }));
    expect(second.data.map((row) => row.id)).toEqual(['l-ski']);
    for (const search of ['SKI', 'winter']) {
      const found = await json<{ data: { id: string; published: boolean }[]; total: number }>(
        await callRoute(listLandings, `/api/v3/landing-page?search=${search}`, {}, { token: managerToken }),
      );
      expect(found).toMatchObject({ total: 1, data: [{ id: 'l-ski', published: false }] });
    }
  });

  it.each([['page=0'], ['per_page=101'], ['per_page=abc']])('refuses %s with a 400 naming the field', async (query) => {
    const response = await callRoute(listLandings, `/api/v3/landing-page?${query}`, {}, { token: managerToken });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toEqual([query.split('=')[0]]);
  });
});

describe('creating, editing and deleting a landing', () => {
  it('creates a landing the storefront serves at once, with its trail and similar landings, audited', async () => {
    const response = await callRoute(createLanding, '/api/v3/landing-page', {}, {
      method: 'POST',
      token: editorToken,
      body: landingBody({ breadcrumbIds: ['b-home', 'b-food'], similarIds: ['l-kayak'] }),
    });
    expect(response.status).toBe(201);
    const { data } = await json<{ data: { id: string; seoDescription: string | null; breadcrumbIds: string[]; similarIds: string[] } }>(response);
    expect(data).toMatchObject({ seoDescription: null, breadcrumbIds: ['b-home', 'b-food'], similarIds: ['l-kayak'] });
    const page = await getLandingByUrlPath('toronto/food-tours', 'en-CA');
    expect(page).toMatchObject({ title: 'Food tours in Toronto', bannerImg: '/uploads/media/2026-11/banner.webp', similar: [{ urlPath: 'kayaking' }] });
    expect(page?.breadcrumbs.map((crumb) => crumb.label)).toEqual(['Home', 'Food']);
    expect(await prisma.auditLogEntry.count({ where: { action: 'landing.create', entityId: data.id } })).toBe(1);
  });

  it.each([
    ['a missing title', { title: '' }, 'title'],
    ['a path with a leading slash', { urlPath: '/food-tours' }, 'urlPath'],
    ['a path the shop owns', { urlPath: 'admin/x' }, 'urlPath'],
    ['an image that is neither uploaded nor https', { bannerImg: 'javascript:alert(1)' }, 'bannerImg'],
    ['an unknown breadcrumb', { breadcrumbIds: ['b-missing'] }, 'breadcrumbIds'],
    ['a negative sort order', { sortOrder: -1 }, 'sortOrder'],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_case, overrides, field) => {
    const response = await callRoute(createLanding, '/api/v3/landing-page', {}, { method: 'POST', token: managerToken, body: landingBody(overrides) });
    expect(response.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors[field]).toBeDefined();
    expect(await prisma.landing.count()).toBe(3);
  });

  it('refuses a second landing on a path in use with a 409 on urlPath', async () => {
    const response = await callRoute(createLanding, '/api/v3/landing-page', {}, { method: 'POST', token: managerToken, body: landingBody({ urlPath: 'food' }) });
    expect(response.status).toBe(409);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors.urlPath).toEqual(['Another landing page uses this URL path']);
  });

  it('gets and updates one landing; an unknown id is a 404', async () => {
    const updated = await callRoute(updateLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, {
      method: 'PUT',
      token: managerToken,
      body: landingBody({ urlPath: 'food', title: 'Food & drink', similarIds: ['l-kayak', 'l-ski'] }),
    });
    expect(updated.status).toBe(200);
    const got = await json<{ data: { title: string; similarIds: string[] } }>(await callRoute(getLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, { token: managerToken }));
    expect(got.data).toMatchObject({ title: 'Food & drink', similarIds: ['l-kayak', 'l-ski'] });
    expect((await callRoute(getLanding, '/api/v3/landing-page/nope', { id: 'nope' }, { token: managerToken })).status).toBe(404);
    const missing = await callRoute(updateLanding, '/api/v3/landing-page/nope', { id: 'nope' }, { method: 'PUT', token: managerToken, body: landingBody({ urlPath: 'nope' }) });
    expect(missing.status).toBe(404);
  });

  it('deletes a landing, drops it from other landings’ similar lists, and audits it', async () => {
    await prisma.landingSimilar.create({ data: { landingId: 'l-kayak', similarId: 'l-food', position: 0 } });
    const response = await callRoute(deleteLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, { method: 'DELETE', token: managerToken });
    expect(response.status).toBe(200);
    expect(await prisma.landing.findUnique({ where: { id: 'l-food' } })).toBeNull();
    expect(await prisma.landingSimilar.count()).toBe(0);
    expect(await prisma.auditLogEntry.findFirst({ where: { action: 'landing.delete', entityId: 'l-food' }, select: { data: true } })).toEqual({
      data: { urlPath: 'food', title: 'Food and drink' },
    });
    expect((await callRoute(deleteLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, { method: 'DELETE', token: managerToken })).status).toBe(404);
  });
});

describe('similar landings and breadcrumbs', () => {
  it('saves similar landings in order, and refuses the landing itself or unknown ones', async () => {
    const ok = await callRoute(updateSimilar, '/api/landing/update-similar', {}, { method: 'POST', token: managerToken, body: { landingId: 'l-kayak', similarIds: ['l-ski', 'l-food'] } });
    expect(await json(ok)).toEqual({ message: 'Similar landings saved.' });
    const rows = await prisma.landingSimilar.findMany({ where: { landingId: 'l-kayak' }, orderBy: { position: 'asc' }, select: { similarId: true } });
    expect(rows.map((row) => row.similarId)).toEqual(['l-ski', 'l-food']);

    for (const [body, field] of [
      [{ landingId: 'l-kayak', similarIds: ['l-kayak'] }, 'similarIds'],
      [{ landingId: 'l-kayak', similarIds: ['l-gone'] }, 'similarIds'],
      [{ landingId: 'l-kayak', similarIds: ['l-food', 'l-food'] }, 'similarIds'],
      [{ similarIds: [] }, 'landingId'],
    ] as const) {
      const refused = await callRoute(updateSimilar, '/api/landing/update-similar', {}, { method: 'POST', token: managerToken, body });
      expect(refused.status).toBe(400);
      expect((await json<{ errors: Record<string, string[]> }>(refused)).errors[field]).toBeDefined();
    }
  });

  it('sets a landing’s and a product’s trail; unknown breadcrumbs are 400, unknown pages 404', async () => {
    await callRoute(updateLandingBreadcrumbs, '/api/landing/breadcrumbs', {}, { method: 'PUT', token: managerToken, body: { landingId: 'l-food', breadcrumbIds: ['b-home', 'b-food'] } });
    expect((await getLandingByUrlPath('food', 'en-CA'))?.breadcrumbs).toEqual([
      { label: 'Home', url: '/', untranslated: [] },
      { label: 'Food', url: '/food', untranslated: [] },
    ]);
    const product = await callRoute(updateProductBreadcrumbs, '/api/product/update-breadcrumbs', {}, { method: 'POST', token: managerToken, body: { productId: 'p-1', breadcrumbIds: ['b-food', 'b-home'] } });
    expect(product.status).toBe(200);
    const productTrail = await prisma.productBreadcrumb.findMany({ where: { productId: 'p-1' }, orderBy: { position: 'asc' }, select: { breadcrumbId: true } });
    expect(productTrail.map((row) => row.breadcrumbId)).toEqual(['b-food', 'b-home']);
    expect(await prisma.auditLogEntry.count({ where: { action: { in: ['landing.update-breadcrumbs', 'product.update-breadcrumbs'] } } })).toBe(2);

    const badCrumb = await callRoute(updateLandingBreadcrumbs, '/api/landing/breadcrumbs', {}, { method: 'PUT', token: managerToken, body: { landingId: 'l-food', breadcrumbIds: ['b-x'] } });
    expect(badCrumb.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(badCrumb)).errors.breadcrumbIds).toEqual(['Some of the chosen entries no longer exist']);
    expect((await callRoute(updateProductBreadcrumbs, '/api/product/update-breadcrumbs', {}, { method: 'POST', token: managerToken, body: { productId: 'p-x', breadcrumbIds: [] } })).status).toBe(404);
    expect((await callRoute(updateLandingBreadcrumbs, '/api/landing/breadcrumbs', {}, { method: 'PUT', token: managerToken, body: { landingId: 'l-x', breadcrumbIds: [] } })).status).toBe(404);
  });

  it('lists all breadcrumbs with their use, and saves the whole list: edit, add, remove, swap', async () => {
    await prisma.landingBreadcrumb.create({ data: { landingId: 'l-food', breadcrumbId: 'b-food', position: 0 } });
    const listed = await json<{ data: { id: string; usedBy: number }[] }>(await callRoute(listAllBreadcrumbs, '/api/landing/all-breadcrumbs', {}, { token: managerToken }));
    expect(listed.data).toEqual([
      { id: 'b-food', label: 'Food', url: '/food', usedBy: 1 },
      { id: 'b-home', label: 'Home', url: '/', usedBy: 0 },
    ]);

    // Home and Food swap labels and URLs (a unique pair each), Kayaking is added, nothing removed.
    const swapped = await callRoute(replaceAllBreadcrumbs, '/api/landing/all-breadcrumbs', {}, {
      method: 'PUT',
      token: managerToken,
      body: { breadcrumbs: [{ id: 'b-home', label: 'Food', url: '/food' }, { id: 'b-food', label: 'Home', url: '/' }, { label: 'Kayaking', url: '/kayaking' }] },
    });
    expect(swapped.status).toBe(200);
    expect((await json<{ data: { id: string; label: string }[] }>(swapped)).data.map((row) => `${row.id}:${row.label}`)).toEqual([
      'b-home:Food',
      'b-food:Home',
      expect.stringMatching(/:Kayaking$/),
    ]);

    // Leaving Food (now b-home) out removes it, and from the trails that showed it.
    await callRoute(replaceAllBreadcrumbs, '/api/landing/all-breadcrumbs', {}, { method: 'PUT', token: managerToken, body: { breadcrumbs: [{ id: 'b-food', label: 'Home', url: '/' }] } });
    expect((await prisma.breadcrumb.findMany({ select: { id: true } })).map((row) => row.id)).toEqual(['b-food']);
    expect(await prisma.auditLogEntry.count({ where: { action: 'breadcrumb.replace-all' } })).toBe(2);
  });

  it.each([
    ['a duplicate label and URL', [{ label: 'Home', url: '/' }, { label: 'Home', url: '/' }], 'breadcrumbs.1.label'],
    ['an empty label', [{ label: ' ', url: '/' }], 'breadcrumbs.0.label'],
    ['a protocol-relative URL', [{ label: 'Evil', url: '//evil.example' }], 'breadcrumbs.0.url'],
    ['an id that is gone', [{ id: 'b-gone', label: 'Gone', url: '/gone' }], 'breadcrumbs.0.id'],
  ])('refuses the whole list with %s, changing nothing', async (_case, breadcrumbs, field) => {
    const response = await callRoute(replaceAllBreadcrumbs, '/api/landing/all-breadcrumbs', {}, { method: 'PUT', token: managerToken, body: { breadcrumbs } });
    expect(response.status).toBe(400);
    expect((await json<{ errors: Record<string, string[]> }>(response)).errors[field]).toBeDefined();
    expect(await prisma.breadcrumb.count()).toBe(2);
  });
});

describe('a landing’s tags (the tag picker of the landing form)', () => {
  beforeEach(async () => {
    await prisma.tag.deleteMany();
    await prisma.tag.createMany({
      data: [
        { id: 't-water', name: 'Water', slug: 'water', type: 'CATEGORY' },
        { id: 't-kayak', name: 'Kayaking', slug: 'kayaking', type: 'CATEGORY', parentId: 't-water' },
      ],
    });
  });
  const readTagIds = async (id: string) => (await json<{ data: { tagIds: string[] } }>(await callRoute(getLanding, `/api/v3/landing-page/${id}`, { id }, { token: managerToken }))).data.tagIds.sort();

  it('creates with tags, replaces them on a save that sends them, keeps them on one that does not, and the storefront reads them', async () => {
    const created = await json<{ data: { id: string; tagIds: string[] } }>(
      await callRoute(createLanding, '/api/v3/landing-page', {}, { method: 'POST', token: managerToken, body: landingBody({ tagIds: ['t-water', 't-kayak'] }) }),
    );
    expect(created.data.tagIds.sort()).toEqual(['t-kayak', 't-water']);
    const id = created.data.id;
    const put = (body: Record<string, unknown>) => callRoute(updateLanding, `/api/v3/landing-page/${id}`, { id }, { method: 'PUT', token: managerToken, body: landingBody(body) });

    expect((await put({ tagIds: ['t-kayak'] })).status).toBe(200);
    expect(await readTagIds(id)).toEqual(['t-kayak']);
    expect((await getLandingByUrlPath('toronto/food-tours', 'en-CA'))?.tagIds).toEqual(['t-kayak']);
    expect((await put({ title: 'Renamed' })).status).toBe(200);
    expect(await readTagIds(id)).toEqual(['t-kayak']);
    expect((await put({ tagIds: [] })).status).toBe(200);
    expect(await readTagIds(id)).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['an unknown tag', ['t-water', 'no-such-tag'], 'tagIds'],
    ['a tag that is not text', [42], 'tagIds.0'],
  ])('refuses %s with a field message and keeps the tags', async (_case, tagIds, field) => {
    await prisma.landingTag.create({ data: { landingId: 'l-food', tagId: 't-water' } });
    const response = await callRoute(updateLanding, '/api/v3/landing-page/l-food', { id: 'l-food' }, { method: 'PUT', token: managerToken, body: landingBody({ urlPath: 'food', tagIds }) });
    expect(response.status).toBe(400);
    expect(Object.keys((await json<{ errors: Record<string, string[]> }>(response)).errors)).toContain(field);
    expect(await readTagIds('l-food')).toEqual(['t-water']);
  });
});
