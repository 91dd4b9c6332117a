import sharp from 'sharp';
import {beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as list, POST as create } from '@/app/api/admin/products/route';
import { DELETE as remove, GET as read, PUT as update } from '@/app/api/admin/products/[id]/route';
import { POST as bulkPrice } from '@/app/api/admin/products/bulk-price/route';
import { POST as giftPrice } from '@/app/api/admin/products/gift-price/route';
import { POST as updateBreadcrumbs } from '@/app/api/product/update-breadcrumbs/route';
import { POST as upload } from '@/app/api/v3/upload/route';
import { getProductDetail } from '@/domains/catalog/server/queries';
import { sealSessionToken } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { createBooking, createCustomer, createOrder } from '../money/money-fixtures';
import { callRoute, createStaffMemberForTest, type RouteCall } from '../support/admin-api';
import { createProduct } from './catalog-fixtures';

type Problem = { message: string; errors?: Record<string, string[]> };
type ProductBody = {
  data: {
    id: string;
    slug: string;
    title: string;
    priceCents: number;
    published: boolean;
    images: { url: string; alt: string; width: number; height: number }[];
    ageBands: { code: string }[];
    tourGrades: { code: string; prices: { ageBandCode: string; priceCents: number }[] }[];
    availabilitySlots: { weekday: number; startTime: string; capacity: number }[];
    blackoutDates: { date: string; reason: string | null }[];
    references: { orders: number; vouchers: number; bookings: number };
  };
};

let manager: { id: string; token: string };

beforeEach(async () => {
  manager = await createStaffMemberForTest('MANAGER');
});

const asManager = (call: RouteCall = {}): RouteCall => ({ token: manager.token, ...call });

const experienceInput = (slug: string) => ({
  kind: 'EXPERIENCE',
  title: 'Lighthouse walk',
  slug,
  description: '## The walk\nAlong the **cliffs**.',
  priceCents: 4_500,
  city: 'Halifax',
  durationMinutes: 120,
  bookingLeadDays: 14,
  seoTitle: 'Lighthouse walk in Halifax',
  ageBands: [
    { code: 'ADULT', label: 'Adult', minAge: 18, maxAge: 99 },
    { code: 'CHILD', label: 'Child', minAge: 5, maxAge: 17 },
  ],
  tourGrades: [{ code: 'STANDARD', title: 'Standard', description: '', prices: [{ ageBandCode: 'ADULT', priceCents: 4_500 }, { ageBandCode: 'CHILD', priceCents: 2_500 }] }],
  availabilitySlots: [{ weekday: 6, startTime: '10:00', capacity: 12 }],
  blackoutDates: [{ date: '2026-12-25', reason: 'Christmas' }],
});

async function createViaApi(body: unknown): Promise<ProductBody['data']> {
  const response = await callRoute(create, '/api/admin/products', {}, asManager({ method: 'POST', body }));
  expect(response.status).toBe(201);
  return ((await response.json()) as ProductBody).data;
}

