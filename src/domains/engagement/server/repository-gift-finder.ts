import 'server-only';
import type { DatabaseClient } from '@/server/db';
import { GIFT_FINDER_GROUP_SLUGS } from '../lib/gift-finder';

/** Published gift vouchers with their tags and the tags of the published experiences they cover. */
export function findGiftFinderGifts(db: DatabaseClient) {
  return db.product.findMany({
    where: { kind: 'GIFT_VOUCHER', published: true },
    orderBy: [{ popularity: 'desc' }, { sortOrder: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      slug: true,
      title: true,
      summary: true,
      priceCents: true,
      images: { select: { url: true, alt: true }, orderBy: { position: 'asc' }, take: 1 },
      tags: { select: { tagId: true } },
      coveredExperiences: {
        where: { experience: { published: true } },
        select: { experience: { select: { tags: { select: { tagId: true } } } } },
      },
    },
  });
}

/** The category tree, plus the recipient and occasion groups and their children. */
export function findGiftFinderTags(db: DatabaseClient) {
  return db.tag.findMany({
    where: {
      OR: [{ type: 'CATEGORY' }, { slug: { in: GIFT_FINDER_GROUP_SLUGS } }, { parent: { slug: { in: GIFT_FINDER_GROUP_SLUGS } } }],
    },
    select: { id: true, name: true, slug: true, type: true, parentId: true, sortOrder: true },
  });
}
