import { beforeAll, describe, expect, it } from 'vitest';
import { getCatalogFilterOptions, getProductDetail, listCatalogPage, listProductCardsBySlugs, searchCatalog } from '@/domains/catalog/server/queries';
import { getDatabase } from '@/server/db';
import { createProduct, createTag } from './catalog-fixtures';

// Staff-edited texts in French beside the English (docs/adr/0024), read and searched per language.

async function searchSlugs(text: string, locale: string): Promise<string[]> {
  return (await searchCatalog(text, 1, 20, locale)).items.map((item) => item.slug);
}

const listParams = { page: 1, sort: 'popular' } as const;

beforeAll(async () => {
  const prisma = getDatabase();
  const whales = await createTag(prisma, 'whales', { name: 'Whales' });
  await prisma.tagTranslation.create({ data: { tagId: whales.id, locale: 'fr-CA', name: 'Baleines' } });
  // A "By city" tag carries the city's slug; its French name is the city's in French.
  const quebecCity = await createTag(prisma, 'quebec-city', { name: 'Québec City' });
  await prisma.tagTranslation.create({ data: { tagId: quebecCity.id, locale: 'fr-CA', name: 'Ville de Québec' } });
  const whaleWatching = await createProduct(prisma, {
    slug: 'tadoussac-whales',
    title: 'Tadoussac whale watching',
    summary: 'Belugas and minkes where the fjord meets the river.',
    description: 'A Zodiac ride out of Tadoussac.',
    meetingPoint: 'Tadoussac marina',
    city: 'Tadoussac',
    popularity: 10,
    tagIds: [whales.id],
  });
  await prisma.productTranslation.create({
    data: {
      productId: whaleWatching.id,
      locale: 'fr-CA',
      title: 'Observation des baleines à Tadoussac',
      summary: 'Bélugas et petits rorquals là où le fjord rencontre le fleuve.',
      description: 'Une sortie en Zodiac au départ de Tadoussac.',
    },
  });
  const sugarShack = await createProduct(prisma, {
    slug: 'sugar-shack',
    title: 'Sugar shack lunch',
    summary: 'Maple taffy on snow and a hearty meal.',
    city: 'Québec City',
    popularity: 5,
  });
  await prisma.productTranslation.create({
    data: { productId: sugarShack.id, locale: 'fr-CA', title: 'Repas à la cabane à sucre', summary: 'Tire d’érable sur la neige et un repas copieux.' },
  });
  await createProduct(prisma, { slug: 'kayak-english-only', title: 'Sunset kayak tour', summary: 'Paddle at dusk.', popularity: 1 });
});

describe('a product page in French', () => {
  it('shows the French texts, and English where staff have not translated, listing which', async () => {
    const product = await getProductDetail('EXPERIENCE', 'tadoussac-whales', 'fr-CA');
    expect(product).toMatchObject({
      title: 'Observation des baleines à Tadoussac',
      summary: 'Bélugas et petits rorquals là où le fjord rencontre le fleuve.',
      meetingPoint: 'Tadoussac marina',
    });
    expect(product?.untranslated).toEqual(['meetingPoint']);
    expect(product?.tags).toEqual([{ slug: 'whales', name: 'Baleines', untranslated: [] }]);
  });

  it('leaves the English page as it was', async () => {
    const product = await getProductDetail('EXPERIENCE', 'tadoussac-whales', 'en-CA');
    expect(product).toMatchObject({ title: 'Tadoussac whale watching', untranslated: [] });
    expect(product?.tags).toEqual([{ slug: 'whales', name: 'Whales', untranslated: [] }]);
  });
});

describe('cards and filters in French', () => {
  it('give translated titles and mark an untranslated product as English', async () => {
    const cards = await listProductCardsBySlugs(['sugar-shack', 'kayak-english-only'], 'fr-CA');
    expect(cards.map(({ title, untranslated }) => ({ title, untranslated }))).toEqual([
      { title: 'Repas à la cabane à sucre', untranslated: [] },
      { title: 'Sunset kayak tour', untranslated: ['title', 'summary'] },
    ]);
  });

  it('name a city as its French "By city" tag does', async () => {
    const [card] = await listProductCardsBySlugs(['sugar-shack'], 'fr-CA');
    expect(card?.city).toBe('Ville de Québec');
    const options = await getCatalogFilterOptions('EXPERIENCE', 'fr-CA');
    expect(options.cities).toContainEqual({ slug: 'quebec-city', name: 'Ville de Québec' });
    expect((await listProductCardsBySlugs(['sugar-shack'], 'en-CA'))[0]?.city).toBe('Québec City');
  });

  it('list the catalogue page and its categories in French', async () => {
    const page = await listCatalogPage('EXPERIENCE', listParams, 'fr-CA');
    expect(page.items.map((card) => card.title)).toEqual(['Observation des baleines à Tadoussac', 'Repas à la cabane à sucre', 'Sunset kayak tour']);
    const options = await getCatalogFilterOptions('EXPERIENCE', 'fr-CA');
    expect(options.categories.map((category) => category.name)).toEqual(['Baleines']);
  });
});

describe('search in French', () => {
  it('finds French words, with or without accents', async () => {
    expect(await searchSlugs('baleine', 'fr-CA')).toEqual(['tadoussac-whales']);
    expect(await searchSlugs('érable', 'fr-CA')).toEqual(['sugar-shack']);
    expect(await searchSlugs('erable', 'fr-CA')).toEqual(['sugar-shack']);
    expect(await searchSlugs('cabane a sucre', 'fr-CA')).toEqual(['sugar-shack']);
  });

  it('stems French words: a plural finds the singular and the reverse', async () => {
    expect(await searchSlugs('fjords', 'fr-CA')).toEqual(['tadoussac-whales']);
    expect(await searchSlugs('repas copieux', 'fr-CA')).toEqual(['sugar-shack']);
  });

  it('still finds English words and products not yet translated', async () => {
    expect(await searchSlugs('kayak', 'fr-CA')).toEqual(['kayak-english-only']);
    expect(await searchSlugs('tadoussac', 'fr-CA')).toEqual(['tadoussac-whales']);
  });

  it('finds a French tag name', async () => {
    expect(await searchSlugs('baleines', 'fr-CA')).toEqual(['tadoussac-whales']);
  });

  it('forgives a typo in a French title', async () => {
    const page = await searchCatalog('observasion', 1, 20, 'fr-CA');
    expect(page.matchedSimilarWords).toBe(true);
    expect(page.items.map((item) => item.slug)).toEqual(['tadoussac-whales']);
  });

  it('shows French results with their French titles', async () => {
    const page = await searchCatalog('cabane', 1, 20, 'fr-CA');
    expect(page.items[0]?.title).toBe('Repas à la cabane à sucre');
  });

  it('leaves English search to the English texts', async () => {
    expect(await searchSlugs('cabane', 'en-CA')).toEqual([]);
    expect(await searchSlugs('whale', 'en-CA')).toEqual(['tadoussac-whales']);
  });
});
