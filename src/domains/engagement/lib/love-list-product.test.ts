import { describe, expect, it } from 'vitest';
import { readLoveListAnswer, readLoveListProduct } from './love-list-product';

const product = { id: 'p1', slug: 'spa-day', kind: 'GIFT_VOUCHER', title: 'Spa day', priceCents: 5_000, imageUrl: null };

describe('readLoveListProduct', () => {
  it('keeps the fields the list shows and drops the rest', () => {
    expect(readLoveListProduct({ ...product, stray: 'x' })).toEqual(product);
  });

  it('refuses an entry that is not a product', () => {
    expect(readLoveListProduct({ ...product, id: '' })).toBeNull();
    expect(readLoveListProduct({ ...product, kind: 'TOUR' })).toBeNull();
    expect(readLoveListProduct({ ...product, priceCents: '5000' })).toBeNull();
    expect(readLoveListProduct(null)).toBeNull();
  });
});

describe('readLoveListAnswer', () => {
  it('reads the answer of /api/love-list, refusing it whole when an item is malformed', () => {
    expect(readLoveListAnswer({ items: [product] })).toEqual({ items: [product] });
    expect(readLoveListAnswer({ items: [product, { id: 'p2' }] })).toBeNull();
  });
});