describe('the admin products API: who may call it', () => {
  const product = () => createProduct(getDatabase(), { slug: `who-${Math.random().toString(36).slice(2, 8)}` });
  type Send = (id: string, auth: RouteCall) => Promise<Response>;
  const calls: [string, Send][] = [
    ['GET list', (_id, auth) => callRoute(list, '/api/admin/products', {}, auth)],
    ['GET one', (id, auth) => callRoute(read, `/api/admin/products/${id}`, { id }, auth)],
    ['POST', (id, auth) => callRoute(create, '/api/admin/products', {}, { ...auth, method: 'POST', body: { kind: 'GIFT_VOUCHER', title: 'Card', slug: `card-${id}`, priceCents: 5_000 } })],
    ['PUT', (id, auth) => callRoute(update, `/api/admin/products/${id}`, { id }, { ...auth, method: 'PUT', body: { title: 'Renamed' } })],
    ['DELETE', (id, auth) => callRoute(remove, `/api/admin/products/${id}`, { id }, { ...auth, method: 'DELETE' })],
    ['POST bulk-price', (id, auth) => callRoute(bulkPrice, '/api/admin/products/bulk-price', {}, { ...auth, method: 'POST', body: { items: [{ id, price: 1_234 }] } })],
    ['POST gift-price', (id, auth) => callRoute(giftPrice, '/api/admin/products/gift-price', {}, { ...auth, method: 'POST', body: { coveredExperienceIds: [id], giftParty: 'ONE', giftOption: 'STANDARD' } })],
  ];

  it.each(calls)('%s: 401 without a token or with a customer’s, and nothing changes', async (_name, send) => {
    const { id } = await product();
    const customer = await createCustomer(getDatabase());
    const customerToken = await sealSessionToken({ userId: customer.id, role: 'CUSTOMER' }, 600);
    for (const token of [null, customerToken, 'not-a-token']) {
      const response = await send(id, { token });
      expect(response.status).toBe(401);
      expect(response.headers.get('content-type')).toBe('application/problem+json');
    }
    expect(await getDatabase().product.findUniqueOrThrow({ where: { id }, select: { priceCents: true } })).toEqual({ priceCents: 10_000 });
  });

  it.each(calls)('%s: answers an editor (catalogue work) by cookie and by bearer token', async (_name, send) => {
    const editor = await createStaffMemberForTest('EDITOR');
    for (const auth of [{ token: editor.token }, { token: null, cookieToken: editor.token }]) {
      const { id } = await product();
      expect((await send(id, auth)).status).toBeLessThan(300);
    }
  });
});

describe('GET /api/admin/products', () => {
  beforeAll(async () => {
    const db = getDatabase();
    await createProduct(db, { slug: 'maple-tour', title: 'Maple syrup tour', city: 'Quebec City' });
    await createProduct(db, { slug: 'maple-hidden', title: 'Maple hidden tour', published: false });
    await createProduct(db, { slug: 'maple-card', title: 'Maple gift card', kind: 'GIFT_VOUCHER' });
    await createProduct(db, { slug: 'whale-watch', title: 'Whale watching' });
  });

  const get = async (query: string) => {
    const response = await callRoute(list, `/api/admin/products?${query}`, {}, asManager());
    return { status: response.status, body: (await response.json()) as { data: { slug: string; published: boolean; kind: string }[]; total: number } & Problem };
  };

  it.each([
    ['search=maple', ['maple-card', 'maple-hidden', 'maple-tour']],
    ['search=maple&kind=EXPERIENCE', ['maple-hidden', 'maple-tour']],
    ['search=maple&published=false', ['maple-hidden']],
    ['search=maple&kind=GIFT_VOUCHER&published=true', ['maple-card']],
    ['search=quebec', ['maple-tour']],
    ['search=nothing-like-this', []],
  ])('filters %s', async (query, slugs) => {
    const { status, body } = await get(query);
    expect(status).toBe(200);
    expect(body.data.map((row) => row.slug).sort()).toEqual(slugs);
    expect(body.total).toBe(slugs.length);
  });

  it('pages with page and per_page, counting every match in total', async () => {
    const first = await get('search=maple&page=1&per_page=2');
    const second = await get('search=maple&page=2&per_page=2');
    expect(first.body.total).toBe(3);
    expect(first.body.data).toHaveLength(2);
    expect(second.body.data).toHaveLength(1);
    expect(new Set([...first.body.data, ...second.body.data].map((row) => row.slug)).size).toBe(3);
  });

  it.each(['kind=HOTEL', 'published=yes', 'per_page=101', 'page=0'])('refuses %s with a 400 naming the parameter', async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual([query.split('=')[0]]);
  });
});

