import 'server-only';
import type { DatabaseClient } from '@/server/db';

const staffDesignSelect = {
  id: true,
  name: true,
  imageUrl: true,
  sortOrder: true,
  published: true,
  updatedAt: true,
  occasions: { select: { tag: { select: { id: true, name: true } } } },
  _count: { select: { vouchers: true } },
} as const;

/** Every design staff have not deleted, in the shop's order. */
export function findDesignsForStaff(db: DatabaseClient) {
  return db.giftDesign.findMany({ where: { deletedAt: null }, orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }], select: staffDesignSelect });
}

export function findDesignForStaff(db: DatabaseClient, id: string) {
  return db.giftDesign.findFirst({ where: { id, deletedAt: null }, select: staffDesignSelect });
}

export type StaffDesignRecord = NonNullable<Awaited<ReturnType<typeof findDesignForStaff>>>;

/** The published designs, in order, with their occasions' slugs and the translations of `locale`. */
export function findPublishedDesigns(db: DatabaseClient, locale: string) {
  return db.giftDesign.findMany({
    where: { deletedAt: null, published: true },
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    select: {
      id: true,
      name: true,
      imageUrl: true,
      occasions: { select: { tag: { select: { slug: true, sortOrder: true } } } },
      translations: { where: { locale }, select: { name: true } },
    },
  });
}

/** Whether a buyer may choose the design now: it exists, is published and not deleted. */
export async function isDesignOnOffer(db: DatabaseClient, id: string): Promise<boolean> {
  return (await db.giftDesign.count({ where: { id, deletedAt: null, published: true } })) > 0;
}

/** Any design, deleted ones too: a voucher sold in it is printed in it for good. */
export function findDesignForVoucher(db: DatabaseClient, id: string, locale: string) {
  return db.giftDesign.findUnique({ where: { id }, select: { name: true, imageUrl: true, translations: { where: { locale }, select: { name: true } } } });
}

export async function countExistingTags(db: DatabaseClient, ids: string[]): Promise<number> {
  return ids.length === 0 ? 0 : db.tag.count({ where: { id: { in: ids } } });
}

export async function findLastDesignSortOrder(db: DatabaseClient): Promise<number> {
  const last = await db.giftDesign.findFirst({ where: { deletedAt: null }, orderBy: { sortOrder: 'desc' }, select: { sortOrder: true } });
  return last?.sortOrder ?? -1;
}

type DesignFields = { name: string; imageUrl: string; published: boolean; occasionTagIds: string[] };

export function insertDesign(db: DatabaseClient, fields: DesignFields & { sortOrder: number }) {
  const { occasionTagIds, ...data } = fields;
  return db.giftDesign.create({ data: { ...data, occasions: { create: occasionTagIds.map((tagId) => ({ tagId })) } }, select: { id: true } });
}

export async function updateDesign(db: DatabaseClient, id: string, fields: DesignFields): Promise<void> {
  const { occasionTagIds, ...data } = fields;
  await db.giftDesignOccasion.deleteMany({ where: { designId: id } });
  await db.giftDesign.update({ where: { id }, data: { ...data, occasions: { create: occasionTagIds.map((tagId) => ({ tagId })) } }, select: { id: true } });
}

export async function setDesignPublished(db: DatabaseClient, id: string, published: boolean): Promise<void> {
  await db.giftDesign.update({ where: { id }, data: { published }, select: { id: true } });
}

export async function setDesignSortOrders(db: DatabaseClient, ids: string[]): Promise<void> {
  for (const [sortOrder, id] of ids.entries()) await db.giftDesign.update({ where: { id }, data: { sortOrder }, select: { id: true } });
}

/** A deleted design leaves the back office and the shop, and stays for the vouchers printed in it. */
export async function markDesignDeleted(db: DatabaseClient, id: string, now: Date): Promise<void> {
  await db.giftDesign.update({ where: { id }, data: { deletedAt: now, published: false }, select: { id: true } });
}


export function findDesignTranslation(db: DatabaseClient, designId: string, locale: string) {
  return db.giftDesignTranslation.findUnique({ where: { designId_locale: { designId, locale } }, select: { name: true } });
}

export function upsertDesignTranslation(db: DatabaseClient, designId: string, locale: string, name: string | null) {
  return db.giftDesignTranslation.upsert({
    where: { designId_locale: { designId, locale } },
    create: { designId, locale, name },
    update: { name },
    select: { name: true },
  });
}
