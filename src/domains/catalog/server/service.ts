import 'server-only';
import type { Prisma } from '@/generated/prisma/client';
import { findUploadedImageSizes } from '@/domains/media/server/service';
import { formatMoney } from '@/lib/money';
import { writeAuditLogEntry } from '@/server/audit-log';
import { cacheTags, invalidateCacheTags } from '@/server/cache';
import { getDatabase, isForeignKeyViolation, isUniqueViolation, runInTransaction, type DatabaseClient } from '@/server/db';
import { AppError } from '@/server/errors';
import { parseInput } from '@/server/parse-input';
import { translationLocales } from '@/lib/translation-input';
import { computeCertificatePriceCents, computeExperiencePartyPriceCents, readGiftCoverage, type GiftCoverage, type GiftOption, type GiftParty } from '../lib/certificate-price';
import type { ProductKind } from '../schemas';
import {
  boxGiftQuoteSchema,
  bulkPriceUpdateSchema,
  createProductSchema,
  findUnknownAgeBandPrices,
  updateProductDetailsSchema,
  type BoxGiftQuote,
  type StaffProductDetail,
  type StaffProductListParams,
  type StaffProductRow,
  type UpdateProductDetailsInput,
} from '../staff-schemas';
import {
  findCoveredExperiencePricing,
  findExperiencePricingByIds,
  findGiftsCoveringExperience,
  findGiftsForCheckout,
  findProductsForStaff,
  findProductIdBySlug,
  setProductPrice,
  updateProductFields,
} from './repository';
import {
  claimProductVersion,
  deleteProductRow,
  findBookedTourGradeCodes,
  findExperiencesByIds,
  findProductsForPricing,
  findSlotsWithSeatsTaken,
  findStaffProductById,
  insertProduct,
  replaceBlackoutDates,
  replaceCoveredExperiences,
  replaceProductImages,
  syncAgeBands,
  syncAvailabilitySlots,
  syncTourGrades,
  type StaffProductRecord,
  type StoredImage,
} from './repository-staff';
import { findProductIdsMissingTranslation } from './repository-translations';

type ServiceType = StaffProductDetail['serviceType'];
type FieldChange = { from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null };
type RepricedGift = { slug: string; fromCents: number; toCents: number };
type GiftPricingRow = { id: string; slug: string; priceCents: number; giftParty: GiftParty | null; giftOption: GiftOption | null };

const PRODUCT_CHANGED_MEANWHILE = () => new AppError('edit_conflict', 'This product was changed by someone else. Reload to see their changes.');

const PRODUCT_SLUG_TAKEN = () => new AppError('conflict', 'Another product already uses this slug.', { slug: ['This slug is taken.'] });

/** The product as its edit form has it. */
function toStaffProductDetail(row: StaffProductRecord): StaffProductDetail {
  return {
    id: row.id,
    kind: row.kind,
    serviceType: row.serviceType,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    priceCents: row.priceCents,
    published: row.published,
    city: row.city,
    meetingPoint: row.meetingPoint,
    durationMinutes: row.durationMinutes,
    maxTravellers: row.maxTravellers,
    bookingLeadDays: row.bookingLeadDays,
    cancellationPolicy: row.cancellationPolicy,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    images: row.images,
    ageBands: row.ageBands,
    tourGrades: row.tourGrades.map((grade) => ({
      code: grade.code,
      title: grade.title,
      description: grade.description,
      prices: [...grade.prices]
        .sort((a, b) => a.ageBand.sortOrder - b.ageBand.sortOrder)
        .map((price) => ({ ageBandCode: price.ageBand.code, priceCents: price.priceCents })),
    })),
    availabilitySlots: row.availabilitySlots,
    blackoutDates: row.blackoutDates.map((blackout) => ({ date: blackout.date.toISOString().slice(0, 10), reason: blackout.reason })),
    breadcrumbIds: row.breadcrumbs.map((entry) => entry.breadcrumbId),
    coveredExperiences: row.coveredExperiences.map((entry) => entry.experience),
    giftParty: row.giftParty,
    giftOption: row.giftOption,
    references: { orders: row._count.orderItems, vouchers: row._count.vouchers, bookings: row._count.bookings },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A field's value as the input writes it, so a list sent unchanged is not recorded as a change. */
function comparableValue(detail: StaffProductDetail, field: keyof UpdateProductDetailsInput): unknown {
  if (field === 'images') return detail.images.map(({ url, alt }) => ({ url, alt }));
  if (field === 'coveredExperienceIds') return detail.coveredExperiences.map((experience) => experience.id);
  return detail[field];
}

/** Only the fields whose value really changes, as audit-friendly before/after pairs. */
function listChangedFields(current: StaffProductDetail, input: UpdateProductDetailsInput): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [field, value] of Object.entries(input) as [keyof UpdateProductDetailsInput, unknown][]) {
    if (value === undefined) continue;
    const before = comparableValue(current, field);
    if (JSON.stringify(before) !== JSON.stringify(value)) changes[field] = { from: before as FieldChange['from'], to: value as FieldChange['to'] };
  }
  return changes;
}

