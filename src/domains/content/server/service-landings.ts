import 'server-only';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import {
  allBreadcrumbsInputSchema,
  landingBreadcrumbsUpdateSchema,
  landingInputSchema,
  landingSimilarUpdateSchema,
  productBreadcrumbsUpdateSchema,
  type StaffBreadcrumb,
  type StaffLanding,
  type StaffLandingListParams,
  type StaffLandingRow,
} from '../schemas';
import {
  countBreadcrumbsByIds,
  countLandingsByIds,
  countTagsByIds,
  findLandingById,
  findLandingIdByUrlPath,
  replaceLandingBreadcrumbs,
  replaceLandingSimilar,
  replaceLandingTags,
} from './repository';
import {
  deleteBreadcrumbs,
  deleteLandingRow,
  findAllBreadcrumbs,
  findBreadcrumbRows,
  findLandingForStaff,
  findLandingsForStaff,
  findProductSlugById,
  insertBreadcrumb,
  insertLanding,
  replaceProductBreadcrumbs,
  updateBreadcrumb,
} from './repository-landings';
import { assertAllExist } from './service';

const landingNotFound = () => new AppError('not_found', 'Landing page not found.');

/** SPEC §7 GET /v3/landing-page: a page of landings, by staff order then title. */
export async function listLandingsForStaff(params: StaffLandingListParams, db?: DatabaseClient): Promise<{ data: StaffLandingRow[]; total: number }> {
  const { rows, total } = await findLandingsForStaff(getDatabase(db), params.search, (params.page - 1) * params.per_page, params.per_page);
  return { data: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })), total };
}

/** SPEC §7 GET /v3/landing-page/{id}: the landing with its tags, breadcrumbs and similar landings as ids in order. */
export async function getLandingForStaff(id: string, db?: DatabaseClient): Promise<StaffLanding> {
  const row = await findLandingForStaff(getDatabase(db), id);
  if (!row) throw landingNotFound();
  const { tags, breadcrumbs, similar, updatedAt, ...fields } = row;
  return {
    ...fields,
    updatedAt: updatedAt.toISOString(),
    tagIds: tags.map((entry) => entry.tagId),
    breadcrumbIds: breadcrumbs.map((entry) => entry.breadcrumbId),
    similarIds: similar.map((entry) => entry.similarId),
  };
}

/** SPEC §7 POST /v3/landing-page: a new landing; the storefront serves it at its path on the next request. */
export async function createLanding(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<{ id: string; urlPath: string }> {
  const input = parseInput(landingInputSchema, data);
  const { tagIds, breadcrumbIds, similarIds, ...fields } = input;
  const created = await runInTransaction(db, async (tx) => {
    if (await findLandingIdByUrlPath(tx, fields.urlPath)) {
      throw new AppError('conflict', 'Another landing page uses this URL path.', { urlPath: ['Another landing page uses this URL path'] });
    }
    await assertAllExist('tagIds', tagIds, countTagsByIds, tx);
    await assertAllExist('breadcrumbIds', breadcrumbIds, countBreadcrumbsByIds, tx);
    await assertAllExist('similarIds', similarIds, countLandingsByIds, tx);
    const landing = await insertLanding(tx, fields);
    if (tagIds) await replaceLandingTags(tx, landing.id, tagIds);
    if (breadcrumbIds) await replaceLandingBreadcrumbs(tx, landing.id, breadcrumbIds);
    if (similarIds) await replaceLandingSimilar(tx, landing.id, similarIds);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'landing.create', entityType: 'Landing', entityId: landing.id, data: input });
    return landing;
  });
  await invalidateCacheTags([cacheTags.landings]);
  return created;
}

/** SPEC §7 DELETE /v3/landing-page/{id}: the page is gone from the storefront, and from other landings' similar lists. */
export async function deleteLanding(id: string, staffUserId: string, db?: DatabaseClient): Promise<void> {
  await runInTransaction(db, async (tx) => {
    if (!(await findLandingById(tx, id))) throw landingNotFound();
    const deleted = await deleteLandingRow(tx, id);
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'landing.delete',
      entityType: 'Landing',
      entityId: id,
      data: { urlPath: deleted.urlPath, title: deleted.title },
    });
  });
  await invalidateCacheTags([cacheTags.landings]);
}

/** SPEC §7 POST /landing/update-similar: replaces the landings shown under one landing. */
export async function updateLandingSimilar(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<void> {
  const { landingId, similarIds } = parseInput(landingSimilarUpdateSchema, data);
  if (similarIds.includes(landingId)) {
    throw new AppError('invalid_input', 'Some fields need attention.', { similarIds: ['A landing cannot be similar to itself'] });
  }
  await runInTransaction(db, async (tx) => {
    if (!(await findLandingById(tx, landingId))) throw landingNotFound();
    await assertAllExist('similarIds', similarIds, countLandingsByIds, tx);
    await replaceLandingSimilar(tx, landingId, similarIds);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'landing.update-similar', entityType: 'Landing', entityId: landingId, data: { similarIds } });
  });
  await invalidateCacheTags([cacheTags.landings]);
}

