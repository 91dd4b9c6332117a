import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import type { TagType } from '@/generated/prisma/enums';
import type { DatabaseClient } from '@/server/db';
import { OCCASION_TAG_GROUP_SLUG } from '../lib/occasion-tags';

const staffTagSelect = {
  id: true,
  name: true,
  slug: true,
  type: true,
  parentId: true,
  sortOrder: true,
  imageUrl: true,
  _count: { select: { products: true, landings: true, children: true } },
} satisfies Prisma.TagSelect;

export type StaffTagRecord = Prisma.TagGetPayload<{ select: typeof staffTagSelect }>;

function staffTagWhere(search: string | undefined, type: TagType | undefined): Prisma.TagWhereInput {
  return {
    ...(type ? { type } : {}),
    ...(search
      ? { OR: [{ name: { contains: search, mode: 'insensitive' } }, { slug: { contains: search, mode: 'insensitive' } }] }
      : {}),
  };
}

export async function findTagsForStaff(db: DatabaseClient, filter: { search?: string; type?: TagType }, skip: number, take: number) {
  const where = staffTagWhere(filter.search, filter.type);
  const [rows, total] = await Promise.all([
    db.tag.findMany({ where, select: staffTagSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }], skip, take }),
    db.tag.count({ where }),
  ]);
  return { rows, total };
}

export function findTagForStaff(db: DatabaseClient, id: string) {
  return db.tag.findUnique({ where: { id }, select: staffTagSelect });
}

/** The whole tree's shape: what moves and cycle checks work on. */
export function findTagTreeNodes(db: DatabaseClient) {
  return db.tag.findMany({
    select: { id: true, name: true, slug: true, type: true, parentId: true, sortOrder: true },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
  });
}

export function findProductsOfTag(db: DatabaseClient, tagId: string) {
  return db.product.findMany({
    where: { tags: { some: { tagId } } },
    select: { id: true, title: true, slug: true, kind: true },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
  });
}

export function findLandingsOfTag(db: DatabaseClient, tagId: string) {
  return db.landing.findMany({
    where: { tags: { some: { tagId } } },
    select: { id: true, title: true, urlPath: true },
    orderBy: [{ title: 'asc' }, { id: 'asc' }],
  });
}

export async function findTagSlugOwner(db: DatabaseClient, slug: string): Promise<string | null> {
  return (await db.tag.findUnique({ where: { slug }, select: { id: true } }))?.id ?? null;
}

export function createTagRecord(
  db: DatabaseClient,
  data: { name: string; slug: string; type: TagType; parentId: string | null; imageUrl: string | null; sortOrder: number },
) {
  return db.tag.create({ data, select: { id: true } });
}

export async function updateTagRecord(
  db: DatabaseClient,
  id: string,
  data: Partial<{ name: string; slug: string; type: TagType; imageUrl: string | null }>,
): Promise<void> {
  await db.tag.update({ where: { id }, data, select: { id: true } });
}

export async function placeTagRecords(db: DatabaseClient, updates: { id: string; parentId: string | null; sortOrder: number }[]): Promise<void> {
  for (const update of updates) {
    await db.tag.update({ where: { id: update.id }, data: { parentId: update.parentId, sortOrder: update.sortOrder }, select: { id: true } });
  }
}

export async function deleteTagRecord(db: DatabaseClient, id: string): Promise<void> {
  await db.tag.delete({ where: { id }, select: { id: true } });
}

/** Which of `ids` exist, for the assignment's check of unknown ids. */
export async function findExistingTagIds(db: DatabaseClient, ids: string[]): Promise<string[]> {
  return (await db.tag.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((tag) => tag.id);
}

export async function findExistingProducts(db: DatabaseClient, ids: string[]) {
  return db.product.findMany({ where: { id: { in: ids } }, select: { id: true, slug: true } });
}

export async function findExistingLandingIds(db: DatabaseClient, ids: string[]): Promise<string[]> {
  return (await db.landing.findMany({ where: { id: { in: ids } }, select: { id: true } })).map((landing) => landing.id);
}

/** Current (tag, product) pairs of the given tags, with the product's slug for cache invalidation. */
export function findProductTagPairs(db: DatabaseClient, tagIds: string[]) {
  return db.productTag.findMany({ where: { tagId: { in: tagIds } }, select: { tagId: true, productId: true, product: { select: { slug: true } } } });
}

export function findLandingTagPairs(db: DatabaseClient, tagIds: string[]) {
  return db.landingTag.findMany({ where: { tagId: { in: tagIds } }, select: { tagId: true, landingId: true } });
}

type TagPair = { tagId: string; elementId: string };

export async function addProductTagPairs(db: DatabaseClient, pairs: TagPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.productTag.createMany({ data: pairs.map(({ tagId, elementId }) => ({ tagId, productId: elementId })), skipDuplicates: true });
}

export async function removeProductTagPairs(db: DatabaseClient, pairs: TagPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.productTag.deleteMany({ where: { OR: pairs.map(({ tagId, elementId }) => ({ tagId, productId: elementId })) } });
}

export async function addLandingTagPairs(db: DatabaseClient, pairs: TagPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.landingTag.createMany({ data: pairs.map(({ tagId, elementId }) => ({ tagId, landingId: elementId })), skipDuplicates: true });
}

export async function removeLandingTagPairs(db: DatabaseClient, pairs: TagPair[]): Promise<void> {
  if (pairs.length === 0) return;
  await db.landingTag.deleteMany({ where: { OR: pairs.map(({ tagId, elementId }) => ({ tagId, landingId: elementId })) } });
}

function candidateSearch(search: string | undefined, fields: ('title' | 'slug' | 'urlPath')[]) {
  return search ? { OR: fields.map((field) => ({ [field]: { contains: search, mode: 'insensitive' as const } })) } : {};
}

export async function findProductCandidates(db: DatabaseClient, search: string | undefined, skip: number, take: number) {
  const where: Prisma.ProductWhereInput = candidateSearch(search, ['title', 'slug']);
  const [rows, total] = await Promise.all([
    db.product.findMany({ where, select: { id: true, title: true, slug: true, kind: true }, orderBy: [{ title: 'asc' }, { id: 'asc' }], skip, take }),
    db.product.count({ where }),
  ]);
  return { rows, total };
}

export async function findLandingCandidates(db: DatabaseClient, search: string | undefined, skip: number, take: number) {
  const where: Prisma.LandingWhereInput = candidateSearch(search, ['title', 'urlPath']);
  const [rows, total] = await Promise.all([
    db.landing.findMany({ where, select: { id: true, title: true, urlPath: true }, orderBy: [{ title: 'asc' }, { id: 'asc' }], skip, take }),
    db.landing.count({ where }),
  ]);
  return { rows, total };
}

/** The occasion tags (children of the occasion group), in staff's order. */
export function findOccasionTags(db: DatabaseClient) {
  return db.tag.findMany({
    where: { parent: { slug: OCCASION_TAG_GROUP_SLUG } },
    orderBy: [{ sortOrder: 'asc' }, { name: 'asc' }],
    select: { id: true, name: true, slug: true },
  });
}
