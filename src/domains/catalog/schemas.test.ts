import { describe, expect, it } from 'vitest';
import { catalogListParamsSchema, searchPageParamsSchema, searchQuerySchema } from './schemas';

describe('catalogListParamsSchema', () => {
  it('gives safe defaults for an empty query', () => {
    expect(catalogListParamsSchema.parse({})).toEqual({
      category: undefined,
      city: undefined,
      minPriceCents: undefined,
      maxPriceCents: undefined,
      duration: undefined,
      date: undefined,
      sort: 'popular',
      page: 1,
    });
  });

  it('reads dollars from the URL as cents', () => {
    const params = catalogListParamsSchema.parse({ minPrice: '25', maxPrice: '99.99' });
    expect(params.minPriceCents).toBe(2500);
    expect(params.maxPriceCents).toBe(9999);
  });

  it('drops each invalid value on its own instead of failing', () => {
    const params = catalogListParamsSchema.parse({
      category: '<script>',
      city: 'Halifax',
      minPrice: '-5',
      maxPrice: 'lots',
      duration: 'forever',
      date: '2026-02-30',
      sort: 'random',
      page: '0',
    });
    expect(params).toMatchObject({ category: undefined, city: 'halifax', minPriceCents: undefined, maxPriceCents: undefined });
    expect(params).toMatchObject({ duration: undefined, date: undefined, sort: 'popular', page: 1 });
  });

  it('treats empty form fields as absent and takes the first of repeated keys', () => {
    const params = catalogListParamsSchema.parse({ category: '', minPrice: ' ', sort: ['price-asc', 'newest'], page: ['2'] });
    expect(params).toMatchObject({ category: undefined, minPriceCents: undefined, sort: 'price-asc', page: 2 });
  });

  it('swaps a reversed price range', () => {
    expect(catalogListParamsSchema.parse({ minPrice: '300', maxPrice: '100' })).toMatchObject({ minPriceCents: 10000, maxPriceCents: 30000 });
  });

  it('keeps a valid date', () => {
    expect(catalogListParamsSchema.parse({ date: '2026-12-19' }).date).toBe('2026-12-19');
  });
});

describe('searchQuerySchema', () => {
  it('needs 2 to 80 characters after trimming', () => {
    expect(searchQuerySchema.safeParse({ q: ' h ' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: 'x'.repeat(81) }).success).toBe(false);
    expect(searchQuerySchema.parse({ q: ' Halifax ' })).toEqual({ q: 'Halifax' });
  });
});

describe('searchPageParamsSchema', () => {
  it('shows the empty search form for a missing or too short query', () => {
    expect(searchPageParamsSchema.parse({})).toEqual({ q: undefined, page: 1 });
    expect(searchPageParamsSchema.parse({ q: 'a', page: 'x' })).toEqual({ q: undefined, page: 1 });
    expect(searchPageParamsSchema.parse({ q: 'kayak', page: '2' })).toEqual({ q: 'kayak', page: 2 });
  });
});
