import { beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '@/server/db';
import { AppError } from '@/server/errors';
import { getLandingByUrlPath, listLandingProducts } from '@/domains/content/server/queries';
import { updateLanding } from '@/domains/content/server/service';

const prisma = getDatabase();
let staffId: string;

async function createProduct(slug: string, tagIds: string[], { published = true, popularity = 0 } = {}) {
  return prisma.product.create({
    data: {
      slug,
      kind: 'EXPERIENCE',
      title: slug,
      description: '',
      priceCents: 10_000,
      published,
      popularity,
      tags: { create: tagIds.map((tagId) => ({ tagId })) },
    },
  });
}

beforeAll(async () => {
  staffId = (
    await prisma.user.create({ data: { role: 'MANAGER', email: 'staff@example.com', firstName: 'Sam', lastName: 'Staff', passwordHash: 'x' } })
  ).id;

  // adventure → water → kayaking; food is a separate root.
  await prisma.tag.create({ data: { id: 'adventure', slug: 'adventure', name: 'Adventure', type: 'CATEGORY' } });
  await prisma.tag.create({ data: { id: 'water', slug: 'water', name: 'Water', type: 'CATEGORY', parentId: 'adventure' } });
  await prisma.tag.create({ data: { id: 'kayaking', slug: 'kayaking', name: 'Kayaking', type: 'CATEGORY', parentId: 'water' } });
  await prisma.tag.create({ data: { id: 'food', slug: 'food', name: 'Food', type: 'CATEGORY' } });

  await createProduct('kayak-tour', ['kayaking'], { popularity: 30 });
  await createProduct('rafting', ['water'], { popularity: 20 });
  await createProduct('zipline', ['adventure'], { popularity: 10 });
  await createProduct('food-tour', ['food'], { popularity: 99 });
  await createProduct('draft-kayak', ['kayaking'], { published: false, popularity: 50 });

  await prisma.landing.createMany({
    data: [
      { id: 'l-adventure', urlPath: 'adventure', title: 'Adventure', body: '## Why', bannerImg: '/uploads/a.webp', thumbImg: '/uploads/a-thumb.webp' },
      { id: 'l-water', urlPath: 'adventure/water', title: 'Water', thumbImg: '/uploads/w-thumb.webp' },
      { id: 'l-food', urlPath: 'food', title: 'Food' },
      { id: 'l-draft', urlPath: 'draft', title: 'Draft', published: false },
    ],
  });
  await prisma.landingTag.createMany({
    data: [
      { landingId: 'l-adventure', tagId: 'adventure' },
      { landingId: 'l-water', tagId: 'water' },
    ],
  });
  await prisma.breadcrumb.createMany({
    data: [
      { id: 'b-home', label: 'Home', url: '/' },
      { id: 'b-adventure', label: 'Adventure', url: '/adventure' },
      { id: 'b-water', label: 'Water', url: '/adventure/water' },
    ],
  });
  // Inserted out of order on purpose: the page must follow `position`, not insertion order.
  await prisma.landingBreadcrumb.createMany({
    data: [
      { landingId: 'l-water', breadcrumbId: 'b-water', position: 2 },
      { landingId: 'l-water', breadcrumbId: 'b-home', position: 0 },
      { landingId: 'l-water', breadcrumbId: 'b-adventure', position: 1 },
    ],
  });
  await prisma.landingSimilar.createMany({
    data: [
      { landingId: 'l-adventure', similarId: 'l-food', position: 1 },
      { landingId: 'l-adventure', similarId: 'l-draft', position: 0 },
      { landingId: 'l-adventure', similarId: 'l-water', position: 2 },
    ],
  });
});

describe('landing pages', () => {
  it('a path that is not a landing resolves to null (the page answers 404)', async () => {
    expect(await getLandingByUrlPath('no/such/page', 'en-CA')).toBeNull();
    expect(await getLandingByUrlPath('adventure/', 'en-CA')).toBeNull();
  });

  it('an unpublished landing resolves to null', async () => {
    expect(await getLandingByUrlPath('draft', 'en-CA')).toBeNull();
  });

  it('finds a nested path and returns JSON-safe fields', async () => {
    const landing = await getLandingByUrlPath('adventure/water', 'en-CA');
    expect(landing).toMatchObject({ id: 'l-water', title: 'Water', tagIds: ['water'], thumbImg: '/uploads/w-thumb.webp' });
    expect(typeof landing?.updatedAt).toBe('string');
  });

  it('lists breadcrumbs in position order', async () => {
    const landing = await getLandingByUrlPath('adventure/water', 'en-CA');
    expect(landing?.breadcrumbs).toEqual([
      { label: 'Home', url: '/', untranslated: [] },
      { label: 'Adventure', url: '/adventure', untranslated: [] },
      { label: 'Water', url: '/adventure/water', untranslated: [] },
    ]);
  });

  it('lists similar landings in position order, without unpublished ones', async () => {
    const landing = await getLandingByUrlPath('adventure', 'en-CA');
    expect(landing?.similar.map((similar) => similar.urlPath)).toEqual(['food', 'adventure/water']);
    expect(landing?.similar[1]).toEqual({ urlPath: 'adventure/water', title: 'Water', thumbImg: '/uploads/w-thumb.webp', untranslated: [] });
  });

  it("shows the products of the landing's tags and of every tag below them", async () => {
    const landing = await getLandingByUrlPath('adventure', 'en-CA');
    const products = await listLandingProducts(landing?.tagIds ?? [], 'en-CA');
    // Most popular first; the unpublished kayak and the food tour (another branch) stay out.
    expect(products.map((product) => product.slug)).toEqual(['kayak-tour', 'rafting', 'zipline']);
  });

  it('a landing lower in the tree does not get the products of its ancestors', async () => {
    const landing = await getLandingByUrlPath('adventure/water', 'en-CA');
    const products = await listLandingProducts(landing?.tagIds ?? [], 'en-CA');
    expect(products.map((product) => product.slug)).toEqual(['kayak-tour', 'rafting']);
  });

  it('a landing without tags has no products', async () => {
    expect(await listLandingProducts([], 'en-CA')).toEqual([]);
  });
});

describe('updateLanding', () => {
  const valid = {
    urlPath: 'food-and-drink',
    title: 'Food & drink',
    body: 'Taste Canada.',
    bannerImg: '/uploads/food.webp',
    thumbImg: null,
    seoTitle: '',
    seoDescription: 'Food tours and tastings',
    seoKeywords: null,
    published: true,
    sortOrder: 5,
    tagIds: ['food'],
    breadcrumbIds: ['b-home'],
  };

  it('saves fields and relations, writes an audit entry and serves the new path', async () => {
    await updateLanding('l-food', valid, staffId);
    expect(await getLandingByUrlPath('food', 'en-CA')).toBeNull();
    const landing = await getLandingByUrlPath('food-and-drink', 'en-CA');
    expect(landing).toMatchObject({ title: 'Food & drink', seoTitle: null, tagIds: ['food'], breadcrumbs: [{ label: 'Home', url: '/' }] });
    expect((await listLandingProducts(landing?.tagIds ?? [], 'en-CA')).map((product) => product.slug)).toEqual(['food-tour']);
    const audit = await prisma.auditLogEntry.findMany({ where: { entityType: 'Landing', entityId: 'l-food' } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId, action: 'landing.update' });
  });

  it('refuses a path owned by a storefront route, with a field error', async () => {
    const error = await updateLanding('l-food', { ...valid, urlPath: 'gift/ideas' }, staffId).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('invalid_input');
    expect((error as AppError).fieldErrors?.urlPath).toBeDefined();
  });

  it("refuses another landing's path and unknown tags", async () => {
    await expect(updateLanding('l-food', { ...valid, urlPath: 'adventure' }, staffId)).rejects.toMatchObject({ code: 'conflict' });
    await expect(updateLanding('l-food', { ...valid, tagIds: ['nope'] }, staffId)).rejects.toMatchObject({
      code: 'invalid_input',
      fieldErrors: { tagIds: expect.any(Array) },
    });
    await expect(updateLanding('missing', valid, staffId)).rejects.toMatchObject({ code: 'not_found' });
  });
});