describe('create → get → update → delete', () => {
  it('creates an experience with its options, departures and blackouts, reads it back, edits it and deletes it', async () => {
    const created = await createViaApi(experienceInput('lighthouse-walk'));
    expect(created).toMatchObject({
      slug: 'lighthouse-walk',
      published: false,
      ageBands: [{ code: 'ADULT' }, { code: 'CHILD' }],
      tourGrades: [{ code: 'STANDARD', prices: [{ ageBandCode: 'ADULT', priceCents: 4_500 }, { ageBandCode: 'CHILD', priceCents: 2_500 }] }],
      availabilitySlots: [{ weekday: 6, startTime: '10:00', capacity: 12 }],
      blackoutDates: [{ date: '2026-12-25', reason: 'Christmas' }],
      references: { orders: 0, vouchers: 0, bookings: 0 },
    });
    const audit = await getDatabase().auditLogEntry.findMany({ where: { entityId: created.id }, select: { action: true, staffId: true } });
    expect(audit).toEqual([{ action: 'product.create', staffId: manager.id }]);

    const fetched = await callRoute(read, `/api/admin/products/${created.id}`, { id: created.id }, asManager());
    expect(fetched.status).toBe(200);
    expect(((await fetched.json()) as ProductBody).data).toEqual(created);

    const edited = await callRoute(update, `/api/admin/products/${created.id}`, { id: created.id }, asManager({
      method: 'PUT',
      body: {
        title: 'Lighthouse walk at dusk',
        published: true,
        tourGrades: [{ code: 'STANDARD', title: 'Standard', description: 'Two hours', prices: [{ ageBandCode: 'ADULT', priceCents: 5_000 }] }],
        availabilitySlots: [{ weekday: 0, startTime: '17:30', capacity: 8 }],
        blackoutDates: [],
      },
    }));
    expect(edited.status).toBe(200);
    const after = ((await edited.json()) as ProductBody).data;
    expect(after).toMatchObject({
      title: 'Lighthouse walk at dusk',
      published: true,
      ageBands: [{ code: 'ADULT' }, { code: 'CHILD' }],
      tourGrades: [{ code: 'STANDARD', prices: [{ ageBandCode: 'ADULT', priceCents: 5_000 }] }],
      availabilitySlots: [{ weekday: 0, startTime: '17:30', capacity: 8 }],
      blackoutDates: [],
    });
    expect((await getProductDetail('EXPERIENCE', 'lighthouse-walk', 'en-CA'))?.title).toBe('Lighthouse walk at dusk');

    const deleted = await callRoute(remove, `/api/admin/products/${created.id}`, { id: created.id }, asManager({ method: 'DELETE' }));
    expect(deleted.status).toBe(200);
    expect(await getDatabase().product.count({ where: { id: created.id } })).toBe(0);
    expect(await getProductDetail('EXPERIENCE', 'lighthouse-walk', 'en-CA')).toBeNull();
    expect((await callRoute(read, `/api/admin/products/${created.id}`, { id: created.id }, asManager())).status).toBe(404);
    const actions = await getDatabase().auditLogEntry.findMany({ where: { entityId: created.id }, select: { action: true }, orderBy: { createdAt: 'asc' } });
    expect(actions.map((entry) => entry.action)).toEqual(['product.create', 'product.update-details', 'product.delete']);
  });

  it('accepts a JSON:API body (application/vnd.api+json) as well as JSON', async () => {
    const response = await callRoute(create, '/api/admin/products', {}, asManager({
      method: 'POST',
      body: { kind: 'GIFT_VOUCHER', title: 'Gift card', slug: 'jsonapi-card', priceCents: 5_000 },
      headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' },
    }));
    expect(response.status).toBe(201);
  });

  it('takes pictures uploaded through /api/v3/upload, with their sizes, and refuses a url the shop did not store', async () => {
    const form = new FormData();
    form.set('file', new File([await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } }).png().toBuffer()], 'a.png', { type: 'image/png' }));
    const length = (await new Response(form).arrayBuffer()).byteLength;
    const uploaded = await callRoute(upload, '/api/v3/upload', {}, asManager({ method: 'POST', body: form, headers: { 'content-length': String(length) } }));
    const { url } = (await uploaded.json()) as { url: string };

    const product = await createViaApi({ kind: 'GIFT_VOUCHER', title: 'Picture card', slug: 'picture-card', priceCents: 5_000, images: [{ url, alt: 'A blue card' }] });
    expect(product.images).toEqual([{ url, alt: 'A blue card', width: 300, height: 200 }]);

    const refused = await callRoute(update, `/api/admin/products/${product.id}`, { id: product.id }, asManager({
      method: 'PUT',
      body: { images: [{ url, alt: 'A blue card' }, { url: '/uploads/media/2026-01/never-stored.webp', alt: 'Missing' }] },
    }));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Problem).errors).toEqual({ 'images.1.url': ['Upload this picture to the shop first.'] });
  });
});