/** What a box gift must cost now: the dearest experience it covers for its party (SPEC §9); null for a plain gift card. */
async function findCertificatePrice(tx: DatabaseClient, gift: GiftPricingRow): Promise<number | null> {
  return computeCertificatePriceCents(await findCoveredExperiencePricing(tx, gift.id), readGiftCoverage(gift));
}

/** Brings each gift's price to its certificate price; the gifts whose price moved. */
async function repriceGifts(tx: DatabaseClient, gifts: GiftPricingRow[]): Promise<RepricedGift[]> {
  const repriced: RepricedGift[] = [];
  for (const gift of gifts) {
    const priceCents = await findCertificatePrice(tx, gift);
    if (priceCents === null || priceCents === gift.priceCents) continue;
    await setProductPrice(tx, gift.id, priceCents);
    repriced.push({ slug: gift.slug, fromCents: gift.priceCents, toCents: priceCents });
  }
  return repriced;
}

/**
 * SPEC §9: a gift certificate costs as much as the dearest experience it covers for the party it
 * is for, so a change of an experience's price, options or visibility reprices the gifts that cover it.
 */
async function repriceGiftsCovering(tx: DatabaseClient, experienceId: string): Promise<RepricedGift[]> {
  return repriceGifts(tx, await findGiftsCoveringExperience(tx, experienceId));
}

function certificatePriceMessage(priceCents: number): string {
  return `A gift costs as much as its dearest experience for the party it covers: ${formatMoney(priceCents)}.`;
}

const GIFT_ONLY_MESSAGE = 'Gift vouchers have no dates, places or travellers: leave this empty.';
const experienceOnlyFields = ['city', 'meetingPoint', 'durationMinutes', 'ageBands', 'tourGrades', 'availabilitySlots', 'blackoutDates'] as const;
const giftOnlyFields = ['coveredExperienceIds', 'giftParty', 'giftOption'] as const;
const coverageFields = giftOnlyFields;

/** Fields that belong to one kind of product only are refused on the other, with a message on the field. */
function assertFieldsFitKind(product: { kind: ProductKind; serviceType: ServiceType }, input: UpdateProductDetailsInput): void {
  const fieldErrors: Record<string, string[]> = {};
  if (product.kind === 'GIFT_VOUCHER') {
    for (const field of experienceOnlyFields) {
      const value = input[field];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) fieldErrors[field] = [GIFT_ONLY_MESSAGE];
    }
  } else {
    for (const field of giftOnlyFields) {
      const value = input[field];
      if (value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0)) fieldErrors[field] = ['Only gift vouchers cover experiences: leave this empty.'];
    }
  }
  if (product.kind === 'EXPERIENCE' && product.serviceType === 'VIATOR') {
    for (const field of ['availabilitySlots', 'blackoutDates'] as const) {
      if (input[field]?.length) fieldErrors[field] = ['Viator sets the dates of this experience: leave this empty.'];
    }
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some fields need attention.', fieldErrors);
}

