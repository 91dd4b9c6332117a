import {beforeEach, describe, expect, it } from 'vitest';
import { GET as listCandidates } from '@/app/api/v3/assign-tags/candidates/route';
import { POST as assign } from '@/app/api/v3/assign-tags/route';
import { GET as tree } from '@/app/api/v3/products/tags/route';
import { DELETE as remove, GET as getOne, PUT as update } from '@/app/api/v3/tags/[id]/route';
import { GET as list, POST as create } from '@/app/api/v3/tags/route';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { callRoute, createStaffMemberForTest, type RouteCall } from '../support/admin-api';
import { truncateAllTables } from '../support/database';
import { createProduct, createTag } from './catalog-fixtures';

type Handler = Parameters<typeof callRoute<{ id: string }>>[0];
type Problem = { detail: string; errors?: Record<string, string[]> };

let managerToken: string;
let adventure: { id: string; slug: string };
let water: { id: string; slug: string };
let kayak: { id: string; slug: string };
let food: { id: string; slug: string };

beforeEach(async () => {
  const db = getDatabase();
  // Every test starts from the same small tree, not from what the last one moved.
  await truncateAllTables(db);
  managerToken = (await createStaffMemberForTest('MANAGER')).token;
  adventure = await createTag(db, 'adventure', { name: 'Adventure', sortOrder: 0 });
  water = await createTag(db, 'water', { name: 'Water', parentId: adventure.id, sortOrder: 0 });
  kayak = await createTag(db, 'kayaking', { name: 'Kayaking', parentId: water.id, sortOrder: 0 });
  food = await createTag(db, 'food', { name: 'Food', sortOrder: 1 });
});

function call(handler: Handler, url: string, init: RouteCall & { id?: string } = {}) {
  const { id = '', ...rest } = init;
  return callRoute(handler, url, { id }, { token: managerToken, ...rest });
}

async function readTree() {
  const answer = await call(tree, '/api/v3/products/tags');
  return ((await answer.json()) as { data: { id: string; parentId: string | null; depth: number; position: number }[] }).data;
}

function auditActions(entityId: string) {
  return getDatabase().auditLogEntry.findMany({ where: { entityId }, select: { action: true, data: true }, orderBy: { createdAt: 'asc' } });
}

describe('who may call the tag routes', () => {
  // Each route with a request that succeeds for staff; `setup` runs first (ids exist only after beforeEach).
  const routes: { name: string; handler: Handler; request: () => { url: string } & RouteCall & { id?: string } }[] = [
    { name: 'GET /v3/tags', handler: list, request: () => ({ url: '/api/v3/tags?page=1&per_page=2' }) },
    {
      name: 'POST /v3/tags',
      handler: create,
      request: () => ({ url: '/api/v3/tags', method: 'POST', body: { name: 'Sailing', slug: `sailing-${crypto.randomUUID().slice(0, 8)}`, type: 'CATEGORY', parentId: water.id } }),
    },
    { name: 'GET /v3/tags/{id}', handler: getOne, request: () => ({ url: `/api/v3/tags/${food.id}`, id: food.id }) },
    { name: 'PUT /v3/tags/{id}', handler: update, request: () => ({ url: `/api/v3/tags/${food.id}`, id: food.id, method: 'PUT', body: { name: 'Food & drink' } }) },
    { name: 'DELETE /v3/tags/{id}', handler: remove, request: () => ({ url: `/api/v3/tags/${kayak.id}`, id: kayak.id, method: 'DELETE' }) },
    { name: 'POST /v3/assign-tags', handler: assign, request: () => ({ url: '/api/v3/assign-tags', method: 'POST', body: { tags: [food.id], type: 'product', elements: [] } }) },
    { name: 'GET /v3/assign-tags/candidates', handler: listCandidates, request: () => ({ url: '/api/v3/assign-tags/candidates?type=product' }) },
    { name: 'GET /v3/products/tags', handler: tree, request: () => ({ url: '/api/v3/products/tags' }) },
  ];

  it.each(routes)('$name: 401 without a token or with a customer’s, as problem+json', async ({ handler, request }) => {
    const customer = await createCustomer(getDatabase());
    const customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
    for (const token of [null, customerToken, 'not-a-token']) {
      const { url, ...init } = request();
      const answer = await call(handler, url, { ...init, token });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await getDatabase().tag.count()).toBe(4);
  });

  it.each(routes)('$name: 2xx for a manager by cookie, and for an editor by bearer token (tags are catalogue work)', async ({ handler, request }) => {
    const editor = await createStaffMemberForTest('EDITOR');
    const byCookie = request();
    const cookieAnswer = await call(handler, byCookie.url, { ...byCookie, token: null, cookieToken: managerToken });
    expect(cookieAnswer.status, await cookieAnswer.clone().text()).toBeLessThan(300);
    const byBearer = request();
    if (byBearer.method === 'DELETE') {
      // The first call deleted it; the same call again finds nothing.
      expect((await call(handler, byBearer.url, { ...byBearer, token: editor.token })).status).toBe(404);
      return;
    }
    const bearerAnswer = await call(handler, byBearer.url, { ...byBearer, token: editor.token });
    expect(bearerAnswer.status, await bearerAnswer.clone().text()).toBeLessThan(300);
  });
});