describe('bad input answers 4xx with field messages', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['no kind, title or slug', { priceCents: 100 }, ['kind', 'slug', 'title']],
    ['a bad slug and fractional cents', { kind: 'GIFT_VOUCHER', title: 'Card', slug: 'Not a slug!', priceCents: 10.5 }, ['priceCents', 'slug']],
    ['unknown fields', { kind: 'GIFT_VOUCHER', title: 'Card', slug: 'card-x', priceCents: 100, colour: 'red' }, ['root']],
    ['a grade priced for an unknown age band', { ...experienceInput('grade-x'), ageBands: [] }, ['tourGrades.0.prices.0.ageBandCode', 'tourGrades.0.prices.1.ageBandCode']],
    ['a departure listed twice', { ...experienceInput('slot-x'), availabilitySlots: [{ weekday: 1, startTime: '09:00', capacity: 4 }, { weekday: 1, startTime: '09:00', capacity: 6 }] }, ['availabilitySlots.1.startTime']],
    ['a bad time and date', { ...experienceInput('time-x'), availabilitySlots: [{ weekday: 7, startTime: '25:00', capacity: 0 }], blackoutDates: [{ date: '2026-02-30', reason: null }] }, ['availabilitySlots.0.capacity', 'availabilitySlots.0.startTime', 'availabilitySlots.0.weekday', 'blackoutDates.0.date']],
    ['an experience’s fields on a gift', { kind: 'GIFT_VOUCHER', title: 'Card', slug: 'gift-x', priceCents: 100, city: 'Toronto', availabilitySlots: [{ weekday: 1, startTime: '09:00', capacity: 4 }] }, ['availabilitySlots', 'city']],
  ])('POST with %s', async (_case, body, fields) => {
    const response = await callRoute(create, '/api/admin/products', {}, asManager({ method: 'POST', body }));
    expect(response.status).toBe(400);
    const problem = (await response.json()) as Problem;
    expect(Object.keys(problem.errors ?? {}).sort()).toEqual(fields);
  });

  it('answers 409 on the slug field when the slug is taken, on create and on update', async () => {
    await createProduct(getDatabase(), { slug: 'taken' });
    const created = await callRoute(create, '/api/admin/products', {}, asManager({ method: 'POST', body: { kind: 'GIFT_VOUCHER', title: 'Card', slug: 'taken', priceCents: 100 } }));
    expect(created.status).toBe(409);
    expect(((await created.json()) as Problem).errors).toEqual({ slug: ['This slug is taken.'] });

    const other = await createProduct(getDatabase(), { slug: 'other' });
    const updated = await callRoute(update, `/api/admin/products/${other.id}`, { id: other.id }, asManager({ method: 'PUT', body: { slug: 'TAKEN' } }));
    expect(updated.status).toBe(409);
    expect(((await updated.json()) as Problem).errors).toEqual({ slug: ['This slug is taken.'] });
  });

  it('answers 404 for an unknown product and 400 for a body that is not JSON', async () => {
    expect((await callRoute(read, '/api/admin/products/missing', { id: 'missing' }, asManager())).status).toBe(404);
    expect((await callRoute(update, '/api/admin/products/missing', { id: 'missing' }, asManager({ method: 'PUT', body: { title: 'x' } }))).status).toBe(404);
    expect((await callRoute(remove, '/api/admin/products/missing', { id: 'missing' }, asManager({ method: 'DELETE' }))).status).toBe(404);
    const notJson = await callRoute(update, '/api/admin/products/missing', { id: 'missing' }, asManager({ method: 'PUT', headers: { 'content-type': 'application/json' } }));
    expect(notJson.status).toBe(400);
  });
});