/** Pictures the shop stored (an upload, or one the product already shows), with their sizes for the storefront's layout. */
async function resolveImages(tx: DatabaseClient, images: { url: string; alt: string }[], current: StaffProductDetail['images']): Promise<StoredImage[]> {
  const known = new Map(current.map((image) => [image.url, { width: image.width, height: image.height }]));
  const uploaded = await findUploadedImageSizes(images.map((image) => image.url).filter((url) => !known.has(url)), tx);
  const fieldErrors: Record<string, string[]> = {};
  const stored = images.flatMap((image, index) => {
    const size = known.get(image.url) ?? uploaded.get(image.url);
    if (!size) fieldErrors[`images.${index}.url`] = ['Upload this picture to the shop first.'];
    return size ? [{ ...image, ...size }] : [];
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some fields need attention.', fieldErrors);
  return stored;
}

/** Seats held on a date from yesterday on count as taken: yesterday in UTC is still today somewhere in Canada. */
function firstDateWithLiveSeats(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
}

/** A box covers experiences that exist, and at least one of them the shop shows (else the recipient has nothing to choose). */
async function assertCoverableExperiences(tx: DatabaseClient, giftVoucherId: string, experienceIds: string[]): Promise<void> {
  if (experienceIds.length === 0) return;
  const found = new Map((await findExperiencesByIds(tx, experienceIds)).map((experience) => [experience.id, experience]));
  const fieldErrors: Record<string, string[]> = {};
  experienceIds.forEach((id, index) => {
    if (id === giftVoucherId || !found.has(id)) fieldErrors[`coveredExperienceIds.${index}`] = ['No experience has this id: choose it from the list.'];
  });
  if (Object.keys(fieldErrors).length === 0 && ![...found.values()].some((experience) => experience.published)) {
    fieldErrors.coveredExperienceIds = ['A box must cover at least one published experience.'];
  }
  if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some fields need attention.', fieldErrors);
}

/**
 * SPEC §9 for a box gift: its price is the certificate price of what it covers, worked out here
 * whenever the coverage changes. A price typed by staff must agree with it; a plain gift card
 * (covering nothing) keeps its own price.
 */
async function settleBoxGiftPrice(tx: DatabaseClient, productId: string, coversExperiences: boolean, coverageChanged: boolean, typedPriceCents?: number): Promise<void> {
  if (!coversExperiences || (!coverageChanged && typedPriceCents === undefined)) return;
  const [pricing] = await findProductsForPricing(tx, [productId]);
  if (!pricing) return;
  const certificatePrice = await findCertificatePrice(tx, pricing);
  if (certificatePrice === null) {
    if (!coverageChanged) return;
    throw new AppError('invalid_input', 'Some fields need attention.', {
      giftParty: ['None of the published experiences in this box sells tickets for this party on this option. Choose another party, option or experiences.'],
    });
  }
  if (typedPriceCents !== undefined && typedPriceCents !== certificatePrice) {
    throw new AppError('invalid_input', 'Some fields need attention.', { priceCents: [certificatePriceMessage(certificatePrice)] });
  }
  if (pricing.priceCents !== certificatePrice) await setProductPrice(tx, productId, certificatePrice);
}

/** Writes the product's lists that were sent; options and departures with bookings cannot be removed. */
async function writeProductLists(tx: DatabaseClient, productId: string, input: UpdateProductDetailsInput, current: StaffProductDetail): Promise<void> {
  if (input.coveredExperienceIds !== undefined) {
    await assertCoverableExperiences(tx, productId, input.coveredExperienceIds);
    await replaceCoveredExperiences(tx, productId, input.coveredExperienceIds);
  }
  if (input.images !== undefined) await replaceProductImages(tx, productId, await resolveImages(tx, input.images, current.images));
  if (input.tourGrades !== undefined && input.ageBands === undefined) {
    const unknown = findUnknownAgeBandPrices(input.tourGrades, current.ageBands.map((band) => band.code));
    if (unknown.length > 0) {
      throw new AppError('invalid_input', 'Some fields need attention.', Object.fromEntries(unknown.map((path) => [path.join('.'), ['Add this age band to the product first']])));
    }
  }
  if (input.ageBands !== undefined) await syncAgeBands(tx, productId, input.ageBands);
  if (input.tourGrades !== undefined) {
    const kept = new Set(input.tourGrades.map((grade) => grade.code));
    const booked = (await findBookedTourGradeCodes(tx, productId)).filter((code) => !kept.has(code));
    if (booked.length > 0) {
      throw new AppError('conflict', `Bookings use the option ${booked.join(', ')}, so it cannot be removed.`, {
        tourGrades: [`Keep ${booked.join(', ')}: bookings use it. Change its title or prices instead.`],
      });
    }
    await syncTourGrades(tx, productId, input.tourGrades);
  }
  if (input.availabilitySlots !== undefined) {
    const kept = new Set(input.availabilitySlots.map((slot) => `${slot.weekday} ${slot.startTime}`));
    const taken = (await findSlotsWithSeatsTaken(tx, productId, firstDateWithLiveSeats())).filter((slot) => !kept.has(`${slot.weekday} ${slot.startTime}`));
    if (taken.length > 0) {
      const names = taken.map((slot) => `${weekdayNames[slot.weekday]} ${slot.startTime}`).join(', ');
      throw new AppError('conflict', `Travellers are booked on ${names}, so it cannot be removed.`, {
        availabilitySlots: [`Keep ${names}: travellers are booked on it. Add blackout dates to stop new bookings.`],
      });
    }
    await syncAvailabilitySlots(tx, productId, input.availabilitySlots);
  }
  if (input.blackoutDates !== undefined) {
    await replaceBlackoutDates(
      tx,
      productId,
      input.blackoutDates.map((blackout) => ({ date: new Date(`${blackout.date}T00:00:00Z`), reason: blackout.reason })),
    );
  }
}

const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const productListFields = ['images', 'ageBands', 'tourGrades', 'availabilitySlots', 'blackoutDates', 'coveredExperienceIds'] as const;
type ProductListField = (typeof productListFields)[number];

/** Scalar columns of an edit; the lists are written by `writeProductLists`. */
function scalarFields<Input extends UpdateProductDetailsInput>(input: Input): Omit<Input, ProductListField> {
  const lists = new Set<string>(productListFields);
  return Object.fromEntries(Object.entries(input).filter(([field]) => !lists.has(field))) as Omit<Input, ProductListField>;
}

async function readStaffProduct(tx: DatabaseClient, productId: string): Promise<StaffProductDetail> {
  const row = await findStaffProductById(tx, productId);
  if (!row) throw new AppError('not_found', 'This product does not exist.');
  return toStaffProductDetail(row);
}

/**
 * `POST /api/admin/products/gift-price`: what a box of these experiences would cost for the party
 * on the option, by the same rule a save applies (SPEC §9), so the form shows the price before saving.
 */
export async function quoteBoxGiftPrice(rawInput: unknown, db?: DatabaseClient): Promise<BoxGiftQuote> {
  const { coveredExperienceIds, ...coverage } = parseInput(boxGiftQuoteSchema, rawInput);
  const found = new Map((await findExperiencePricingByIds(getDatabase(db), coveredExperienceIds)).map((row) => [row.id, row]));
  const published = coveredExperienceIds.flatMap((id) => {
    const row = found.get(id);
    return row?.published ? [row] : [];
  });
  const giftCoverage = readGiftCoverage(coverage);
  return {
    priceCents: computeCertificatePriceCents(published.map((row) => row.pricing), giftCoverage),
    experiences: coveredExperienceIds.map((id) => {
      const row = found.get(id);
      return { id, partyPriceCents: row?.published ? computeExperiencePartyPriceCents(row.pricing, giftCoverage) : null };
    }),
  };
}

/** `GET /api/admin/products/{id}`: everything the edit form shows. */
export async function getProductForStaff(productId: string, db?: DatabaseClient): Promise<StaffProductDetail> {
  return readStaffProduct(getDatabase(db), productId);
}

/** A slug race lost to another staff member's save is the same answer as a slug found taken. */
function mapSlugRace(error: unknown): never {
  if (isUniqueViolation(error)) throw PRODUCT_SLUG_TAKEN();
  throw error;
}

/**
 * Staff edit of a product: one transaction updates the product and its lists, reprices gifts that
 * depend on it and writes the audit entry; then the cached storefront reads of the catalogue
 * and of the product (under its old and new slug) are invalidated.
 */
export async function updateProductDetails(productId: string, rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffProductDetail> {
  const { expectedUpdatedAt, ...input } = parseInput(updateProductDetailsSchema, rawInput);
  const result = await runInTransaction(db, async (tx) => {
    // First, so the product read below is the one this save claimed, not one a concurrent save is replacing.
    if (expectedUpdatedAt !== undefined && !(await claimProductVersion(tx, productId, new Date(expectedUpdatedAt)))) {
      await readStaffProduct(tx, productId);
      throw PRODUCT_CHANGED_MEANWHILE();
    }
    const current = await readStaffProduct(tx, productId);
    assertFieldsFitKind(current, input);
    const changes = listChangedFields(current, input);
    const changed = (field: keyof UpdateProductDetailsInput) => field in changes;

    if (input.slug !== undefined && changed('slug') && (await findProductIdBySlug(tx, input.slug))) throw PRODUCT_SLUG_TAKEN();

    await updateProductFields(tx, current.id, scalarFields(input));
    await writeProductLists(tx, current.id, input, current);
    if (current.kind === 'GIFT_VOUCHER') {
      const covers = (input.coveredExperienceIds ?? current.coveredExperiences).length > 0;
      await settleBoxGiftPrice(tx, current.id, covers, coverageFields.some(changed), changed('priceCents') ? input.priceCents : undefined);
    }
    const affectsGifts = (['priceCents', 'published', 'tourGrades', 'ageBands'] as const).some(changed);
    const repricedGifts = current.kind === 'EXPERIENCE' && affectsGifts ? await repriceGiftsCovering(tx, current.id) : [];
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'product.update-details',
      entityType: 'Product',
      entityId: current.id,
      data: { changes, repricedGifts },
    });
    return { current, updated: await readStaffProduct(tx, current.id), repricedGifts };
  }).catch(mapSlugRace);

  await invalidateCacheTags([
    cacheTags.catalog,
    cacheTags.product(result.current.slug),
    cacheTags.product(result.updated.slug),
    ...result.repricedGifts.map((gift) => cacheTags.product(gift.slug)),
  ]);
  return result.updated;
}

/** `POST /api/admin/products`: a new product (a plain gift card, or an experience the shop runs itself). */
export async function createProduct(rawInput: unknown, staffUserId: string, db?: DatabaseClient): Promise<StaffProductDetail> {
  const { kind, ...input } = parseInput(createProductSchema, rawInput);
  // Created here, experiences are the shop's own (CUSTOM); Viator's come from the supplier.
  const serviceType: ServiceType = 'CUSTOM';
  assertFieldsFitKind({ kind, serviceType }, input);
  const created = await runInTransaction(db, async (tx) => {
    if (await findProductIdBySlug(tx, input.slug)) throw PRODUCT_SLUG_TAKEN();
    const { id } = await insertProduct(tx, { kind, serviceType, ...scalarFields(input) });
    await writeProductLists(tx, id, input, await readStaffProduct(tx, id));
    // A new box is priced from what it covers: the price sent stands in until then.
    if (kind === 'GIFT_VOUCHER') await settleBoxGiftPrice(tx, id, input.coveredExperienceIds.length > 0, true);
    const product = await readStaffProduct(tx, id);
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'product.create',
      entityType: 'Product',
      entityId: id,
      data: { kind, slug: product.slug, title: product.title, priceCents: product.priceCents, published: product.published },
    });
    return product;
  }).catch(mapSlugRace);
  if (created.published) await invalidateCacheTags([cacheTags.catalog, cacheTags.product(created.slug)]);
  return created;
}

