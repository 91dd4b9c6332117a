import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/search/[locale]/[text]/route';
import { getDatabase } from '@/server/db';
import { createProduct } from './catalog-fixtures';

/** As Next calls the route: the text decoded from the path. */
function search(text: string, locale = 'en-CA') {
  return GET(new Request(`http://localhost/api/search/${locale}/${encodeURIComponent(text)}`), { params: Promise.resolve({ locale, text }) });
}

beforeAll(async () => {
  const prisma = getDatabase();
  for (let index = 0; index < 10; index += 1) {
    await createProduct(prisma, { slug: `halifax-${index}`, title: `Halifax tour ${index}`, city: 'Halifax', popularity: index });
  }
  await createProduct(prisma, { kind: 'GIFT_VOUCHER', slug: 'halifax-gift', title: 'Halifax gift', priceCents: 12_345 });
});

describe('GET /api/search/{locale}/{text}', () => {
  it('answers at most 8 suggestions in the documented shape', async () => {
    const response = await search('halifax');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { results: Record<string, unknown>[] };
    expect(body.results).toHaveLength(8);
    expect(Object.keys(body.results[0] ?? {}).sort()).toEqual(['city', 'imageUrl', 'kind', 'priceCents', 'slug', 'title']);
  });

  it('includes gifts', async () => {
    const body = (await (await search('halifax gift')).json()) as { results: { slug: string; kind: string }[] };
    expect(body.results[0]).toMatchObject({ slug: 'halifax-gift', kind: 'GIFT_VOUCHER' });
  });

  it.each([
    ['only spaces', '   '],
    ['one character', 'h'],
    ['81 characters', 'x'.repeat(81)],
  ])('answers 400 with a readable message for %s', async (_case, query) => {
    const response = await search(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toBe('Search for 2 to 80 characters.');
  });

  it('answers an empty list for input with nothing searchable', async () => {
    const response = await search('&&||');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });

  it('answers 400 for a language the shop does not have', async () => {
    const response = await search('halifax', 'de-DE');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^Search in one of the shop's languages: en-CA/);
  });

  it('answers 400 for a NUL character', async () => {
    const response = await search('ab\0c');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe('The address contains a character that is not allowed.');
  });
});