describe('what refers to a product', () => {
  it('refuses to delete a product with an order, a voucher or a booking, and suggests unpublishing', async () => {
    const db = getDatabase();
    const sold = await createProduct(db, { slug: 'sold-card', kind: 'GIFT_VOUCHER' });
    const order = await createOrder(db);
    await db.orderItem.create({ data: { orderId: order.id, productId: sold.id, kind: 'GIFT_VOUCHER', title: 'Sold card', unitPriceCents: 10_000 } });
    const customer = await createCustomer(db);
    const booking = await createBooking(db, customer.id);
    const booked = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { productId: true } });

    for (const id of [sold.id, booked.productId]) {
      const response = await callRoute(remove, `/api/admin/products/${id}`, { id }, asManager({ method: 'DELETE' }));
      expect(response.status).toBe(409);
      expect(((await response.json()) as Problem).message).toMatch(/^This product has 1 (order|booking), so it cannot be deleted\. Unpublish it instead/);
      expect(await db.product.count({ where: { id } })).toBe(1);
    }
    const detail = ((await (await callRoute(read, `/api/admin/products/${sold.id}`, { id: sold.id }, asManager())).json()) as ProductBody).data;
    expect(detail.references).toEqual({ orders: 1, vouchers: 0, bookings: 0 });
  });

  it('keeps an option that bookings use', async () => {
    const db = getDatabase();
    const customer = await createCustomer(db);
    const booking = await createBooking(db, customer.id);
    const { productId } = await db.booking.findUniqueOrThrow({ where: { id: booking.id }, select: { productId: true } });
    const response = await callRoute(update, `/api/admin/products/${productId}`, { id: productId }, asManager({ method: 'PUT', body: { tourGrades: [] } }));
    expect(response.status).toBe(409);
    expect(((await response.json()) as Problem).errors).toEqual({ tourGrades: ['Keep STANDARD: bookings use it. Change its title or prices instead.'] });
  });

  it('reprices a box gift when an experience it covers is deleted', async () => {
    const db = getDatabase();
    const cheap = await createProduct(db, { priceCents: 5_000 });
    const dear = await createProduct(db, { priceCents: 9_000 });
    const gift = await createProduct(db, { kind: 'GIFT_VOUCHER', slug: 'box-of-two', priceCents: 9_000 });
    await db.giftVoucherExperience.createMany({ data: [{ giftVoucherId: gift.id, experienceId: cheap.id }, { giftVoucherId: gift.id, experienceId: dear.id }] });
    expect((await callRoute(remove, `/api/admin/products/${dear.id}`, { id: dear.id }, asManager({ method: 'DELETE' }))).status).toBe(200);
    expect(await db.product.findUniqueOrThrow({ where: { id: gift.id }, select: { priceCents: true } })).toEqual({ priceCents: 5_000 });
  });
});

