// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LOVE_LIST_MAX_ITEMS } from '@/domains/engagement/lib/love-list-limit';
import type { LoveListProduct } from '@/domains/engagement/schemas';
import { LOVE_LIST_STORAGE_KEY, readStoredLoveList, useLoveListStore } from './love-list-store';

function product(id: string): LoveListProduct {
  return { id, slug: `slug-${id}`, kind: 'GIFT_VOUCHER', title: `Gift ${id}`, priceCents: 5_000, imageUrl: null };
}

beforeEach(() => {
  localStorage.clear();
  useLoveListStore.setState({ items: [], accountSynced: false });
});

describe('love list store', () => {
  it('toggles a product in (newest first) and out', () => {
    const { toggle } = useLoveListStore.getState();
    expect(toggle(product('a'))).toBe('added');
    expect(toggle(product('b'))).toBe('added');
    expect(useLoveListStore.getState().items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(useLoveListStore.getState().has('a')).toBe(true);
    expect(toggle(product('a'))).toBe('removed');
    expect(useLoveListStore.getState().has('a')).toBe(false);
  });

  it('keeps ids and slugs in localStorage', () => {
    useLoveListStore.getState().toggle(product('a'));
    const stored = JSON.parse(localStorage.getItem(LOVE_LIST_STORAGE_KEY) ?? '{}');
    expect(stored.state.items[0]).toMatchObject({ id: 'a', slug: 'slug-a' });
  });

  it('drops the oldest entry past the limit', () => {
    const { toggle } = useLoveListStore.getState();
    for (let index = 0; index <= LOVE_LIST_MAX_ITEMS; index += 1) toggle(product(String(index)));
    const { items } = useLoveListStore.getState();
    expect(items).toHaveLength(LOVE_LIST_MAX_ITEMS);
    expect(items.some((item) => item.id === '0')).toBe(false);
  });

  it('reads the browser copy back after mount', async () => {
    localStorage.setItem(
      LOVE_LIST_STORAGE_KEY,
      JSON.stringify({ state: { items: [product('a'), { id: 'broken' }], accountSynced: true }, version: 1 }),
    );
    await useLoveListStore.persist.rehydrate();
    expect(useLoveListStore.getState().items.map((item) => item.id)).toEqual(['a']);
    expect(useLoveListStore.getState().accountSynced).toBe(true);
  });
});

describe('readStoredLoveList', () => {
  it('starts empty from unreadable storage', () => {
    expect(readStoredLoveList('nonsense')).toEqual({ items: [], accountSynced: false });
  });
});
