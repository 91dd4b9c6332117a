import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { getProductDetail } from '@/domains/catalog/server/queries';
import { updateProductDetails } from '@/domains/catalog/server/service';
import { AppError } from '@/server/errors';
import { createProduct, createStaffUser } from './catalog-fixtures';

let staffId: string;

beforeAll(async () => {
  staffId = (await createStaffUser(getDatabase())).id;
});

describe('updateProductDetails', () => {
  it('changes the title and writes an audit entry', async () => {
    const prisma = getDatabase();
    const product = await createProduct(prisma, { slug: 'old-title', title: 'Old title', priceCents: 5_000 });

    const result = await updateProductDetails(product.id, { title: 'New title', summary: 'Fresh summary' }, staffId);

    expect(result).toMatchObject({ id: product.id, slug: 'old-title', title: 'New title', priceCents: 5_000 });
    expect((await getProductDetail('EXPERIENCE', 'old-title', 'en-CA'))?.title).toBe('New title');
    const entries = await prisma.auditLogEntry.findMany({ where: { entityType: 'Product', entityId: product.id } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staffId, action: 'product.update-details' });
    expect(entries[0]?.data).toMatchObject({
      changes: { title: { from: 'Old title', to: 'New title' }, summary: { from: '', to: 'Fresh summary' } },
    });
  });

  it('moves the product to a new slug', async () => {
    const product = await createProduct(getDatabase(), { slug: 'before-slug' });
    await updateProductDetails(product.id, { slug: 'after-slug' }, staffId);
    expect(await getProductDetail('EXPERIENCE', 'before-slug', 'en-CA')).toBeNull();
    expect((await getProductDetail('EXPERIENCE', 'after-slug', 'en-CA'))?.id).toBe(product.id);
  });

  it('refuses a slug another product uses, and changes nothing', async () => {
    const prisma = getDatabase();
    await createProduct(prisma, { slug: 'taken-slug' });
    const product = await createProduct(prisma, { slug: 'mine', title: 'Mine' });
    await expect(updateProductDetails(product.id, { slug: 'taken-slug', title: 'Changed' }, staffId)).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await prisma.product.findUnique({ where: { id: product.id }, select: { title: true } })).toEqual({ title: 'Mine' });
    expect(await prisma.auditLogEntry.count({ where: { entityId: product.id } })).toBe(0);
  });

  it('rejects invalid input with field errors', async () => {
    const product = await createProduct(getDatabase());
    const error = await updateProductDetails(product.id, { title: '', priceCents: 1.5 }, staffId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'invalid_input' });
    expect(Object.keys((error as AppError).fieldErrors ?? {}).sort()).toEqual(['priceCents', 'title']);
  });

  it('answers not_found for an unknown product', async () => {
    await expect(updateProductDetails('no-such-id', { title: 'x' }, staffId)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('hides an unpublished product from the storefront', async () => {
    const product = await createProduct(getDatabase(), { slug: 'to-hide' });
    await updateProductDetails(product.id, { published: false }, staffId);
    expect(await getProductDetail('EXPERIENCE', 'to-hide', 'en-CA')).toBeNull();
  });

  it('reprices the gifts covering an experience to their most expensive experience (SPEC §9)', async () => {
    const prisma = getDatabase();
    const cheap = await createProduct(prisma, { priceCents: 5_000 });
    const dear = await createProduct(prisma, { priceCents: 9_000 });
    const gift = await createProduct(prisma, { kind: 'GIFT_VOUCHER', slug: 'box-gift', priceCents: 9_000 });
    await prisma.giftVoucherExperience.createMany({
      data: [
        { giftVoucherId: gift.id, experienceId: cheap.id },
        { giftVoucherId: gift.id, experienceId: dear.id },
      ],
    });

    await updateProductDetails(cheap.id, { priceCents: 12_000 }, staffId);
    expect((await getProductDetail('GIFT_VOUCHER', 'box-gift', 'en-CA'))?.priceCents).toBe(12_000);

    await updateProductDetails(cheap.id, { published: false }, staffId);
    expect((await getProductDetail('GIFT_VOUCHER', 'box-gift', 'en-CA'))?.priceCents).toBe(9_000);

    await expect(updateProductDetails(gift.id, { priceCents: 1_000 }, staffId)).rejects.toMatchObject({ code: 'invalid_input' });
  });

  it('reprices a box gift for two on any option from the prices of two adults on the dearest option', async () => {
    const prisma = getDatabase();
    /** An experience whose options cost these adult prices. */
    const createWithOptions = async (adultPrices: number[]) => {
      const experience = await createProduct(prisma, { priceCents: Math.min(...adultPrices) });
      const adult = await prisma.ageBand.create({
        data: { productId: experience.id, code: 'ADULT', label: 'Adult', minAge: 18, maxAge: 99 },
        select: { id: true },
      });
      for (const [index, priceCents] of adultPrices.entries()) {
        await prisma.tourGrade.create({
          data: { productId: experience.id, code: `OPTION_${index}`, title: `Option ${index}`, prices: { create: { ageBandId: adult.id, priceCents } } },
        });
      }
      return experience;
    };
    const cruise = await createWithOptions([11_900, 14_900]);
    const tasting = await createWithOptions([8_900, 20_000]);
    const gift = await createProduct(prisma, {
      kind: 'GIFT_VOUCHER',
      slug: 'box-for-two',
      priceCents: 40_000,
      giftParty: 'TWO',
      giftOption: 'ANY',
      coveredExperiences: { create: [{ experienceId: cruise.id }, { experienceId: tasting.id }] },
    });

    await expect(updateProductDetails(gift.id, { priceCents: 20_000 }, staffId)).rejects.toMatchObject({
      code: 'invalid_input',
      fieldErrors: { priceCents: ['A gift costs as much as its dearest experience for the party it covers: $400.00.'] },
    });

    await updateProductDetails(tasting.id, { published: false }, staffId);
    const detail = await getProductDetail('GIFT_VOUCHER', 'box-for-two', 'en-CA');
    expect(detail?.priceCents).toBe(2 * 14_900);
    expect(detail?.giftCoverage).toEqual({ party: 'TWO', option: 'ANY' });
  });
});