describe('POST /api/admin/products/bulk-price', () => {
  const post = (body: unknown) => callRoute(bulkPrice, '/api/admin/products/bulk-price', {}, asManager({ method: 'POST', body }));

  it('saves every price in one go, audited, and reprices the gifts the experiences are in', async () => {
    const db = getDatabase();
    const experience = await createProduct(db, { priceCents: 5_000 });
    const card = await createProduct(db, { kind: 'GIFT_VOUCHER', slug: 'plain-card', priceCents: 2_500 });
    const box = await createProduct(db, { kind: 'GIFT_VOUCHER', slug: 'box-one', priceCents: 5_000 });
    await db.giftVoucherExperience.create({ data: { giftVoucherId: box.id, experienceId: experience.id } });

    const response = await post({ items: [{ id: card.id, price: 3_000 }, { id: experience.id, price: 6_500 }] });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { id: string; priceCents: number }[]; repricedGifts: { slug: string; toCents: number }[] };
    expect(body.data).toEqual([
      { id: card.id, slug: 'plain-card', priceCents: 3_000 },
      { id: experience.id, slug: experience.slug, priceCents: 6_500 },
    ]);
    expect(body.repricedGifts).toEqual([{ slug: 'box-one', fromCents: 5_000, toCents: 6_500 }]);
    expect((await getProductDetail('GIFT_VOUCHER', 'plain-card', 'en-CA'))?.priceCents).toBe(3_000);
    const audit = await db.auditLogEntry.findMany({ where: { action: 'product.update-price', entityId: { in: [card.id, experience.id] } }, select: { entityId: true } });
    expect(audit).toHaveLength(2);
  });

  it.each<[string, (ids: { card: string; box: string; other: string }) => unknown, string[]]>([
    ['an unknown id', ({ card }) => ({ items: [{ id: card, price: 1_000 }, { id: 'no-such-product', price: 1_000 }] }), ['items.1.id']],
    ['a negative price', ({ card, other }) => ({ items: [{ id: card, price: 1_000 }, { id: other, price: -5 }] }), ['items.1.price']],
    ['a product twice', ({ card }) => ({ items: [{ id: card, price: 1_000 }, { id: card, price: 2_000 }] }), ['items.1.id']],
    ['a box gift off its certificate price', ({ card, box }) => ({ items: [{ id: card, price: 1_000 }, { id: box, price: 1 }] }), ['items.1.price']],
    ['no items', () => ({ items: [] }), ['items']],
  ])('saves nothing when one item is bad: %s', async (_case, build, fields) => {
    const db = getDatabase();
    const experience = await createProduct(db, { priceCents: 5_000 });
    const card = await createProduct(db, { kind: 'GIFT_VOUCHER', priceCents: 2_500 });
    const other = await createProduct(db, { priceCents: 7_000 });
    const box = await createProduct(db, { kind: 'GIFT_VOUCHER', priceCents: 5_000 });
    await db.giftVoucherExperience.create({ data: { giftVoucherId: box.id, experienceId: experience.id } });

    const response = await post(build({ card: card.id, box: box.id, other: other.id }));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Problem).errors ?? {})).toEqual(fields);
    expect(await db.product.findUniqueOrThrow({ where: { id: card.id }, select: { priceCents: true } })).toEqual({ priceCents: 2_500 });
    expect(await db.auditLogEntry.count({ where: { action: 'product.update-price', entityId: { in: [card.id, other.id, box.id] } } })).toBe(0);
  });
});

describe('breadcrumbs in the product detail', () => {
  it('answers the trail in display order, as POST /api/product/update-breadcrumbs saved it, and the storefront shows it', async () => {
    const db = getDatabase();
    const product = await createProduct(db, { slug: 'crumbed-walk' });
    const [home, tours] = await Promise.all([
      db.breadcrumb.create({ data: { label: 'Home', url: '/' }, select: { id: true } }),
      db.breadcrumb.create({ data: { label: 'Walking tours', url: '/booking' }, select: { id: true } }),
    ]);
    const readDetail = async () => ((await (await callRoute(read, `/api/admin/products/${product.id}`, { id: product.id }, asManager())).json()) as { data: { breadcrumbIds: string[] } }).data;
    expect((await readDetail()).breadcrumbIds).toEqual([]);
    expect((await getProductDetail('EXPERIENCE', 'crumbed-walk', 'en-CA'))?.breadcrumbs).toEqual([]);

    const saved = await callRoute(updateBreadcrumbs, '/api/product/update-breadcrumbs', {}, asManager({ method: 'POST', body: { productId: product.id, breadcrumbIds: [tours.id, home.id] } }));
    expect(saved.status).toBe(200);
    expect((await readDetail()).breadcrumbIds).toEqual([tours.id, home.id]);
    expect((await getProductDetail('EXPERIENCE', 'crumbed-walk', 'en-CA'))?.breadcrumbs).toEqual([
      { label: 'Walking tours', url: '/booking', untranslated: [] },
      { label: 'Home', url: '/', untranslated: [] },
    ]);
  });
});

