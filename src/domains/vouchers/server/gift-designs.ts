import 'server-only';
import { listOccasionTags } from '@/domains/catalog/server/tag-service';
import { findUploadedImageSizes, renderStoredPictureAsJpeg } from '@/domains/media/server/service';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cachedRead, cacheTags, cacheTagsEditedIn, invalidateCacheTags, localizedCacheTags } from '@/server/cache';
import { getDatabase, runInTransaction, type DatabaseClient } from '@/server/db';
import { getServerEnv } from '@/server/env';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { parseTranslationLocale } from '@/server/translation-locale';
import type { GiftDesignOption, VoucherDesign } from '../lib/gift-designs';
import { giftDesignInputSchema, giftDesignOrderSchema, giftDesignTranslationInputSchema, type GiftDesignInput, type StaffGiftDesign } from '../staff-schemas';
import {
  countExistingTags,
  findDesignForStaff,
  findDesignForVoucher,
  findDesignsForStaff,
  findDesignTranslation,
  findLastDesignSortOrder,
  findPublishedDesigns,
  insertDesign,
  isDesignOnOffer,
  markDesignDeleted,
  setDesignPublished,
  setDesignSortOrders,
  updateDesign,
  upsertDesignTranslation,
  type StaffDesignRecord,
} from './repository-designs';

/*
 * Card designs (issue 27): staff keep them in the back office, buyers pick one per gift, and the
 * voucher's e-mail, printable page and PDF are drawn in it. A deleted design is only hidden
 * (deletedAt): the vouchers sold in it still point at it and still render it.
 */

const DESIGN_NOT_FOUND = () => new AppError('not_found', 'This card design does not exist.');

function toStaffDesign(row: StaffDesignRecord): StaffGiftDesign {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    sortOrder: row.sortOrder,
    published: row.published,
    occasions: row.occasions.map(({ tag }) => tag),
    voucherCount: row._count.vouchers,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ── The shop ──

async function readDesignOptions(locale: string): Promise<GiftDesignOption[]> {
  const rows = await findPublishedDesigns(getDatabase(), locale);
  return rows.map((row) => ({
    id: row.id,
    name: row.translations[0]?.name ?? row.name,
    imageUrl: row.imageUrl,
    occasions: row.occasions.map(({ tag }) => tag.slug),
  }));
}

/** The designs a buyer can choose, in staff's order, named in `locale`; cached until staff change one. */
export const listGiftDesignOptions = cachedRead(readDesignOptions, ['gift-designs'], (locale: string) => localizedCacheTags([cacheTags.giftDesigns], locale));

/** Whether a buyer may choose this design now: published and not deleted (a group gift's start form checks it). */
export function isGiftDesignOnOffer(designId: string, db?: DatabaseClient): Promise<boolean> {
  return isDesignOnOffer(getDatabase(db), designId);
}

/**
 * Refuses an order naming a design that is not on offer now (unpublished, deleted or unknown),
 * in the checkout's transaction; each refused line is named (`lines.N.designId`).
 */
export async function assertDesignsOnOffer(designIds: readonly (string | null | undefined)[], tx: DatabaseClient): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  for (const [index, id] of designIds.entries()) {
    if (id && !(await isDesignOnOffer(tx, id))) fieldErrors[`lines.${index}.designId`] = ['designUnavailable'];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw new AppError('design_unavailable', 'A card design you chose is no longer offered. Choose another design and pay again.', fieldErrors);
  }
}

/** The design a voucher is printed in, named in the voucher's language; deleted designs too. */
export async function getVoucherDesign(designId: string | null, locale: string, db?: DatabaseClient): Promise<VoucherDesign | null> {
  if (!designId) return null;
  const row = await findDesignForVoucher(getDatabase(db), designId, locale);
  return row ? { name: row.translations[0]?.name ?? row.name, imageUrl: row.imageUrl } : null;
}

// ── The back office ──

/** `GET /api/admin/gift-designs`: every design not deleted, in the shop's order. */
export async function listGiftDesignsForStaff(db?: DatabaseClient): Promise<{ data: StaffGiftDesign[]; total: number }> {
  const rows = await findDesignsForStaff(getDatabase(db));
  return { data: rows.map(toStaffDesign), total: rows.length };
}

