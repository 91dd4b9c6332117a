import { describe, expect, it } from 'vitest';
import type { GiftFinderCatalog, GiftFinderGift } from '../schemas';
import { filterGiftFinderGifts, isInBudget, listGiftFinderOptions, runGiftFinder } from './gift-finder';

function gift(id: string, priceCents: number, tagIds: string[]): GiftFinderGift {
  return { id, slug: id, title: id, summary: '', priceCents, image: null, tagIds };
}

const catalog: GiftFinderCatalog = {
  tags: [
    { id: 'adventure', name: 'Adventure', parentId: null, sortOrder: 0 },
    { id: 'food', name: 'Food', parentId: null, sortOrder: 10 },
    { id: 'wellness', name: 'Wellness', parentId: null, sortOrder: 20 },
    { id: 'water', name: 'Water', parentId: 'adventure', sortOrder: 0 },
    { id: 'thrills', name: 'Thrills', parentId: 'adventure', sortOrder: 10 },
    { id: 'kayak', name: 'Kayak', parentId: 'water', sortOrder: 0 },
  ],
  gifts: [
    gift('paddle', 9_000, ['adventure', 'water', 'kayak']),
    gift('rush', 25_000, ['adventure', 'thrills', 'water']),
    gift('foodie', 15_000, ['food']),
  ],
};

describe('isInBudget', () => {
  it('uses inclusive ranges in cents', () => {
    expect(isInBudget(10_000, 'up-to-100')).toBe(true);
    expect(isInBudget(10_001, 'up-to-100')).toBe(false);
    expect(isInBudget(10_001, '100-to-200')).toBe(true);
    expect(isInBudget(40_001, 'over-400')).toBe(true);
    expect(isInBudget(123, undefined)).toBe(true);
  });
});

describe('filterGiftFinderGifts', () => {
  it('keeps gifts carrying every selected tag within the budget', () => {
    expect(filterGiftFinderGifts(catalog.gifts, ['adventure', 'water']).map((g) => g.id)).toEqual(['paddle', 'rush']);
    expect(filterGiftFinderGifts(catalog.gifts, ['adventure', 'water'], '200-to-400').map((g) => g.id)).toEqual(['rush']);
  });
});

describe('listGiftFinderOptions', () => {
  it('offers only children that still lead to a gift, in staff order', () => {
    expect(listGiftFinderOptions(catalog, null, catalog.gifts)).toEqual([
      { id: 'adventure', name: 'Adventure', giftCount: 2 },
      { id: 'food', name: 'Food', giftCount: 1 },
    ]);
  });
});

describe('runGiftFinder', () => {
  it('starts at the top of the tree with every gift', () => {
    const result = runGiftFinder(catalog, { tags: [] });
    expect(result.parentTagId).toBeNull();
    expect(result.options.map((option) => option.id)).toEqual(['adventure', 'food']);
    expect(result.total).toBe(3);
  });

  it('goes one level down below the last chosen tag', () => {
    const result = runGiftFinder(catalog, { tags: ['adventure'] });
    expect(result.parentTagId).toBe('adventure');
    expect(result.options).toEqual([
      { id: 'water', name: 'Water', giftCount: 2 },
      { id: 'thrills', name: 'Thrills', giftCount: 1 },
    ]);
  });

  it('lists budgets that still have gifts and filters gifts by the chosen one', () => {
    const result = runGiftFinder(catalog, { tags: ['adventure', 'water'], budget: 'up-to-100' });
    expect(result.budgets).toEqual([
      { key: 'up-to-100', giftCount: 1 },
      { key: '200-to-400', giftCount: 1 },
    ]);
    expect(result.gifts.map((g) => g.id)).toEqual(['paddle']);
    expect(result.gifts[0]).not.toHaveProperty('tagIds');
  });

  it('ignores unknown tag ids instead of finding nothing', () => {
    expect(runGiftFinder(catalog, { tags: ['nope', 'food'] }).gifts.map((g) => g.id)).toEqual(['foodie']);
  });
});
