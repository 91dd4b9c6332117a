import 'server-only';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient, type TransactionClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { flattenTagTree, planTagMove, type TagPlacement } from '../lib/tag-tree';
import {
  assignTagsSchema,
  createTagSchema,
  updateTagSchema,
  type AssignTagsAnswer,
  type StaffTagDetail,
  type StaffTagListParams,
  type StaffTagRow,
  type TagAssignmentCandidateParams,
  type TagAssignmentElement,
  type TagTreeItem,
  type TagType,
} from '../staff-schemas';
import {
  addLandingTagPairs,
  addProductTagPairs,
  createTagRecord,
  deleteTagRecord,
  findExistingLandingIds,
  findExistingProducts,
  findExistingTagIds,
  findLandingCandidates,
  findLandingsOfTag,
  findOccasionTags,
  findLandingTagPairs,
  findProductCandidates,
  findProductsOfTag,
  findProductTagPairs,
  findTagForStaff,
  findTagSlugOwner,
  findTagsForStaff,
  findTagTreeNodes,
  placeTagRecords,
  removeLandingTagPairs,
  removeProductTagPairs,
  updateTagRecord,
  type StaffTagRecord,
} from './repository-tags';

/** Tags feed the list filters, category tiles, landing pages and product pages: a change shows on the next request. */
const TAG_CACHE_TAGS = [cacheTags.tags, cacheTags.catalog, cacheTags.landings];

const slugTaken = () => new AppError('conflict', 'Another tag already uses this slug.', { slug: ['This slug is taken.'] });

function toStaffTagRow(record: StaffTagRecord, position: number): StaffTagRow {
  return {
    id: record.id,
    name: record.name,
    slug: record.slug,
    type: record.type,
    parentId: record.parentId,
    position,
    productCount: record._count.products,
    categoryCount: record._count.landings,
  };
}

/** Positions as staff see them: the place among siblings, not the stored (possibly sparse) sort number. */
async function readPositions(db: DatabaseClient): Promise<Map<string, number>> {
  return new Map(flattenTagTree(await findTagTreeNodes(db)).map((node) => [node.id, node.position]));
}

/** SPEC §7 `GET /v3/tags`: a page of tags by name, with how many products and categories carry each. */
export async function listTagsForStaff(params: StaffTagListParams, db?: DatabaseClient): Promise<{ data: StaffTagRow[]; total: number }> {
  const database = getDatabase(db);
  const [{ rows, total }, positions] = await Promise.all([
    findTagsForStaff(database, { search: params.search, type: params.type }, (params.page - 1) * params.per_page, params.per_page),
    readPositions(database),
  ]);
  return { data: rows.map((row) => toStaffTagRow(row, positions.get(row.id) ?? 0)), total };
}

/** SPEC §7 `GET /v3/tags/{id}`: the tag with what it is assigned to. */
export async function getTagForStaff(id: string, db?: DatabaseClient): Promise<StaffTagDetail> {
  const database = getDatabase(db);
  const record = await findTagForStaff(database, id);
  if (!record) throw new AppError('not_found', 'This tag does not exist.');
  const [positions, products, landings] = await Promise.all([readPositions(database), findProductsOfTag(database, id), findLandingsOfTag(database, id)]);
  return {
    ...toStaffTagRow(record, positions.get(id) ?? 0),
    imageUrl: record.imageUrl,
    childCount: record._count.children,
    products: products.map(toProductElement),
    categories: landings.map(toLandingElement),
  };
}

/** SPEC §7 `GET /v3/products/tags`: the whole tree, flattened depth-first. */
export async function listTagTree(db?: DatabaseClient): Promise<TagTreeItem[]> {
  return flattenTagTree(await findTagTreeNodes(getDatabase(db))).map(({ id, name, slug, type, parentId, depth, position }) => ({
    id,
    name,
    slug,
    type,
    parentId,
    depth,
    position,
  }));
}

/** Moves `tagId` to `placement` and renumbers the siblings it leaves and joins; refuses cycles. */
async function placeTag(tx: TransactionClient, tagId: string, type: TagType, placement: TagPlacement): Promise<void> {
  const nodes = await findTagTreeNodes(tx);
  if (placement.parentId !== null) {
    const parent = nodes.find((node) => node.id === placement.parentId);
    if (!parent) throw new AppError('invalid_input', 'Some fields need attention.', { parentId: ['This parent tag does not exist.'] });
    if (parent.type !== type) {
      throw new AppError('invalid_input', 'Some fields need attention.', { parentId: ['A tag goes only under a tag of the same kind.'] });
    }
  }
  const plan = planTagMove(nodes, tagId, placement);
  if (!plan.ok) {
    if (plan.reason === 'under-itself') {
      throw new AppError('tag_cycle', 'A tag cannot move under itself or one of its own sub-tags.', {
        parentId: ['Choose a parent outside this tag’s branch.'],
      });
    }
    throw new AppError('not_found', 'This tag does not exist.');
  }
  await placeTagRecords(tx, plan.updates);
}