describe('GET /v3/tags', () => {
  it('pages through the tags by name with the total, and searches name and slug', async () => {
    const first = (await (await call(list, '/api/v3/tags?page=1&per_page=3')).json()) as { data: { name: string }[]; total: number };
    expect(first).toMatchObject({ total: 4 });
    expect(first.data.map((tag) => tag.name)).toEqual(['Adventure', 'Food', 'Kayaking']);
    const second = (await (await call(list, '/api/v3/tags?page=2&per_page=3')).json()) as { data: { name: string; parentId: string; position: number }[] };
    expect(second.data).toEqual([expect.objectContaining({ name: 'Water', parentId: adventure.id, position: 0, productCount: 0, categoryCount: 0 })]);

    const found = (await (await call(list, '/api/v3/tags?search=KAYAK')).json()) as { data: { id: string }[]; total: number };
    expect(found).toEqual({ data: [expect.objectContaining({ id: kayak.id })], total: 1 });
    expect(await (await call(list, '/api/v3/tags?search=nothing-like-it')).json()).toEqual({ data: [], total: 0 });
  });

  it.each([
    ['page=0', 'page'],
    ['per_page=101', 'per_page'],
    ['type=COLOUR', 'type'],
  ])('refuses %s with a message for %s', async (query, field) => {
    const answer = await call(list, `/api/v3/tags?${query}`);
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Problem).errors?.[field]).toHaveLength(1);
  });
});

describe('GET /v3/products/tags', () => {
  it('flattens the tree depth-first with parent, depth and position', async () => {
    expect((await readTree()).map(({ id, parentId, depth, position }) => ({ id, parentId, depth, position }))).toEqual([
      { id: adventure.id, parentId: null, depth: 0, position: 0 },
      { id: water.id, parentId: adventure.id, depth: 1, position: 0 },
      { id: kayak.id, parentId: water.id, depth: 2, position: 0 },
      { id: food.id, parentId: null, depth: 0, position: 1 },
    ]);
  });
});

