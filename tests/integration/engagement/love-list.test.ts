import { NextRequest } from 'next/server';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DELETE, GET, PUT } from '@/app/api/love-list/route';
import { countLoveList, listLoveList, listLoveListProducts, mergeLoveList, removeFromLoveList } from '@/domains/engagement/server/love-list-service';
import { CUSTOMER_COOKIE } from '@/server/auth';
import { getDatabase } from '@/server/db';
import { createCustomerSessionTokenForTest } from '../support/admin-api';
import { currentRequest } from '../support/next-headers-mock';

/** The route reads the customer's session cookie as it would in a request. */
async function signIn(userId: string): Promise<void> {
  currentRequest.cookies.set(CUSTOMER_COOKIE.name, await createCustomerSessionTokenForTest(userId));
}

let userId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const prisma = getDatabase();
  const user = await prisma.user.create({
    data: { email: 'lover@example.com', firstName: 'Lou', lastName: 'Ver', passwordHash: 'not-used-here' },
  });
  userId = user.id;
  const products = [
    { slug: 'spa-gift', kind: 'GIFT_VOUCHER' as const, published: true },
    { slug: 'kayak-tour', kind: 'EXPERIENCE' as const, published: true },
    { slug: 'retired-gift', kind: 'GIFT_VOUCHER' as const, published: false },
  ];
  for (const [index, product] of products.entries()) {
    const row = await prisma.product.create({
      data: {
        ...product,
        title: product.slug,
        description: '',
        priceCents: 10_000 + index,
        images: { create: { url: `/uploads/demo/${product.slug}.webp`, alt: product.slug, width: 1200, height: 800 } },
      },
    });
    ids[product.slug] = row.id;
  }
});

beforeEach(async () => {
  await getDatabase().loveListItem.deleteMany();
  currentRequest.cookies.clear();
});

describe('mergeLoveList', () => {
  it('adds a guest list to the account, newest first, as love-list products', async () => {
    const list = await mergeLoveList(userId, [ids['kayak-tour']!, ids['spa-gift']!]);
    expect(list).toEqual([
      { id: ids['kayak-tour'], slug: 'kayak-tour', kind: 'EXPERIENCE', title: 'kayak-tour', priceCents: 10_001, imageUrl: '/uploads/demo/kayak-tour.webp' },
      { id: ids['spa-gift'], slug: 'spa-gift', kind: 'GIFT_VOUCHER', title: 'spa-gift', priceCents: 10_000, imageUrl: '/uploads/demo/spa-gift.webp' },
    ]);
  });

  it('is idempotent and skips unknown or unpublished products', async () => {
    await mergeLoveList(userId, [ids['spa-gift']!]);
    const list = await mergeLoveList(userId, [ids['spa-gift']!, ids['retired-gift']!, 'no-such-product', ids['spa-gift']!]);
    expect(list.map((item) => item.slug)).toEqual(['spa-gift']);
    expect(await getDatabase().loveListItem.count({ where: { userId } })).toBe(1);
    expect(await countLoveList(userId)).toBe(1);
  });

  it('hides a saved product once it is taken off sale', async () => {
    await mergeLoveList(userId, [ids['kayak-tour']!]);
    await getDatabase().product.update({ where: { id: ids['kayak-tour'] }, data: { published: false } });
    expect(await listLoveList(userId)).toEqual([]);
    expect(await countLoveList(userId)).toBe(0);
    await getDatabase().product.update({ where: { id: ids['kayak-tour'] }, data: { published: true } });
  });

  it('removes products', async () => {
    await mergeLoveList(userId, [ids['kayak-tour']!, ids['spa-gift']!]);
    expect((await removeFromLoveList(userId, [ids['kayak-tour']!])).map((item) => item.slug)).toEqual(['spa-gift']);
  });
});

describe('listLoveListProducts', () => {
  it('returns cards for stored slugs in the list order, without products off sale', async () => {
    const cards = await listLoveListProducts(['kayak-tour', 'retired-gift', 'spa-gift', 'kayak-tour'], 'en-CA');
    expect(cards.map((card) => card.slug)).toEqual(['kayak-tour', 'spa-gift']);
  });
});

describe('/api/love-list', () => {
  const url = 'http://shop.test/api/love-list';
  const sameSite = { origin: 'http://shop.test', host: 'shop.test', 'content-type': 'application/json' };

  function change(method: 'PUT' | 'DELETE', body: unknown, headers: Record<string, string> = sameSite) {
    return new NextRequest(url, { method, headers, body: JSON.stringify(body) });
  }

  it('answers 401 to guests, whose list stays in the browser', async () => {
    const response = await GET(new NextRequest(url));
    expect(response.status).toBe(401);
    expect((await PUT(change('PUT', { productIds: [ids['spa-gift']] }))).status).toBe(401);
  });

  it('refuses changes from another site', async () => {
    await signIn(userId);
    const response = await PUT(change('PUT', { productIds: [ids['spa-gift']] }, { ...sameSite, origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    const withoutOrigin = { host: sameSite.host, 'content-type': sameSite['content-type'] };
    expect((await PUT(change('PUT', { productIds: [ids['spa-gift']] }, withoutOrigin))).status).toBe(403);
    expect(await getDatabase().loveListItem.count()).toBe(0);
  });

  it('answers 400 with a message for a bad body', async () => {
    await signIn(userId);
    const response = await PUT(change('PUT', { productIds: [] }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });

  it('adds, lists and removes for the signed-in customer', async () => {
    await signIn(userId);
    const added = await PUT(change('PUT', { productIds: [ids['spa-gift']] }));
    expect(added.status).toBe(200);
    expect((await added.json()).items.map((item: { slug: string }) => item.slug)).toEqual(['spa-gift']);
    expect((await (await GET(new NextRequest(url))).json()).items).toHaveLength(1);
    const removed = await DELETE(change('DELETE', { productIds: [ids['spa-gift']] }));
    expect(await removed.json()).toEqual({ items: [] });
  });
});