function describeReferences({ orders, vouchers, bookings }: StaffProductDetail['references']): string {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return [orders > 0 ? count(orders, 'order') : null, vouchers > 0 ? count(vouchers, 'voucher') : null, bookings > 0 ? count(bookings, 'booking') : null]
    .filter(Boolean)
    .join(', ');
}

const cannotDelete = (references: StaffProductDetail['references']) =>
  new AppError('conflict', `This product has ${describeReferences(references)}, so it cannot be deleted. Unpublish it instead to take it off the shop.`);

/**
 * `DELETE /api/admin/products/{id}`: only a product nothing was sold or booked on. Gifts that
 * covered a deleted experience are repriced without it, in the same transaction.
 */
export async function deleteProduct(productId: string, staffUserId: string, db?: DatabaseClient): Promise<void> {
  const result = await runInTransaction(db, async (tx) => {
    const current = await readStaffProduct(tx, productId);
    if (Object.values(current.references).some((count) => count > 0)) throw cannotDelete(current.references);
    const coveringGifts = current.kind === 'EXPERIENCE' ? await findGiftsCoveringExperience(tx, current.id) : [];
    await deleteProductRow(tx, current.id);
    const repricedGifts = await repriceGifts(tx, coveringGifts);
    await writeAuditLogEntry(tx, {
      staffId: staffUserId,
      action: 'product.delete',
      entityType: 'Product',
      entityId: current.id,
      data: { kind: current.kind, slug: current.slug, title: current.title, priceCents: current.priceCents, repricedGifts },
    });
    return { current, repricedGifts };
  }).catch(async (error: unknown) => {
    // An order or booking placed between the check and the delete: the foreign key refuses it.
    if (isForeignKeyViolation(error)) throw cannotDelete((await readStaffProduct(getDatabase(db), productId)).references);
    throw error;
  });
  await invalidateCacheTags([cacheTags.catalog, cacheTags.product(result.current.slug), ...result.repricedGifts.map((gift) => cacheTags.product(gift.slug))]);
}