describe('POST and PUT /v3/tags', () => {
  it('creates a tag at the given place, shifting its new siblings, and audits it', async () => {
    const answer = await call(create, '/api/v3/tags', { method: 'POST', body: { name: 'Cycling', slug: 'Cycling', type: 'CATEGORY', parentId: adventure.id, position: 0 } });
    expect(answer.status).toBe(201);
    const { data } = (await answer.json()) as { data: { id: string; slug: string; parentId: string; position: number } };
    expect(data).toMatchObject({ slug: 'cycling', parentId: adventure.id, position: 0 });
    expect((await readTree()).filter((item) => item.parentId === adventure.id).map((item) => item.id)).toEqual([data.id, water.id]);
    expect(await auditActions(data.id)).toEqual([{ action: 'tag.create', data: { name: 'Cycling', slug: 'cycling', type: 'CATEGORY', parentId: adventure.id } }]);
  });

  it.each([
    [{ name: '', slug: 'x', type: 'CATEGORY' }, 'name', 'Name is required'],
    [{ name: 'X', slug: 'Not a slug!', type: 'CATEGORY' }, 'slug', 'Use lower-case letters, digits and single hyphens'],
    [{ name: 'X', slug: 'x', type: 'COLOUR' }, 'type', 'Choose category or product label'],
    [{ name: 'X', slug: 'x', type: 'CATEGORY', parentId: 'missing' }, 'parentId', 'This parent tag does not exist.'],
    [{ name: 'X', slug: 'x', type: 'PRODUCT', parentId: 'ADVENTURE' }, 'parentId', 'A tag goes only under a tag of the same kind.'],
    [{ name: 'X', slug: 'food', type: 'CATEGORY' }, 'slug', 'This slug is taken.'],
  ])('refuses %j with a message for its field', async (body, field, message) => {
    const withIds = JSON.parse(JSON.stringify(body).replace('"ADVENTURE"', JSON.stringify(adventure.id))) as unknown;
    const answer = await call(create, '/api/v3/tags', { method: 'POST', body: withIds });
    expect([400, 409]).toContain(answer.status);
    expect(((await answer.json()) as Problem).errors?.[field]).toEqual([message]);
    expect(await getDatabase().tag.count()).toBe(4);
  });

  it('moves a tag under another parent and position in one step, renumbering both sets of siblings', async () => {
    const sailing = await createTag(getDatabase(), 'sailing', { name: 'Sailing', parentId: water.id, sortOrder: 5 });
    const answer = await call(update, `/api/v3/tags/${kayak.id}`, { id: kayak.id, method: 'PUT', body: { parentId: null, position: 1 } });
    expect(answer.status).toBe(200);
    expect((await readTree()).map(({ id, depth, position }) => [id, depth, position])).toEqual([
      [adventure.id, 0, 0],
      [water.id, 1, 0],
      [sailing.id, 2, 0],
      [kayak.id, 0, 1],
      [food.id, 0, 2],
    ]);
    expect(await auditActions(kayak.id)).toEqual([
      { action: 'tag.update', data: { changes: { parentId: { from: water.id, to: null }, position: { from: 0, to: 1 } } } },
    ]);
  });

  it.each([
    ['itself', () => adventure.id],
    ['its child', () => water.id],
    ['its grandchild', () => kayak.id],
  ])('refuses with 422 to move a tag under %s, changing nothing', async (_, parentOf) => {
    const before = await readTree();
    const answer = await call(update, `/api/v3/tags/${adventure.id}`, { id: adventure.id, method: 'PUT', body: { parentId: parentOf(), position: 0 } });
    expect(answer.status).toBe(422);
    expect((await answer.json()) as Problem).toMatchObject({ detail: 'A tag cannot move under itself or one of its own sub-tags.', errors: { parentId: [expect.any(String)] } });
    expect(await readTree()).toEqual(before);
    expect(await auditActions(adventure.id)).toEqual([]);
  });

  it('renames a tag and refuses an empty change, a bad position or an unknown tag', async () => {
    const renamed = await call(update, `/api/v3/tags/${food.id}`, { id: food.id, method: 'PUT', body: { name: 'Food & drink', slug: 'food-and-drink' } });
    expect(((await renamed.json()) as { data: { name: string; slug: string } }).data).toMatchObject({ name: 'Food & drink', slug: 'food-and-drink' });

    expect((await call(update, `/api/v3/tags/${food.id}`, { id: food.id, method: 'PUT', body: {} })).status).toBe(400);
    const badPosition = await call(update, `/api/v3/tags/${food.id}`, { id: food.id, method: 'PUT', body: { position: -1 } });
    expect(((await badPosition.json()) as Problem).errors).toEqual({ position: ['Position starts at 0'] });
    const unknownField = await call(update, `/api/v3/tags/${food.id}`, { id: food.id, method: 'PUT', body: { colour: 'red' } });
    expect(unknownField.status).toBe(400);
    expect((await call(update, '/api/v3/tags/missing', { id: 'missing', method: 'PUT', body: { name: 'X' } })).status).toBe(404);
    const kindWithChildren = await call(update, `/api/v3/tags/${adventure.id}`, { id: adventure.id, method: 'PUT', body: { type: 'PRODUCT' } });
    expect(((await kindWithChildren.json()) as Problem).errors?.type).toHaveLength(1);
  });
});

describe('DELETE /v3/tags/{id}', () => {
  it('refuses with 409 while the tag has sub-tags, then deletes a leaf with its assignments', async () => {
    const product = await createProduct(getDatabase(), { tagIds: [kayak.id] });
    const refused = await call(remove, `/api/v3/tags/${water.id}`, { id: water.id, method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Problem).detail).toBe('“Water” has 1 sub-tag(s): move or delete them first.');

    expect((await call(remove, `/api/v3/tags/${kayak.id}`, { id: kayak.id, method: 'DELETE' })).status).toBe(200);
    expect(await getDatabase().productTag.count({ where: { productId: product.id } })).toBe(0);
    expect(await auditActions(kayak.id)).toEqual([{ action: 'tag.delete', data: expect.objectContaining({ slug: 'kayaking', products: 1 }) }]);
    expect((await call(getOne, `/api/v3/tags/${kayak.id}`, { id: kayak.id })).status).toBe(404);
  });
});

