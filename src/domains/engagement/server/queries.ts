import 'server-only';
import { localizeProductTexts, localizeTagNames } from '@/domains/catalog/server/queries';
import { cachedRead, cacheTags, localizedCacheTags } from '@/server/cache';
import { getDatabase } from '@/server/db';
import { buildGiftFinderCatalog } from '../lib/gift-finder';
import type { GiftFinderCatalog } from '../schemas';
import { findGiftFinderGifts, findGiftFinderTags } from './repository-gift-finder';

/** Everything the Gift Finder filters, as one JSON-safe snapshot refreshed with the catalogue. */
export const getGiftFinderCatalog = cachedRead(
  async (locale: string): Promise<GiftFinderCatalog> => {
    const db = getDatabase();
    const [tags, gifts] = await Promise.all([findGiftFinderTags(db), findGiftFinderGifts(db)]);
    const [localizedTags, localizedGifts] = await Promise.all([localizeTagNames(tags, locale), localizeProductTexts(gifts, locale)]);
    return buildGiftFinderCatalog(
      localizedTags,
      localizedGifts.map(({ images, tags: ownTags, coveredExperiences, ...gift }) => ({
        ...gift,
        image: images[0] ?? null,
        tagIds: [
          ...new Set([
            ...ownTags.map((tag) => tag.tagId),
            ...coveredExperiences.flatMap(({ experience }) => experience.tags.map((tag) => tag.tagId)),
          ]),
        ],
      })),
    );
  },
  ['engagement', 'gift-finder-catalog'],
  (locale) => localizedCacheTags([cacheTags.catalog, cacheTags.tags], locale),
);
