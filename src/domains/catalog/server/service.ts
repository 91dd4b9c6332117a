import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { formatMoney } from '@/lib/money';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { computeCertificatePriceCents, readGiftCoverage, type GiftCoverage } from '../lib/certificate-price';
import {
  updateProductDetailsSchema,
  type ProductDetailsUpdate,
  type StaffProductListParams,
  type StaffProductRow,
  type UpdateProductDetailsInput,
} from '../schemas';
import {
  findCoveredExperiencePricing,
  findEditableProductById,
  findGiftsCoveringExperience,
  findGiftsForCheckout,
  findProductsForStaff,
  findProductIdBySlug,
  setProductPrice,
  updateProductFields,
  type EditableProductRow,
} from './repository';

type FieldChange = { from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null };
type RepricedGift = { slug: string; fromCents: number; toCents: number };

/** Only the fields whose value really changes, as audit-friendly before/after pairs. */
function listChangedFields(current: EditableProductRow, input: UpdateProductDetailsInput): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, value] of Object.entries(input) as [keyof UpdateProductDetailsInput, unknown][]) {
    if (value === undefined) continue;
    const before = current[field];
    if (before !== value) changes[field] = { from: before, to: value as FieldChange['to'] };
  }
  return changes;
}

/**
 * SPEC §9: a gift certificate costs as much as the dearest experience it covers for the party it
 * is for, so a change of an experience's price or visibility reprices the gifts that cover it.
 */
async function repriceGiftsCovering(tx: DatabaseClient, experienceId: string): Promise<RepricedGift[]> {
  const gifts = await findGiftsCoveringExperience(tx, experienceId);
  const repriced: RepricedGift[] = [];
  for (const gift of gifts) {
    const priceCents = computeCertificatePriceCents(gift.coveredExperiences, readGiftCoverage(gift));
    if (priceCents === null || priceCents === gift.priceCents) continue;
    await setProductPrice(tx, gift.id, priceCents);
    repriced.push({ slug: gift.slug, fromCents: gift.priceCents, toCents: priceCents });
  }
  return repriced;
}

async function assertGiftPriceMatchesCoveredExperiences(tx: DatabaseClient, gift: EditableProductRow, priceCents: number): Promise<void> {
  const certificatePrice = computeCertificatePriceCents(await findCoveredExperiencePricing(tx, gift.id), readGiftCoverage(gift));
  if (certificatePrice !== null && certificatePrice !== priceCents) {
    throw new AppError('invalid_input', 'Some fields need attention.', {
      priceCents: [`A gift costs as much as its dearest experience for the party it covers: ${formatMoney(certificatePrice)}.`],
    });
  }
}

/**
 * Staff edit of a product's details: one transaction updates the product, reprices gifts that
 * depend on it and writes the audit entry; then the cached storefront reads of the catalogue
 * and of the product (under its old and new slug) are invalidated.
 */
export async function updateProductDetails(
  productId: string,
  rawInput: unknown,
  staffUserId: string,
  db?: DatabaseClient,
): Promise<ProductDetailsUpdate> {
  const input = parseInput(updateProductDetailsSchema, rawInput);
  const result = await runInTransaction(db, async (tx) => {
    const current = await findEditableProductById(tx, productId);
    if (!current) throw new AppError('not_found', 'This product does not exist.');
    const changes = listChangedFields(current, input);
    const changed = (field: keyof UpdateProductDetailsInput) => field in changes;

    if (input.slug !== undefined && changed('slug')) {
      const owner = await findProductIdBySlug(tx, input.slug);
      if (owner) throw new AppError('conflict', 'Another product already uses this slug.', { slug: ['This slug is taken.'] });
    }
    if (current.kind === 'GIFT_VOUCHER' && input.priceCents !== undefined && changed('priceCents')) {
      await assertGiftPriceMatchesCoveredExperiences(tx, current, input.priceCents);
    }

    const updated = await updateProductFields(tx, current.id, input);
    const repricedGifts =
      current.kind === 'EXPERIENCE' && (changed('priceCents') || changed('published')) ? await repriceGiftsCovering(tx, current.id) : [];
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'product.update-details',
      entityType: 'Product',
      entityId: current.id,
      data: { changes, repricedGifts },
    });
    return { current, updated, repricedGifts };
  }).catch((error: unknown) => {
    // Two staff saving the same new slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError('conflict', 'Another product already uses this slug.', { slug: ['This slug is taken.'] });
    throw error;
  });

  await invalidateCacheTags([
    cacheTags.catalog,
    cacheTags.product(result.current.slug),
    cacheTags.product(result.updated.slug),
    ...result.repricedGifts.map((gift) => cacheTags.product(gift.slug)),
  ]);
  return { ...result.updated, updatedAt: result.updated.updatedAt.toISOString() };
}

/** The back office's product list (SPEC §7 `GET /admin/products`): every product, newest edits visible at once. */
export async function listProductsForStaff(
  params: StaffProductListParams,
  db?: DatabaseClient,
): Promise<{ data: StaffProductRow[]; total: number }> {
  const { rows, total } = await findProductsForStaff(getDatabase(db), params.search, (params.page - 1) * params.per_page, params.per_page);
  return { data: rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })), total };
}

export type GiftForCheckout = {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  published: boolean;
  /** What a box gift covers; null for a plain dollar-value gift card. */
  coverage: GiftCoverage | null;
  imageUrl: string | null;
};

/** The gifts of a cart as the database has them now (a gift that no longer exists is simply absent). */
export async function listGiftsForCheckout(ids: string[], db?: DatabaseClient): Promise<GiftForCheckout[]> {
  const rows = await findGiftsForCheckout(getDatabase(db), ids);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    priceCents: row.priceCents,
    published: row.published,
    coverage: row._count.coveredExperiences > 0 ? readGiftCoverage(row) : null,
    imageUrl: row.images[0]?.url ?? null,
  }));
}