describe('POST /v3/assign-tags', () => {
  it('sets exactly the products carrying the tags, and writes nothing when the selection is unchanged', async () => {
    const db = getDatabase();
    const kept = await createProduct(db, { tagIds: [food.id] });
    const dropped = await createProduct(db, { tagIds: [food.id] });
    const added = await createProduct(db);
    const body = { tags: [food.id], type: 'product', elements: [kept.id, added.id] };

    const first = await call(assign, '/api/v3/assign-tags', { method: 'POST', body });
    expect(await first.json()).toEqual({ message: 'Tags assigned.', changed: true, added: 1, removed: 1 });
    const pairs = await db.productTag.findMany({ where: { tagId: food.id }, select: { productId: true } });
    expect(pairs.map((pair) => pair.productId).sort()).toEqual([kept.id, added.id].sort());
    expect(await auditActions(food.id)).toEqual([{ action: 'tag.assign', data: { type: 'product', added: [added.id], removed: [dropped.id] } }]);

    // The same selection again, in another order: the rows are the very same row versions (a
    // delete and re-insert would give them a new xmin), and no audit entry is added.
    const rowVersions = () => db.$queryRaw<{ xmin: string; productId: string }[]>`
      SELECT xmin::text AS xmin, "productId" FROM "ProductTag" WHERE "tagId" = ${food.id} ORDER BY "productId"`;
    const versionsBefore = await rowVersions();
    const again = await call(assign, '/api/v3/assign-tags', { method: 'POST', body: { ...body, elements: [added.id, kept.id, kept.id] } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'The selection is unchanged: nothing was saved.', changed: false, added: 0, removed: 0 });
    expect(await rowVersions()).toEqual(versionsBefore);
    expect(await auditActions(food.id)).toHaveLength(1);
  });

  it('assigns tags to categories (landing pages) the same way', async () => {
    const db = getDatabase();
    const landing = await db.landing.create({ data: { urlPath: 'adventures', title: 'Adventures' }, select: { id: true } });
    const answer = await call(assign, '/api/v3/assign-tags', { method: 'POST', body: { tags: [adventure.id, water.id], type: 'category', elements: [landing.id] } });
    expect(await answer.json()).toMatchObject({ changed: true, added: 2, removed: 0 });
    const detail = (await (await call(getOne, `/api/v3/tags/${water.id}`, { id: water.id })).json()) as { data: { categories: { id: string; label: string }[]; categoryCount: number } };
    expect(detail.data).toMatchObject({ categoryCount: 1, categories: [{ id: landing.id, label: 'Adventures', detail: 'Landing · /adventures' }] });

    const cleared = await call(assign, '/api/v3/assign-tags', { method: 'POST', body: { tags: [water.id], type: 'category', elements: [] } });
    expect(await cleared.json()).toMatchObject({ changed: true, added: 0, removed: 1 });
    expect(await db.landingTag.count({ where: { landingId: landing.id } })).toBe(1);
  });

  it.each([
    [{ tags: [], type: 'product', elements: [] }, 'tags'],
    [{ tags: ['FOOD'], type: 'landing', elements: [] }, 'type'],
    [{ tags: ['FOOD'], type: 'product' }, 'elements'],
    [{ tags: ['missing'], type: 'product', elements: [] }, 'tags'],
    [{ tags: ['FOOD'], type: 'product', elements: ['missing'] }, 'elements'],
    [{ tags: ['FOOD'], type: 'category', elements: ['missing'] }, 'elements'],
  ])('refuses %j with a message for %s, writing nothing', async (body, field) => {
    const withIds = JSON.parse(JSON.stringify(body).replace('"FOOD"', JSON.stringify(food.id))) as unknown;
    const answer = await call(assign, '/api/v3/assign-tags', { method: 'POST', body: withIds });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Problem).errors?.[field]).toHaveLength(1);
    expect(await getDatabase().auditLogEntry.count({ where: { action: 'tag.assign' } })).toBe(0);
  });
});

describe('GET /v3/assign-tags/candidates', () => {
  it('searches products or categories by title and address, a page at a time', async () => {
    const db = getDatabase();
    await createProduct(db, { title: 'Sea kayak morning', slug: 'sea-kayak' });
    await createProduct(db, { title: 'Whale watching', slug: 'whales' });
    await db.landing.create({ data: { urlPath: 'vancouver/water', title: 'On the water' } });

    const products = (await (await call(listCandidates, '/api/v3/assign-tags/candidates?type=product&search=kayak')).json()) as { data: { label: string; detail: string }[]; total: number };
    expect(products).toEqual({ data: [{ id: expect.any(String), label: 'Sea kayak morning', detail: 'Experience · /sea-kayak' }], total: 1 });
    const paged = (await (await call(listCandidates, '/api/v3/assign-tags/candidates?type=product&page=2&per_page=1')).json()) as { data: { label: string }[]; total: number };
    expect(paged).toEqual({ data: [expect.objectContaining({ label: 'Whale watching' })], total: 2 });
    const landings = (await (await call(listCandidates, '/api/v3/assign-tags/candidates?type=category&search=vancouver')).json()) as { total: number };
    expect(landings.total).toBe(1);

    const refused = await call(listCandidates, '/api/v3/assign-tags/candidates?type=user');
    expect(((await refused.json()) as Problem).errors?.type).toEqual(['Type is product or category']);
  });
});
