import { describe, expect, it } from 'vitest';
import type { GiftFinderCatalog, GiftFinderGift, GiftFinderTag } from '../schemas';
import { buildGiftFinderCatalog, filterGiftFinderGifts, isInBudget, listGiftFinderOptions, runGiftFinder } from './gift-finder';

function gift(id: string, priceCents: number, tagIds: string[]): GiftFinderGift {
  return { id, slug: id, title: id, summary: '', priceCents, image: null, tagIds };
}

function tag(id: string, parentId: string | null, sortOrder: number, name = id): GiftFinderTag {
  return { id, name, slug: id, parentId, sortOrder };
}

const catalog: GiftFinderCatalog = {
  tags: [
    tag('adventure', null, 0, 'Adventure'),
    tag('food', null, 10, 'Food'),
    tag('wellness', null, 20, 'Wellness'),
    tag('water', 'adventure', 0, 'Water'),
    tag('thrills', 'adventure', 10, 'Thrills'),
    tag('kayak', 'water', 0, 'Kayak'),
  ],
  recipients: [tag('partner', 'who', 0, 'Partner'), tag('adventurer', 'who', 10, 'Adventurer'), tag('colleague', 'who', 20, 'Colleague')],
  occasions: [tag('birthday', 'occasion', 0, 'Birthday'), tag('anniversary', 'occasion', 10, 'Anniversary'), tag('retirement', 'occasion', 20, 'Retirement')],
  gifts: [
    gift('paddle', 9_000, ['adventure', 'water', 'kayak', 'adventurer', 'birthday']),
    gift('rush', 25_000, ['adventure', 'thrills', 'water', 'adventurer', 'partner', 'birthday', 'anniversary']),
    gift('foodie', 15_000, ['food', 'partner', 'anniversary']),
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
    expect(listGiftFinderOptions(catalog.tags, null, catalog.gifts)).toEqual([
      { id: 'adventure', name: 'Adventure', giftCount: 2 },
      { id: 'food', name: 'Food', giftCount: 1 },
    ]);
  });
});

describe('buildGiftFinderCatalog', () => {
  it('takes the answers from the children of the two groups and keeps them out of the category tree', () => {
    const built = buildGiftFinderCatalog(
      [
        { ...tag('adventure', null, 0), type: 'CATEGORY' },
        { ...tag('who', null, 0), slug: 'who-its-for', type: 'PRODUCT' },
        { ...tag('partner', 'who', 0), type: 'PRODUCT' },
        // Filed as a category by mistake: still an occasion, never an interest.
        { ...tag('occasion', null, 50), type: 'CATEGORY' },
        { ...tag('birthday', 'occasion', 0), type: 'CATEGORY' },
      ],
      [],
    );
    expect(built.recipients.map((t) => t.id)).toEqual(['partner']);
    expect(built.occasions.map((t) => t.id)).toEqual(['birthday']);
    expect(built.tags).toEqual([tag('adventure', null, 0)]);
  });

  it('never asks about places as interests: "By city" and the cities under it stay out', () => {
    const built = buildGiftFinderCatalog(
      [
        { ...tag('adventure', null, 0), type: 'CATEGORY' },
        { ...tag('places', null, 10), slug: 'by-city', type: 'CATEGORY' },
        { ...tag('ontario', 'places', 0), type: 'CATEGORY' },
        { ...tag('toronto', 'ontario', 0), type: 'CATEGORY' },
      ],
      [],
    );
    expect(built.tags).toEqual([tag('adventure', null, 0)]);
  });

  it('has no recipients or occasions when staff removed the groups', () => {
    const built = buildGiftFinderCatalog([{ ...tag('adventure', null, 0), type: 'CATEGORY' }], []);
    expect(built.recipients).toEqual([]);
    expect(built.occasions).toEqual([]);
  });
});

describe('runGiftFinder', () => {
  it('starts with every recipient and occasion that has a gift, and the top of the category tree', () => {
    const result = runGiftFinder(catalog, { tags: [] });
    expect(result.chosen).toEqual([]);
    expect(result.recipients).toEqual([
      { id: 'partner', name: 'Partner', giftCount: 2 },
      { id: 'adventurer', name: 'Adventurer', giftCount: 2 },
    ]);
    // No gift suits a colleague or a retirement: the quiz never offers them.
    expect(result.occasions.map((o) => o.id)).toEqual(['birthday', 'anniversary']);
    expect(result.parentTagId).toBeNull();
    expect(result.options.map((option) => option.id)).toEqual(['adventure', 'food']);
    expect(result.total).toBe(3);
  });

  it('narrows the occasions, categories and gifts to the chosen recipient', () => {
    const result = runGiftFinder(catalog, { tags: ['adventurer'] });
    expect(result.chosen).toEqual([{ id: 'adventurer', name: 'Adventurer', slug: 'adventurer', question: 'recipient' }]);
    expect(result.occasions).toEqual([
      { id: 'birthday', name: 'Birthday', giftCount: 2 },
      { id: 'anniversary', name: 'Anniversary', giftCount: 1 },
    ]);
    expect(result.options).toEqual([{ id: 'adventure', name: 'Adventure', giftCount: 2 }]);
    expect(result.total).toBe(2);
  });

  it('narrows again with the occasion, then walks the category tree from its top', () => {
    const afterOccasion = runGiftFinder(catalog, { tags: ['partner', 'anniversary'] });
    expect(afterOccasion.chosen.map((c) => c.question)).toEqual(['recipient', 'occasion']);
    expect(afterOccasion.parentTagId).toBeNull();
    expect(afterOccasion.options).toEqual([
      { id: 'adventure', name: 'Adventure', giftCount: 1 },
      { id: 'food', name: 'Food', giftCount: 1 },
    ]);
    const afterInterest = runGiftFinder(catalog, { tags: ['partner', 'anniversary', 'adventure'] });
    expect(afterInterest.parentTagId).toBe('adventure');
    expect(afterInterest.options).toEqual([
      { id: 'water', name: 'Water', giftCount: 1 },
      { id: 'thrills', name: 'Thrills', giftCount: 1 },
    ]);
    expect(afterInterest.gifts.map((g) => g.id)).toEqual(['rush']);
  });

  it('goes one level down below the last chosen category', () => {
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

  it('offers no answer that would lead to zero gifts at any step', () => {
    for (const tags of [[], ['partner'], ['adventurer', 'birthday'], ['partner', 'anniversary', 'adventure']]) {
      for (const budget of [undefined, 'up-to-100', '200-to-400'] as const) {
        const result = runGiftFinder(catalog, { tags, budget });
        for (const option of [...result.recipients, ...result.occasions, ...result.options]) {
          const next = runGiftFinder(catalog, { tags: [...tags, option.id], budget });
          expect(next.total, `${[...tags, option.id].join(' › ')} within ${budget ?? 'any budget'}`).toBe(option.giftCount);
          expect(next.total).toBeGreaterThan(0);
        }
      }
    }
  });

  it('ignores unknown tag ids instead of finding nothing', () => {
    expect(runGiftFinder(catalog, { tags: ['nope', 'food'] }).gifts.map((g) => g.id)).toEqual(['foodie']);
  });
});