describe('two staff saving one product at once', () => {
  const put = (id: string, body: unknown) => callRoute(update, `/api/admin/products/${id}`, { id }, asManager({ method: 'PUT', body }));

  it('lets one of two saves from the same loaded version through and answers the other 409, changing nothing', async () => {
    const { id } = await createProduct(getDatabase(), { slug: 'contested', title: 'Before' });
    const { updatedAt } = (await getDatabase().product.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } }));
    const expectedUpdatedAt = updatedAt.toISOString();

    const answers = await Promise.all([put(id, { title: 'Anna’s title', expectedUpdatedAt }), put(id, { title: 'Ben’s title', expectedUpdatedAt })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200);
    const loser = answers.find((answer) => answer.status === 409);
    const saved = ((await winner?.json()) as ProductBody).data;
    const problem = (await loser?.json()) as Problem & { title: string };
    expect(problem).toMatchObject({ title: 'edit_conflict', message: 'This product was changed by someone else. Reload to see their changes.' });
    expect(await getDatabase().product.findUniqueOrThrow({ where: { id }, select: { title: true } })).toEqual({ title: saved.title });
    expect(await getDatabase().auditLogEntry.count({ where: { entityId: id, action: 'product.update-details' } })).toBe(1);

    // Reloaded, the second staff member's save goes through.
    const reloaded = (await (await callRoute(read, `/api/admin/products/${id}`, { id }, asManager())).json()) as { data: { updatedAt: string } };
    expect((await put(id, { title: 'Ben’s title', expectedUpdatedAt: reloaded.data.updatedAt })).status).toBe(200);
  });

  it.each<[string, (loaded: string) => unknown, number]>([
    ['a save without a version: the last one wins (SPEC §7 clients)', () => ({ title: 'No version' }), 200],
    ['a version that is not a time', () => ({ title: 'Bad version', expectedUpdatedAt: 'yesterday' }), 400],
    ['only a version, nothing to change', (loaded) => ({ expectedUpdatedAt: loaded }), 400],
    ['the version the product had before the last save', () => ({ title: 'Stale', expectedUpdatedAt: '2020-01-01T00:00:00.000Z' }), 409],
  ])('%s', async (_case, body, status) => {
    const { id } = await createProduct(getDatabase());
    const { updatedAt } = await getDatabase().product.findUniqueOrThrow({ where: { id }, select: { updatedAt: true } });
    expect((await put(id, body(updatedAt.toISOString()))).status).toBe(status);
  });

  it('answers 404, not 409, for a product that does not exist', async () => {
    expect((await put('missing', { title: 'x', expectedUpdatedAt: new Date().toISOString() })).status).toBe(404);
  });
});