/** SPEC §7 PUT /landing/breadcrumbs: replaces one landing's trail. */
export async function updateLandingBreadcrumbs(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<void> {
  const { landingId, breadcrumbIds } = parseInput(landingBreadcrumbsUpdateSchema, data);
  await runInTransaction(db, async (tx) => {
    if (!(await findLandingById(tx, landingId))) throw landingNotFound();
    await assertAllExist('breadcrumbIds', breadcrumbIds, countBreadcrumbsByIds, tx);
    await replaceLandingBreadcrumbs(tx, landingId, breadcrumbIds);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'landing.update-breadcrumbs', entityType: 'Landing', entityId: landingId, data: { breadcrumbIds } });
  });
  await invalidateCacheTags([cacheTags.landings]);
}

/** SPEC §7 POST /product/update-breadcrumbs: replaces one product page's trail. */
export async function updateProductBreadcrumbs(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<void> {
  const { productId, breadcrumbIds } = parseInput(productBreadcrumbsUpdateSchema, data);
  const product = await runInTransaction(db, async (tx) => {
    const found = await findProductSlugById(tx, productId);
    if (!found) throw new AppError('not_found', 'Product not found.');
    await assertAllExist('breadcrumbIds', breadcrumbIds, countBreadcrumbsByIds, tx);
    await replaceProductBreadcrumbs(tx, productId, breadcrumbIds);
    await writeAuditLogEntry(tx, { staffId: staffUserId, action: 'product.update-breadcrumbs', entityType: 'Product', entityId: productId, data: { breadcrumbIds } });
    return found;
  });
  await invalidateCacheTags([cacheTags.product(product.slug)]);
}

/** SPEC §7 GET /landing/all-breadcrumbs: the shared list, with how many pages use each. */
export async function listAllBreadcrumbs(db?: DatabaseClient): Promise<StaffBreadcrumb[]> {
  const rows = await findAllBreadcrumbs(getDatabase(db));
  return rows.map(({ _count, ...fields }) => ({ ...fields, usedBy: _count.landings + _count.products }));
}

/**
 * SPEC §7 PUT /landing/all-breadcrumbs: saves the whole shared list at once. A label and URL pair
 * appears once; a breadcrumb left out is removed, and with it from every trail that showed it.
 */
export async function replaceAllBreadcrumbs(data: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffBreadcrumb[]> {
  const { breadcrumbs } = parseInput(allBreadcrumbsInputSchema, data);
  const fieldErrors: Record<string, string[]> = {};
  const seenPairs = new Set<string>();
  const seenIds = new Set<string>();
  breadcrumbs.forEach((entry, index) => {
    const pair = `${entry.label}\u0000${entry.url}`;
    if (seenPairs.has(pair)) fieldErrors[`breadcrumbs.${index}.label`] = ['This label and URL are already in the list'];
    if (entry.id && seenIds.has(entry.id)) fieldErrors[`breadcrumbs.${index}.id`] = ['This breadcrumb appears twice'];
    seenPairs.add(pair);
    if (entry.id) seenIds.add(entry.id);
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some fields need attention.', fieldErrors);

  await runInTransaction(db, async (tx) => {
    const current = new Map((await findBreadcrumbRows(tx)).map((row) => [row.id, row]));
    const existing = new Set(current.keys());
    const unknown = breadcrumbs.findIndex((entry) => entry.id !== undefined && !existing.has(entry.id));
    if (unknown !== -1) {
      throw new AppError('invalid_input', 'Some fields need attention.', { [`breadcrumbs.${unknown}.id`]: ['This breadcrumb no longer exists; reload the list'] });
    }
    const removed = [...existing].filter((id) => !seenIds.has(id));
    // Removed first, so a kept entry may take over a removed one's label and URL.
    await deleteBreadcrumbs(tx, removed);
    const changed = breadcrumbs.flatMap((entry) => {
      const before = entry.id === undefined ? undefined : current.get(entry.id);
      return before && (before.label !== entry.label || before.url !== entry.url) ? [{ ...entry, id: before.id }] : [];
    });
    // Two entries may swap labels: park the changed ones on unique placeholders before the real values.
    for (const entry of changed) await updateBreadcrumb(tx, entry.id, { label: `moving:${entry.id}`, url: '' });
    for (const entry of changed) await updateBreadcrumb(tx, entry.id, { label: entry.label, url: entry.url });
    for (const entry of breadcrumbs.filter((item) => item.id === undefined)) await insertBreadcrumb(tx, { label: entry.label, url: entry.url });
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'breadcrumb.replace-all',
      entityType: 'Breadcrumb',
      entityId: 'all',
      data: { breadcrumbs, removedIds: removed },
    });
  });
  await invalidateCacheTags([cacheTags.landings, cacheTags.catalog]);
  return listAllBreadcrumbs(db);
}