/**
 * `POST /api/admin/products/bulk-price`: every price or none. Experiences go first, so the gifts
 * they reprice are checked against their new prices; a box gift's own price must still be its
 * certificate price. Each product changed gets its audit entry.
 */
export async function updateProductPrices(
  rawInput: unknown,
  staffUserId: string,
  db?: DatabaseClient,
): Promise<{ data: { id: string; slug: string; priceCents: number }[]; repricedGifts: RepricedGift[] }> {
  const { items } = parseInput(bulkPriceUpdateSchema, rawInput);
  const result = await runInTransaction(db, async (tx) => {
    const products = new Map((await findProductsForPricing(tx, items.map((item) => item.id))).map((product) => [product.id, product]));
    const fieldErrors: Record<string, string[]> = {};
    items.forEach((item, index) => {
      if (!products.has(item.id)) fieldErrors[`items.${index}.id`] = ['No product has this id.'];
    });
    if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some prices cannot be saved. Nothing was changed.', fieldErrors);

    const ordered = items
      .flatMap((item, index) => {
        const product = products.get(item.id);
        return product ? [{ ...item, index, product }] : [];
      })
      .sort((a, b) => Number(a.product.kind === 'GIFT_VOUCHER') - Number(b.product.kind === 'GIFT_VOUCHER'));
    const repricedGifts: RepricedGift[] = [];
    for (const { product, price, index } of ordered) {
      if (product.kind === 'GIFT_VOUCHER') {
        const certificatePrice = await findCertificatePrice(tx, product);
        if (certificatePrice !== null && certificatePrice !== price) {
          fieldErrors[`items.${index}.price`] = [certificatePriceMessage(certificatePrice)];
          continue;
        }
      }
      const current = await findProductsForPricing(tx, [product.id]);
      const fromCents = current[0]?.priceCents ?? product.priceCents;
      if (fromCents === price) continue;
      await setProductPrice(tx, product.id, price);
      const repriced = product.kind === 'EXPERIENCE' ? await repriceGiftsCovering(tx, product.id) : [];
      repricedGifts.push(...repriced);
      await writeAuditLogEntry(tx, {
        staffId: staffUserId,
        action: 'product.update-price',
        entityType: 'Product',
        entityId: product.id,
        data: { changes: { priceCents: { from: fromCents, to: price } }, repricedGifts: repriced, bulk: true },
      });
    }
    if (Object.keys(fieldErrors).length > 0) throw new AppError('invalid_input', 'Some prices cannot be saved. Nothing was changed.', fieldErrors);
    const saved = await findProductsForPricing(tx, items.map((item) => item.id));
    return { saved, repricedGifts };
  });
  await invalidateCacheTags([
    cacheTags.catalog,
    ...result.saved.map((product) => cacheTags.product(product.slug)),
    ...result.repricedGifts.map((gift) => cacheTags.product(gift.slug)),
  ]);
  const savedById = new Map(result.saved.map((product) => [product.id, product]));
  return {
    data: items.flatMap((item) => {
      const product = savedById.get(item.id);
      return product ? [{ id: product.id, slug: product.slug, priceCents: product.priceCents }] : [];
    }),
    repricedGifts: result.repricedGifts,
  };
}

/** The back office's product list (SPEC §7 `GET /admin/products`): every product, newest edits visible at once. */
export async function listProductsForStaff(
  params: StaffProductListParams,
  db?: DatabaseClient,
): Promise<{ data: StaffProductRow[]; total: number }> {
  const { page, per_page: perPage, ...filter } = params;
  const database = getDatabase(db);
  const { rows, total } = await findProductsForStaff(database, filter, (page - 1) * perPage, perPage);
  const ids = rows.map((row) => row.id);
  const missing = await Promise.all(translationLocales.map(async (locale) => ({ locale, ids: await findProductIdsMissingTranslation(database, ids, locale) })));
  return {
    data: rows.map((row) => ({
      ...row,
      updatedAt: row.updatedAt.toISOString(),
      missingTranslations: missing.filter((language) => language.ids.has(row.id)).map((language) => language.locale),
    })),
    total,
  };
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