describe('box gifts: the experiences covered, the party and the option', () => {
  type GiftBody = { data: { id: string; priceCents: number; giftParty: string | null; giftOption: string | null; coveredExperiences: { id: string; title: string; published: boolean }[] } };
  const put = (id: string, body: unknown) => callRoute(update, `/api/admin/products/${id}`, { id }, asManager({ method: 'PUT', body }));

  async function createBoxWorld() {
    const db = getDatabase();
    const cheap = await createProduct(db, { title: 'Kayak hour', priceCents: 4_000 });
    const dear = await createProduct(db, { title: 'Sunset sail', priceCents: 7_000 });
    const hidden = await createProduct(db, { title: 'Hidden tour', priceCents: 9_000, published: false });
    const gift = await createProduct(db, { kind: 'GIFT_VOUCHER', title: 'Water box', priceCents: 2_500 });
    return { cheap, dear, hidden, gift };
  }

  it('prices the box as its dearest published experience for the party, on the server', async () => {
    const { cheap, dear, hidden, gift } = await createBoxWorld();
    const response = await put(gift.id, { coveredExperienceIds: [dear.id, cheap.id, hidden.id], giftParty: 'TWO', giftOption: 'STANDARD', priceCents: 2_500 });
    expect(response.status).toBe(200);
    const saved = ((await response.json()) as GiftBody).data;
    expect(saved).toMatchObject({ priceCents: 14_000, giftParty: 'TWO', giftOption: 'STANDARD' });
    expect(saved.coveredExperiences.map((experience) => [experience.title, experience.published])).toEqual([
      ['Sunset sail', true],
      ['Kayak hour', true],
      ['Hidden tour', false],
    ]);
    expect((await getProductDetail('GIFT_VOUCHER', gift.slug, 'en-CA'))?.priceCents).toBe(14_000);

    const fewer = ((await (await put(gift.id, { coveredExperienceIds: [cheap.id], giftParty: 'ONE' })).json()) as GiftBody).data;
    expect(fewer.priceCents).toBe(4_000);
  });

  it.each<[string, (world: Awaited<ReturnType<typeof createBoxWorld>>) => unknown, number | null]>([
    ['two adults: the dearest published experience, twice', ({ cheap, dear, hidden }) => ({ coveredExperienceIds: [cheap.id, dear.id, hidden.id], giftParty: 'TWO', giftOption: 'ANY' }), 14_000],
    ['no party or option: one adult, standard', ({ cheap }) => ({ coveredExperienceIds: [cheap.id], giftParty: null, giftOption: null }), 4_000],
    ['a family, which adults-only experiences cannot take', ({ cheap }) => ({ coveredExperienceIds: [cheap.id], giftParty: 'FAMILY', giftOption: null }), null],
    ['nothing published', ({ hidden }) => ({ coveredExperienceIds: [hidden.id], giftParty: 'ONE', giftOption: null }), null],
  ])('quotes a box before it is saved: %s', async (_case, build, priceCents) => {
    const world = await createBoxWorld();
    const response = await callRoute(giftPrice, '/api/admin/products/gift-price', {}, asManager({ method: 'POST', body: build(world) }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { priceCents: number | null } }).data.priceCents).toBe(priceCents);
  });

  it('refuses a quote for an unknown party with a field message', async () => {
    const response = await callRoute(giftPrice, '/api/admin/products/gift-price', {}, asManager({ method: 'POST', body: { coveredExperienceIds: [], giftParty: 'CROWD', giftOption: null } }));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Problem).errors ?? {})).toEqual(['giftParty']);
  });

  it('creates a box priced from what it covers', async () => {
    const { dear } = await createBoxWorld();
    const created = await createViaApi({ kind: 'GIFT_VOUCHER', title: 'Sail box', slug: 'sail-box', priceCents: 0, coveredExperienceIds: [dear.id], giftParty: 'ONE', giftOption: 'ANY' });
    expect(created).toMatchObject({ priceCents: 7_000 });
  });

  it.each<[string, (world: Awaited<ReturnType<typeof createBoxWorld>>) => { target: 'gift' | 'cheap'; body: unknown }, string[]]>([
    ['an unknown experience', ({ cheap }) => ({ target: 'gift', body: { coveredExperienceIds: [cheap.id, 'no-such-experience'] } }), ['coveredExperienceIds.1']],
    ['a gift voucher instead of an experience', ({ gift }) => ({ target: 'gift', body: { coveredExperienceIds: [gift.id] } }), ['coveredExperienceIds.0']],
    ['only unpublished experiences', ({ hidden }) => ({ target: 'gift', body: { coveredExperienceIds: [hidden.id] } }), ['coveredExperienceIds']],
    ['an experience listed twice', ({ cheap }) => ({ target: 'gift', body: { coveredExperienceIds: [cheap.id, cheap.id] } }), ['coveredExperienceIds.1']],
    ['a party none of them takes (adults only)', ({ cheap }) => ({ target: 'gift', body: { coveredExperienceIds: [cheap.id], giftParty: 'FAMILY' } }), ['giftParty']],
    ['a party that is not one', ({ cheap }) => ({ target: 'gift', body: { coveredExperienceIds: [cheap.id], giftParty: 'CROWD' } }), ['giftParty']],
    ['a typed price off the certificate price', ({ cheap }) => ({ target: 'gift', body: { coveredExperienceIds: [cheap.id], priceCents: 100 } }), ['priceCents']],
    ['box fields on an experience', ({ dear }) => ({ target: 'cheap', body: { coveredExperienceIds: [dear.id], giftParty: 'ONE' } }), ['coveredExperienceIds', 'giftParty']],
  ])('refuses %s with field messages and changes nothing', async (_case, build, fields) => {
    const world = await createBoxWorld();
    const { target, body } = build(world);
    const response = await put(world[target].id, body);
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as Problem).errors ?? {}).sort()).toEqual(fields);
    expect(await getDatabase().giftVoucherExperience.count({ where: { giftVoucherId: world[target].id } })).toBe(0);
    expect(await getDatabase().product.findUniqueOrThrow({ where: { id: world.gift.id }, select: { priceCents: true } })).toEqual({ priceCents: 2_500 });
  });
});
