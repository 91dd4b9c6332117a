// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_MAX_ITEMS, getCartLineKey } from '@/domains/orders/lib/cart-rules';
import type { CartItem } from '@/domains/orders/schemas';
import { CART_STORAGE_KEY, selectCartCount, selectCartTotalCents, useCartStore } from './cart-store';

function gift(id: string, price = 10_000): CartItem {
  return { id, title: `Gift ${id}`, price, image: { uri: `/uploads/demo/${id}.webp` }, provider: null };
}

function storeItems(items: unknown[]): void {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { items }, version: 1 }));
}

beforeEach(() => {
  localStorage.clear();
  useCartStore.setState({ items: [] });
});

afterEach(() => {
  localStorage.clear();
});

describe('cart store', () => {
  it('adds a gift and sums the prices', () => {
    expect(useCartStore.getState().addItem(gift('a', 9_900))).toBe('added');
    expect(useCartStore.getState().addItem(gift('b', 100))).toBe('added');
    expect(selectCartCount(useCartStore.getState())).toBe(2);
    expect(selectCartTotalCents(useCartStore.getState())).toBe(10_000);
  });

  it('refuses a gift that is already in the cart (SPEC §5)', () => {
    useCartStore.getState().addItem(gift('a'));
    expect(useCartStore.getState().addItem(gift('a'))).toBe('duplicate');
    expect(useCartStore.getState().items).toHaveLength(1);
  });

  it('takes the same experience twice for different dates', () => {
    const booking = { ...gift('tour'), tourGradeCode: 'STANDARD', travelDate: '2026-05-01' };
    expect(useCartStore.getState().addItem(booking)).toBe('added');
    expect(useCartStore.getState().addItem({ ...booking, travelDate: '2026-05-02' })).toBe('added');
    expect(useCartStore.getState().addItem(booking)).toBe('duplicate');
  });

  it('holds at most 6 items and reports the 7th as full', () => {
    for (let index = 0; index < CART_MAX_ITEMS; index += 1) {
      expect(useCartStore.getState().addItem(gift(`g${index}`))).toBe('added');
    }
    expect(useCartStore.getState().addItem(gift('seventh'))).toBe('full');
    expect(useCartStore.getState().items).toHaveLength(6);
  });

  it('removes a line by its key and returns it', () => {
    useCartStore.getState().addItem(gift('a'));
    useCartStore.getState().addItem(gift('b'));
    expect(useCartStore.getState().removeItem(getCartLineKey(gift('a')))?.id).toBe('a');
    expect(useCartStore.getState().removeItem('nope')).toBeNull();
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['b']);
  });

  it('saves the items in localStorage', () => {
    useCartStore.getState().addItem(gift('a'));
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').state.items[0].id).toBe('a');
  });

  it('reads stored items back after mount', async () => {
    storeItems([gift('a'), gift('b')]);
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items.map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('empties the cart on load when any item has an old-style image uri (SPEC §4)', async () => {
    storeItems([gift('a'), { ...gift('b'), image: { uri: 'https://api.example.com/storage/products/b.jpg' } }]);
    await useCartStore.persist.rehydrate();
    expect(useCartStore.getState().items).toEqual([]);
  });
});
