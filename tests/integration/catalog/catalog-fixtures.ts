import type { Prisma, PrismaClient } from '@/generated/prisma/client';

let sequence = 0;

/** A published product with one picture; pass fields to override the defaults. */
export async function createProduct(
  prisma: PrismaClient,
  fields: Partial<Prisma.ProductUncheckedCreateInput> & { tagIds?: string[] } = {},
): Promise<{ id: string; slug: string }> {
  sequence += 1;
  const { tagIds = [], ...productFields } = fields;
  const slug = productFields.slug ?? `product-${sequence}`;
  return prisma.product.create({
    data: {
      kind: 'EXPERIENCE',
      title: `Product ${sequence}`,
      description: 'A plain description.',
      priceCents: 10_000,
      published: true,
      ...productFields,
      slug,
      images: { create: { url: `/uploads/demo/${slug}.webp`, alt: `Picture of ${slug}`, width: 1200, height: 800 } },
      tags: { create: tagIds.map((tagId) => ({ tagId })) },
    },
    select: { id: true, slug: true },
  });
}

export async function createTag(
  prisma: PrismaClient,
  slug: string,
  fields: Partial<Prisma.TagUncheckedCreateInput> = {},
): Promise<{ id: string; slug: string }> {
  return prisma.tag.create({ data: { name: slug, slug, type: 'CATEGORY', ...fields }, select: { id: true, slug: true } });
}

export async function createStaffUser(prisma: PrismaClient): Promise<{ id: string }> {
  sequence += 1;
  return prisma.user.create({
    data: { role: 'MANAGER', email: `staff-${sequence}@example.com`, firstName: 'Sam', lastName: 'Staff', passwordHash: 'not-used' },
    select: { id: true },
  });
}
