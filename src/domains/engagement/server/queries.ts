import 'server-only';
import { cachedRead, cacheTags } from '@/server/cache';
import { getDatabase } from '@/server/db';
import type { GiftFinderCatalog } from '../schemas';
import { findCategoryTags, findGiftFinderGifts } from './repository-gift-finder';

/** Everything the Gift Finder filters, as one JSON-safe snapshot refreshed with the catalogue. */
export const getGiftFinderCatalog = cachedRead(
  async (): Promise<GiftFinderCatalog> => {
    const db = getDatabase();
    const [tags, gifts] = await Promise.all([findCategoryTags(db), findGiftFinderGifts(db)]);
    return {
      tags,
      gifts: gifts.map(({ images, tags: ownTags, coveredExperiences, ...gift }) => ({
        ...gift,
        image: images[0] ?? null,
        tagIds: [
          ...new Set([
            ...ownTags.map((tag) => tag.tagId),
            ...coveredExperiences.flatMap(({ experience }) => experience.tags.map((tag) => tag.tagId)),
          ]),
        ],
      })),
    };
  },
  ['engagement', 'gift-finder-catalog'],
  () => [cacheTags.catalog, cacheTags.tags],
);
