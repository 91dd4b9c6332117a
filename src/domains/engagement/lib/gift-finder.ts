import type {
  GiftFinderBudget,
  GiftFinderCatalog,
  GiftFinderChoice,
  GiftFinderGift,
  GiftFinderOption,
  GiftFinderQuery,
  GiftFinderResult,
  GiftFinderTag,
} from '../schemas';
import { giftFinderBudgets } from '../schemas';
import { OCCASION_TAG_GROUP_SLUG } from '@/domains/catalog/lib/occasion-tags';

/**
 * Slugs of the two tag groups whose children answer the first two questions. Staff add, rename,
 * reorder and assign the children like any tag; only the groups' slugs are fixed.
 */
export const GIFT_FINDER_RECIPIENT_GROUP_SLUG = 'who-its-for';
export const GIFT_FINDER_OCCASION_GROUP_SLUG = OCCASION_TAG_GROUP_SLUG;
export const GIFT_FINDER_GROUP_SLUGS = [GIFT_FINDER_RECIPIENT_GROUP_SLUG, GIFT_FINDER_OCCASION_GROUP_SLUG];
/** The category group of places: where an experience is, not something the recipient loves. */
export const GIFT_FINDER_PLACE_GROUP_SLUG = 'by-city';

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

/** The tags as answers with their gift counts, in staff order, leaving out those that lead to no gift. */
export function countGiftFinderOptions(tags: GiftFinderTag[], matching: GiftFinderGift[]): GiftFinderOption[] {
  return [...tags]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name))
    .map((tag) => ({ id: tag.id, name: tag.name, giftCount: matching.filter((gift) => gift.tagIds.includes(tag.id)).length }))
    .filter((option) => option.giftCount > 0);
}

/** Children of `parentId` that still lead to at least one gift, in staff order. */
export function listGiftFinderOptions(tags: GiftFinderTag[], parentId: string | null, matching: GiftFinderGift[]): GiftFinderOption[] {
  return countGiftFinderOptions(
    tags.filter((tag) => tag.parentId === parentId),
    matching,
  );
}

/**
 * Sorts the tags the quiz reads into its questions: the children of the recipient and occasion
 * groups, and the category tree (without those groups, should staff file them as categories).
 */
export function buildGiftFinderCatalog(
  tags: (GiftFinderTag & { type: 'CATEGORY' | 'PRODUCT' })[],
  gifts: GiftFinderGift[],
): GiftFinderCatalog {
  const groupIdOf = (slug: string) => tags.find((tag) => tag.slug === slug)?.id;
  const recipientGroupId = groupIdOf(GIFT_FINDER_RECIPIENT_GROUP_SLUG);
  const occasionGroupId = groupIdOf(GIFT_FINDER_OCCASION_GROUP_SLUG);
  const toTag = ({ id, name, slug, parentId, sortOrder }: GiftFinderTag): GiftFinderTag => ({ id, name, slug, parentId, sortOrder });
  const childrenOf = (groupId: string | undefined) => (groupId === undefined ? [] : tags.filter((tag) => tag.parentId === groupId).map(toTag));
  const recipients = childrenOf(recipientGroupId);
  const occasions = childrenOf(occasionGroupId);
  const answerIds = new Set([recipientGroupId, occasionGroupId, ...recipients.map((tag) => tag.id), ...occasions.map((tag) => tag.id)]);
  const placeGroupId = groupIdOf(GIFT_FINDER_PLACE_GROUP_SLUG);
  const isPlace = (tag: GiftFinderTag): boolean => {
    for (let current: GiftFinderTag | undefined = tag; current; current = tags.find((parent) => parent.id === current?.parentId)) {
      if (current.id === placeGroupId) return true;
    }
    return false;
  };
  return {
    tags: tags.filter((tag) => tag.type === 'CATEGORY' && !answerIds.has(tag.id) && !isPlace(tag)).map(toTag),
    recipients,
    occasions,
    gifts,
  };
}

/** The query's known tags, each once and in its order, with the question each one answers. */
function listChosenTags(catalog: GiftFinderCatalog, tagIds: string[]): GiftFinderChoice[] {
  const byId = new Map<string, GiftFinderChoice>();
  const add = (tags: GiftFinderTag[], question: GiftFinderChoice['question']) => {
    for (const tag of tags) byId.set(tag.id, { id: tag.id, name: tag.name, slug: tag.slug, question });
  };
  add(catalog.tags, 'interest');
  add(catalog.recipients, 'recipient');
  add(catalog.occasions, 'occasion');
  return [...new Set(tagIds)].flatMap((tagId) => byId.get(tagId) ?? []);
}

/**
 * One step of the quiz: who it is for and the occasion that still have gifts, the next level of
 * the category tree below the last chosen category, the budgets that still have gifts, and the
 * gifts matching everything chosen so far (most popular first, as the catalogue hands them over).
 * Unknown tag ids are ignored rather than emptying the result.
 */
export function runGiftFinder(catalog: GiftFinderCatalog, query: Omit<GiftFinderQuery, 'locale'>): GiftFinderResult {
  const chosen = listChosenTags(catalog, query.tags);
  const tagIds = chosen.map((tag) => tag.id);
  const matchingTags = filterGiftFinderGifts(catalog.gifts, tagIds);
  const matching = filterGiftFinderGifts(matchingTags, [], query.budget);
  const parentTagId = chosen.findLast((tag) => tag.question === 'interest')?.id ?? null;
  return {
    chosen,
    recipients: countGiftFinderOptions(catalog.recipients, matching),
    occasions: countGiftFinderOptions(catalog.occasions, matching),
    parentTagId,
    options: listGiftFinderOptions(catalog.tags, parentTagId, matching),
    budgets: giftFinderBudgets
      .map((key) => ({ key, giftCount: matchingTags.filter((gift) => isInBudget(gift.priceCents, key)).length }))
      .filter((budget) => budget.giftCount > 0),
    gifts: matching
      .slice(0, GIFT_FINDER_RESULT_LIMIT)
      .map((gift) => ({ id: gift.id, slug: gift.slug, title: gift.title, summary: gift.summary, priceCents: gift.priceCents, image: gift.image })),
    total: matching.length,
  };
}
