import 'server-only';
import type { DatabaseClient } from '@/server/db';

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

export function findCategoryTags(db: DatabaseClient) {
  return db.tag.findMany({
    where: { type: 'CATEGORY' },
    select: { id: true, name: true, parentId: true, sortOrder: true },
  });
}
