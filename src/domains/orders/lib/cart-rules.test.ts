import { describe, expect, it } from 'vitest';
import type { CartItem } from '../schemas';
import { addCartLine, CART_MAX_ITEMS, getCartLineKey, isOldStyleImageUri, readStoredCartItems } from './cart-rules';

function gift(id: string, price = 10_000): CartItem {
  return { id, title: `Gift ${id}`, price, image: { uri: `/uploads/demo/${id}.webp` }, provider: null };
}

describe('addCartLine', () => {
  it('appends a new line and leaves the given list untouched', () => {
    const before = [gift('a')];
    const { outcome, items } = addCartLine(before, gift('b'));
    expect(outcome).toBe('added');
    expect(items.map((item) => item.id)).toEqual(['a', 'b']);
    expect(before).toHaveLength(1);
  });

  it('refuses a line whose key is already in the cart, even when the cart is full', () => {
    const full = Array.from({ length: CART_MAX_ITEMS }, (_, index) => gift(`g${index}`));
    expect(addCartLine([gift('a')], gift('a')).outcome).toBe('duplicate');
    expect(addCartLine(full, gift('g0')).outcome).toBe('duplicate');
    expect(addCartLine(full, gift('seventh'))).toEqual({ outcome: 'full', items: full });
  });
});

describe('getCartLineKey', () => {
  it('tells booking lines apart by grade and date, and gifts by id alone', () => {
    const booking = { ...gift('tour'), tourGradeCode: 'STANDARD', travelDate: '2026-05-01' };
    expect(getCartLineKey(booking)).not.toBe(getCartLineKey({ ...booking, travelDate: '2026-05-02' }));
    expect(getCartLineKey(booking)).not.toBe(getCartLineKey({ ...booking, tourGradeCode: 'PREMIUM' }));
    expect(getCartLineKey(gift('a', 1))).toBe(getCartLineKey(gift('a', 2)));
  });
});

describe('isOldStyleImageUri', () => {
  it('accepts only pictures this app serves under /uploads/', () => {
    expect(isOldStyleImageUri('/uploads/demo/a.webp')).toBe(false);
    expect(isOldStyleImageUri('https://shop.example.com/storage/a.jpg')).toBe(true);
    expect(isOldStyleImageUri('//cdn.example.com/storage/a.jpg')).toBe(true);
    expect(isOldStyleImageUri('storage/a.jpg')).toBe(true);
  });
});

describe('readStoredCartItems', () => {
  it('drops storage it cannot read instead of crashing', () => {
    expect(readStoredCartItems(null)).toEqual([]);
    expect(readStoredCartItems({ items: [{ id: 'a' }] })).toEqual([]);
    expect(readStoredCartItems({ items: Array.from({ length: 7 }, (_, index) => gift(`g${index}`)) })).toEqual([]);
  });

  it('keeps items without a picture', () => {
    expect(readStoredCartItems({ items: [{ ...gift('a'), image: null }] })).toHaveLength(1);
  });
});