export async function getGiftDesignForStaff(id: string, db?: DatabaseClient): Promise<StaffGiftDesign> {
  const row = await findDesignForStaff(getDatabase(db), id);
  if (!row) throw DESIGN_NOT_FOUND();
  return toStaffDesign(row);
}

/** `GET /api/admin/gift-designs/occasions`: the Gift Finder's occasions a design can suit. */
export async function listDesignOccasions(db?: DatabaseClient): Promise<{ data: { id: string; name: string }[]; total: number }> {
  const tags = await listOccasionTags(db);
  return { data: tags.map(({ id, name }) => ({ id, name })), total: tags.length };
}

/** The artwork must be a picture staff uploaded (re-encoded by the media rules), the occasions real tags. */
async function checkDesignInput(input: GiftDesignInput, db: DatabaseClient): Promise<GiftDesignInput> {
  const sizes = await findUploadedImageSizes([input.imageUrl], db);
  if (!sizes.has(input.imageUrl)) {
    throw new AppError('invalid_input', 'Upload the artwork here: this address is not a picture the shop stored.', { imageUrl: ['Upload the artwork here.'] });
  }
  const occasionTagIds = [...new Set(input.occasionTagIds)];
  if ((await countExistingTags(db, occasionTagIds)) !== occasionTagIds.length) {
    throw new AppError('invalid_input', 'An occasion no longer exists. Reload the page and choose again.', { occasionTagIds: ['An occasion no longer exists.'] });
  }
  return { ...input, occasionTagIds };
}

async function expireDesignPages(): Promise<void> {
  await invalidateCacheTags([cacheTags.giftDesigns]);
}

export async function createGiftDesign(rawInput: unknown, staffId: string, db?: DatabaseClient): Promise<StaffGiftDesign> {
  const parsed = parseInput(giftDesignInputSchema, rawInput);
  const created = await runInTransaction(db, async (tx) => {
    const input = await checkDesignInput(parsed, tx);
    const { id } = await insertDesign(tx, { ...input, sortOrder: (await findLastDesignSortOrder(tx)) + 1 });
    await writeAuditLogEntry(tx, { staffId, action: 'gift-design.create', entityType: 'GiftDesign', entityId: id, data: input });
    const row = await findDesignForStaff(tx, id);
    if (!row) throw DESIGN_NOT_FOUND();
    return toStaffDesign(row);
  });
  await expireDesignPages();
  return created;
}

export async function updateGiftDesign(id: string, rawInput: unknown, staffId: string, db?: DatabaseClient): Promise<StaffGiftDesign> {
  const parsed = parseInput(giftDesignInputSchema, rawInput);
  const updated = await runInTransaction(db, async (tx) => {
    if (!(await findDesignForStaff(tx, id))) throw DESIGN_NOT_FOUND();
    const input = await checkDesignInput(parsed, tx);
    await updateDesign(tx, id, input);
    await writeAuditLogEntry(tx, { staffId, action: 'gift-design.update', entityType: 'GiftDesign', entityId: id, data: input });
    const row = await findDesignForStaff(tx, id);
    if (!row) throw DESIGN_NOT_FOUND();
    return toStaffDesign(row);
  });
  await expireDesignPages();
  return updated;
}

/** `PATCH …/{id}`: the list's publish switch. */
export async function publishGiftDesign(id: string, rawInput: unknown, staffId: string, db?: DatabaseClient): Promise<StaffGiftDesign> {
  const { published } = parseInput(giftDesignInputSchema.pick({ published: true }).required(), rawInput);
  const updated = await runInTransaction(db, async (tx) => {
    if (!(await findDesignForStaff(tx, id))) throw DESIGN_NOT_FOUND();
    await setDesignPublished(tx, id, published);
    await writeAuditLogEntry(tx, { staffId, action: published ? 'gift-design.publish' : 'gift-design.unpublish', entityType: 'GiftDesign', entityId: id, data: {} });
    const row = await findDesignForStaff(tx, id);
    if (!row) throw DESIGN_NOT_FOUND();
    return toStaffDesign(row);
  });
  await expireDesignPages();
  return updated;
}

