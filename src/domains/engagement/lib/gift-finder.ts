import type {
  GiftFinderBudget,
  GiftFinderCatalog,
  GiftFinderGift,
  GiftFinderOption,
  GiftFinderQuery,
  GiftFinderResult,
} from '../schemas';
import { giftFinderBudgets } from '../schemas';

/** Inclusive price ranges in cents (tax included). */
const budgetRanges: Record<GiftFinderBudget, { min: number; max: number }> = {
  'up-to-100': { min: 0, max: 10_000 },
  '100-to-200': { min: 10_001, max: 20_000 },
  '200-to-400': { min: 20_001, max: 40_000 },
  'over-400': { min: 40_001, max: Number.MAX_SAFE_INTEGER },
};

export const GIFT_FINDER_RESULT_LIMIT = 12;

export function isInBudget(priceCents: number, budget: GiftFinderBudget | undefined): boolean {
  if (!budget) return true;
  const range = budgetRanges[budget];
  return priceCents >= range.min && priceCents <= range.max;
}

/** Gifts carrying (or covering experiences with) every selected tag, within the budget. */
export function filterGiftFinderGifts(gifts: GiftFinderGift[], tagIds: string[], budget?: GiftFinderBudget): GiftFinderGift[] {
  return gifts.filter((gift) => tagIds.every((tagId) => gift.tagIds.includes(tagId)) && isInBudget(gift.priceCents, budget));
}

/** Children of `parentId` that still lead to at least one gift, in staff order. */
export function listGiftFinderOptions(
  catalog: GiftFinderCatalog,
  parentId: string | null,
  matching: GiftFinderGift[],
): GiftFinderOption[] {
  return catalog.tags
    .filter((tag) => tag.parentId === parentId)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((tag) => ({ id: tag.id, name: tag.name, giftCount: matching.filter((gift) => gift.tagIds.includes(tag.id)).length }))
    .filter((option) => option.giftCount > 0);
}

/**
 * One step of the quiz: the next level of the tag tree below the last chosen tag, the budgets
 * that still have gifts, and the gifts matching everything chosen so far (most popular first,
 * as the catalogue hands them over). Unknown tag ids are ignored rather than emptying the result.
 */
export function runGiftFinder(catalog: GiftFinderCatalog, query: GiftFinderQuery): GiftFinderResult {
  const known = new Set(catalog.tags.map((tag) => tag.id));
  const tagIds = query.tags.filter((tagId) => known.has(tagId));
  const matchingTags = filterGiftFinderGifts(catalog.gifts, tagIds);
  const matching = filterGiftFinderGifts(matchingTags, [], query.budget);
  const parentTagId = tagIds.at(-1) ?? null;
  return {
    parentTagId,
    options: listGiftFinderOptions(catalog, parentTagId, matching),
    budgets: giftFinderBudgets
      .map((key) => ({ key, giftCount: matchingTags.filter((gift) => isInBudget(gift.priceCents, key)).length }))
      .filter((budget) => budget.giftCount > 0),
    gifts: matching
      .slice(0, GIFT_FINDER_RESULT_LIMIT)
      .map((gift) => ({ id: gift.id, slug: gift.slug, title: gift.title, summary: gift.summary, priceCents: gift.priceCents, image: gift.image })),
    total: matching.length,
  };
}
