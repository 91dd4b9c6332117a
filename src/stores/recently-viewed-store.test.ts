// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  useRecentlyViewedStore,
  type RecentlyViewedProduct,
} from './recently-viewed-store';

function product(index: number): RecentlyViewedProduct {
  return {
    id: `id-${index}`,
    slug: `product-${index}`,
    kind: 'EXPERIENCE',
    title: `Product ${index}`,
    priceCents: 1_000 * index,
    imageUrl: null,
    city: 'Halifax',
  };
}

beforeEach(() => {
  localStorage.clear();
  useRecentlyViewedStore.getState().clear();
});

afterEach(() => {
  localStorage.clear();
});

describe('recently viewed store', () => {
  it('puts the latest view first', () => {
    const { recordView } = useRecentlyViewedStore.getState();
    recordView(product(1));
    recordView(product(2));
    expect(useRecentlyViewedStore.getState().products.map((entry) => entry.id)).toEqual(['id-2', 'id-1']);
  });

  it('moves a product viewed again to the front without duplicating it', () => {
    const { recordView } = useRecentlyViewedStore.getState();
    recordView(product(1));
    recordView(product(2));
    recordView({ ...product(1), title: 'Renamed' });
    const { products } = useRecentlyViewedStore.getState();
    expect(products.map((entry) => entry.id)).toEqual(['id-1', 'id-2']);
    expect(products[0]?.title).toBe('Renamed');
  });

  it('keeps only the last 10 products (SPEC §9)', () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(10);
    for (let index = 1; index <= 12; index += 1) useRecentlyViewedStore.getState().recordView(product(index));
    const ids = useRecentlyViewedStore.getState().products.map((entry) => entry.id);
    expect(ids).toHaveLength(10);
    expect(ids[0]).toBe('id-12');
    expect(ids).not.toContain('id-2');
    expect(ids).not.toContain('id-1');
  });

  it('persists to localStorage and reads it back on rehydration', async () => {
    useRecentlyViewedStore.getState().recordView(product(7));
    const stored = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? 'null') as { state: { products: unknown[] } };
    expect(stored.state.products).toEqual([product(7)]);

    // Another tab's list: what the storage holds wins over the state in memory.
    const saved = localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '';
    useRecentlyViewedStore.setState({ products: [] });
    localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, saved);
    await useRecentlyViewedStore.persist.rehydrate();
    expect(useRecentlyViewedStore.getState().products).toEqual([product(7)]);
  });

  it('clears the list', () => {
    useRecentlyViewedStore.getState().recordView(product(1));
    useRecentlyViewedStore.getState().clear();
    expect(useRecentlyViewedStore.getState().products).toEqual([]);
  });
});