/** Tree writes run serializable, so two moves at once cannot together build a cycle that neither saw. */
const TREE_WRITE = { isolationLevel: 'Serializable' } as const;

/** SPEC §7 `POST /v3/tags`: a new tag, last among its siblings unless a position is given. */
export async function createTag(rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffTagDetail> {
  const input = parseInput(createTagSchema, rawInput);
  const id = await runInTransaction(
    db,
    async (tx) => {
      if (await findTagSlugOwner(tx, input.slug)) throw slugTaken();
      const { id: createdId } = await createTagRecord(tx, {
        name: input.name,
        slug: input.slug,
        type: input.type,
        parentId: null,
        imageUrl: input.imageUrl,
        // Last for now; placeTag gives it its real place and renumbers the siblings.
        sortOrder: 2_147_483_647,
      });
      await placeTag(tx, createdId, input.type, { parentId: input.parentId, position: input.position ?? Number.MAX_SAFE_INTEGER });
      await writeAuditLogEntry(tx, {
        staffId: staffUserId,
        action: 'tag.create',
        entityType: 'Tag',
        entityId: createdId,
        data: { name: input.name, slug: input.slug, type: input.type, parentId: input.parentId },
      });
      return createdId;
    },
    TREE_WRITE,
  ).catch(rethrowSlugConflict);
  await invalidateCacheTags(TAG_CACHE_TAGS);
  return getTagForStaff(id, db);
}

function rethrowSlugConflict(error: unknown): never {
  // Two staff saving the same new slug at once: the unique index decides.
  if (isUniqueViolation(error)) throw slugTaken();
  throw error;
}

/**
 * SPEC §7 `PUT /v3/tags/{id}`: the fields sent change; `parentId` and `position` move the tag
 * and renumber its old and new siblings in the same transaction.
 */
export async function updateTag(id: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffTagDetail> {
  const input = parseInput(updateTagSchema, rawInput);
  await runInTransaction(
    db,
    async (tx) => {
      const current = await findTagForStaff(tx, id);
      if (!current) throw new AppError('not_found', 'This tag does not exist.');
      const positions = await readPositions(tx);
      const before = { name: current.name, slug: current.slug, type: current.type, imageUrl: current.imageUrl, parentId: current.parentId, position: positions.get(id) ?? 0 };

      if (input.slug !== undefined && input.slug !== current.slug && (await findTagSlugOwner(tx, input.slug))) throw slugTaken();
      const type = input.type ?? current.type;
      if (type !== current.type && current._count.children > 0) {
        throw new AppError('invalid_input', 'Some fields need attention.', { type: ['A tag with sub-tags keeps its kind: move the sub-tags first.'] });
      }

      await updateTagRecord(tx, id, { name: input.name, slug: input.slug, type: input.type, imageUrl: input.imageUrl });
      const parentId = input.parentId === undefined ? current.parentId : input.parentId;
      const moves = input.parentId !== undefined || input.position !== undefined || type !== current.type;
      if (moves) {
        const position = input.position ?? (parentId === current.parentId ? before.position : Number.MAX_SAFE_INTEGER);
        await placeTag(tx, id, type, { parentId, position });
      }

      const after = { ...before, ...stripUndefined(input), parentId, position: moves ? ((await readPositions(tx)).get(id) ?? 0) : before.position };
      const changes = Object.fromEntries(
        (Object.keys(before) as (keyof typeof before)[])
          .filter((field) => before[field] !== after[field])
          .map((field) => [field, { from: before[field], to: after[field] }]),
      );
      if (Object.keys(changes).length > 0) {
        await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'tag.update', entityType: 'Tag', entityId: id, data: { changes } });
      }
    },
    TREE_WRITE,
  ).catch(rethrowSlugConflict);
  await invalidateCacheTags(TAG_CACHE_TAGS);
  return getTagForStaff(id, db);
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

/** SPEC §7 `DELETE /v3/tags/{id}`: a tag with sub-tags stays (409), so no branch is orphaned; its assignments go with it. */
export async function deleteTag(id: string, staffUserId: string, db?: DatabaseClient): Promise<void> {
  await runInTransaction(
    db,
    async (tx) => {
      const current = await findTagForStaff(tx, id);
      if (!current) throw new AppError('not_found', 'This tag does not exist.');
      if (current._count.children > 0) {
        throw new AppError('conflict', `“${current.name}” has ${current._count.children} sub-tag(s): move or delete them first.`);
      }
      await deleteTagRecord(tx, id);
      // Close the gap among the siblings it leaves.
      const siblings = (await findTagTreeNodes(tx)).filter((node) => node.parentId === current.parentId);
      const [first] = siblings;
      if (first) {
        const plan = planTagMove(siblings, first.id, { parentId: current.parentId, position: 0 });
        if (plan.ok) await placeTagRecords(tx, plan.updates);
      }
      await writeAuditLogEntry(tx, {
        staffId: staffUserId,
        action: 'tag.delete',
        entityType: 'Tag',
        entityId: id,
        data: { name: current.name, slug: current.slug, type: current.type, parentId: current.parentId, products: current._count.products, categories: current._count.landings },
      });
    },
    TREE_WRITE,
  );
  await invalidateCacheTags(TAG_CACHE_TAGS);
}

type Pair = { tagId: string; elementId: string };
const pairKey = (pair: Pair) => `${pair.tagId}\u0000${pair.elementId}`;

/**
 * SPEC §7 `POST /v3/assign-tags`: afterwards exactly `elements` carry each of `tags`. SPEC §5:
 * when that is already so, nothing is written (no row, no audit entry, no cache invalidation).
 */
export async function assignTags(rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<AssignTagsAnswer> {
  const input = parseInput(assignTagsSchema, rawInput);
  const tagIds = [...new Set(input.tags)];
  const elementIds = [...new Set(input.elements)];

  const outcome = await runInTransaction(db, async (tx) => {
    const knownTags = new Set(await findExistingTagIds(tx, tagIds));
    const unknownTags = tagIds.filter((tagId) => !knownTags.has(tagId));
    if (unknownTags.length > 0) throw new AppError('invalid_input', 'Some fields need attention.', { tags: [`Unknown tag: ${unknownTags.join(', ')}`] });

    const knownElements = new Set(
      input.type === 'product' ? (await findExistingProducts(tx, elementIds)).map((product) => product.id) : await findExistingLandingIds(tx, elementIds),
    );
    const unknownElements = elementIds.filter((elementId) => !knownElements.has(elementId));
    if (unknownElements.length > 0) {
      const what = input.type === 'product' ? 'product' : 'category';
      throw new AppError('invalid_input', 'Some fields need attention.', { elements: [`Unknown ${what}: ${unknownElements.join(', ')}`] });
    }

    const current: Pair[] =
      input.type === 'product'
        ? (await findProductTagPairs(tx, tagIds)).map((pair) => ({ tagId: pair.tagId, elementId: pair.productId }))
        : (await findLandingTagPairs(tx, tagIds)).map((pair) => ({ tagId: pair.tagId, elementId: pair.landingId }));
    const wanted: Pair[] = tagIds.flatMap((tagId) => elementIds.map((elementId) => ({ tagId, elementId })));
    const currentKeys = new Set(current.map(pairKey));
    const wantedKeys = new Set(wanted.map(pairKey));
    const added = wanted.filter((pair) => !currentKeys.has(pairKey(pair)));
    const removed = current.filter((pair) => !wantedKeys.has(pairKey(pair)));
    if (added.length === 0 && removed.length === 0) return { added, removed };

    if (input.type === 'product') {
      await removeProductTagPairs(tx, removed);
      await addProductTagPairs(tx, added);
    } else {
      await removeLandingTagPairs(tx, removed);
      await addLandingTagPairs(tx, added);
    }
    for (const tagId of tagIds) {
      const forTag = (pairs: Pair[]) => pairs.filter((pair) => pair.tagId === tagId).map((pair) => pair.elementId);
      if (forTag(added).length === 0 && forTag(removed).length === 0) continue;
      await writeAuditLogEntry(tx, {
        staffId: staffUserId,
        action: 'tag.assign',
        entityType: 'Tag',
        entityId: tagId,
        data: { type: input.type, added: forTag(added), removed: forTag(removed) },
      });
    }
    return { added, removed };
  });

  const changed = outcome.added.length > 0 || outcome.removed.length > 0;
  if (changed) await invalidateCacheTags(TAG_CACHE_TAGS);
  return {
    message: changed ? 'Tags assigned.' : 'The selection is unchanged: nothing was saved.',
    changed,
    added: outcome.added.length,
    removed: outcome.removed.length,
  };
}

function toProductElement(product: { id: string; title: string; slug: string; kind: string }): TagAssignmentElement {
  return { id: product.id, label: product.title, detail: `${product.kind === 'GIFT_VOUCHER' ? 'Gift' : 'Experience'} · /${product.slug}` };
}

function toLandingElement(landing: { id: string; title: string; urlPath: string }): TagAssignmentElement {
  return { id: landing.id, label: landing.title, detail: `Landing · /${landing.urlPath}` };
}

/** The products or categories (landing pages) the assignment picker offers, searched by title and address. */
export async function listTagAssignmentCandidates(
  params: TagAssignmentCandidateParams,
  db?: DatabaseClient,
): Promise<{ data: TagAssignmentElement[]; total: number }> {
  const database = getDatabase(db);
  const skip = (params.page - 1) * params.per_page;
  if (params.type === 'product') {
    const { rows, total } = await findProductCandidates(database, params.search, skip, params.per_page);
    return { data: rows.map(toProductElement), total };
  }
  const { rows, total } = await findLandingCandidates(database, params.search, skip, params.per_page);
  return { data: rows.map(toLandingElement), total };
}

/** The occasions a card design can suit (vouchers' back office), in staff's order. */
export async function listOccasionTags(db?: DatabaseClient): Promise<{ id: string; name: string; slug: string }[]> {
  return findOccasionTags(getDatabase(db));
}