/** `PUT /api/admin/gift-designs/order`: the list must name every design, each once. */
export async function reorderGiftDesigns(rawInput: unknown, staffId: string, db?: DatabaseClient): Promise<{ data: StaffGiftDesign[]; total: number }> {
  const { ids } = parseInput(giftDesignOrderSchema, rawInput);
  await runInTransaction(db, async (tx) => {
    const current = await findDesignsForStaff(tx);
    const known = new Set(current.map((design) => design.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new AppError('conflict', 'The designs changed since the list was loaded. Reload the page and order them again.');
    }
    await setDesignSortOrders(tx, ids);
    await writeAuditLogEntry(tx, { staffId, action: 'gift-design.reorder', entityType: 'GiftDesign', entityId: ids[0] ?? '', data: { ids } });
  });
  await expireDesignPages();
  return listGiftDesignsForStaff(db);
}

/** Takes the design out of the shop and the back office; vouchers already sold in it keep it. */
export async function deleteGiftDesign(id: string, staffId: string, db?: DatabaseClient, now = new Date()): Promise<void> {
  await runInTransaction(db, async (tx) => {
    const row = await findDesignForStaff(tx, id);
    if (!row) throw DESIGN_NOT_FOUND();
    await markDesignDeleted(tx, id, now);
    await writeAuditLogEntry(tx, { staffId, action: 'gift-design.delete', entityType: 'GiftDesign', entityId: id, data: { name: row.name, vouchers: row._count.vouchers } });
  });
  await expireDesignPages();
}

export async function getGiftDesignTranslation(id: string, rawLocale: string, db?: DatabaseClient): Promise<{ locale: string; name: string | null }> {
  const locale = parseTranslationLocale(rawLocale);
  const database = getDatabase(db);
  if (!(await findDesignForStaff(database, id))) throw DESIGN_NOT_FOUND();
  return { locale, name: (await findDesignTranslation(database, id, locale))?.name ?? null };
}

/** The design's name in another language; blank is "not translated" (the shop shows the English). */
export async function saveGiftDesignTranslation(id: string, rawLocale: string, rawInput: unknown, staffId: string, db?: DatabaseClient): Promise<{ locale: string; name: string | null }> {
  const locale = parseTranslationLocale(rawLocale);
  const { name } = parseInput(giftDesignTranslationInputSchema, rawInput);
  const saved = await runInTransaction(db, async (tx) => {
    if (!(await findDesignForStaff(tx, id))) throw DESIGN_NOT_FOUND();
    const row = await upsertDesignTranslation(tx, id, locale, name);
    await writeAuditLogEntry(tx, { staffId, action: 'gift-design.translate', entityType: 'GiftDesign', entityId: id, data: { locale, name } });
    return row;
  });
  await invalidateCacheTags(cacheTagsEditedIn([cacheTags.giftDesigns], locale));
  return { locale, name: saved.name };
}

/** The e-mail's picture of the design: a JPEG (e-mail clients read no SVG and not all read WebP), deleted designs too. */
const DESIGN_EMAIL_ART = { width: 1200, height: 400 };

export async function renderDesignEmailArt(designId: string, db?: DatabaseClient): Promise<Uint8Array> {
  const design = await getVoucherDesign(designId, 'en-CA', db);
  const art = design ? await renderStoredPictureAsJpeg(design.imageUrl, DESIGN_EMAIL_ART) : null;
  if (!art) throw DESIGN_NOT_FOUND();
  return art;
}

/** The design as a voucher e-mail shows it: its name, and its picture at the site's own address (the same in every language). */
export async function getVoucherEmailDesign(designId: string | null, locale: string): Promise<{ name: string; artUrl: string } | null> {
  const design = designId ? await getVoucherDesign(designId, locale) : null;
  if (!design || !designId) return null;
  return { name: design.name, artUrl: `${getServerEnv().SITE_URL.replace(/\/$/, '')}/api/gift-designs/${encodeURIComponent(designId)}/art` };
}
