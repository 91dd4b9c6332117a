import { createTranslator } from 'use-intl/core';
import type { Prisma } from '../../src/generated/prisma/client';
import { ProductKind, ServiceType, TagType } from '../../src/generated/prisma/enums';
import {
  demoAgeBandSets,
  demoCategoryTree,
  demoCities,
  demoExperiences,
  demoGiftCardOccasions,
  demoGiftCardRecipients,
  demoGiftCardValuesCents,
  demoGrades,
  demoProductTags,
  demoProviders,
  demoThemedGifts,
  type DemoAgeBand,
  type DemoCity,
  type DemoExperience,
  type DemoTagNode,
  type DemoThemedGift,
} from './catalogue-data';
import {
  admitsGiftParty,
  computeCertificatePriceCents,
  type CoveredExperiencePricing,
  type GiftCoverage,
  type GiftParty,
} from '../../src/domains/catalog/lib/certificate-price';
import { LARGE_IMAGE, type ImageCollector, type SceneRequest } from './images';
import { createDemoId, createRandom, slugify, type Random } from './random';
import { cityArtAlts, cityArts, type SceneArt } from './scene-art';

/**
 * Each category's own art. A tag missing here shows its first child's art in a variant of its own,
 * so "Thrills" differs from "Ziplining" yet never shows an unrelated activity.
 */
const categoryArts: Readonly<Record<string, SceneArt>> = {
  adventure: 'adventure',
  'water-activities': 'canoe',
  kayaking: 'kayak',
  'whale-watching': 'whale',
  'jet-boats-rafting': 'rafting',
  sailing: 'sailing',
  ziplining: 'zipline',
  'heights-skydiving': 'skydiving',
  'axe-throwing': 'axe-throwing',
  climbing: 'climbing',
  'horseback-riding': 'horseback',
  winter: 'winter-cabin',
  'northern-lights': 'northern-lights',
  'dog-sledding': 'dog-sled',
  skating: 'skating',
  'food-and-drink': 'food-and-drink',
  'wine-tasting': 'wine',
  'craft-beer': 'craft-beer',
  'food-tours': 'food-market',
  'cooking-classes': 'cooking',
  'dining-cruises': 'dinner-cruise',
  wellness: 'wellness',
  'spa-days': 'spa-stones',
  'hot-springs': 'hot-springs',
  sightseeing: 'sightseeing',
  'helicopter-rides': 'helicopter',
  'seaplane-flights': 'seaplane',
  'hot-air-balloons': 'balloons',
  'walking-tours': 'old-town-street',
  'day-trips': 'road-trip',
  'by-city': 'maple-leaf',
};

/** Provinces show lakes and forest rather than one of their cities' landmarks. */
const PROVINCE_ART: SceneArt = 'lakeland';

// Fixed, so the seed gives the same blackout dates whenever it runs.
const HOLIDAY_BLACKOUTS = [
  { date: '2026-12-25', reason: 'Christmas Day' },
  { date: '2027-01-01', reason: "New Year's Day" },
] as const;
const EXTRA_BLACKOUT_WINDOW_START = Date.UTC(2026, 11, 1);

const WEEKLY_PATTERNS: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6],
  [1, 2, 3, 4, 5, 6],
  [4, 5, 6, 0],
  [5, 6, 0],
];

export interface CatalogueProduct {
  id: string;
  slug: string;
  kind: ProductKind;
  title: string;
  priceCents: number;
  published: boolean;
  tagSlugs: ReadonlySet<string>;
  /** Experiences: each option's price per age band, for the box gifts that cover them. */
  pricing?: CoveredExperiencePricing;
}

export interface DemoCatalogue {
  providers: Prisma.ProviderCreateManyInput[];
  tags: Prisma.TagCreateManyInput[];
  products: Prisma.ProductCreateManyInput[];
  productImages: Prisma.ProductImageCreateManyInput[];
  tourGrades: Prisma.TourGradeCreateManyInput[];
  ageBands: Prisma.AgeBandCreateManyInput[];
  tourGradePrices: Prisma.TourGradePriceCreateManyInput[];
  availabilitySlots: Prisma.AvailabilitySlotCreateManyInput[];
  blackoutDates: Prisma.BlackoutDateCreateManyInput[];
  productTags: Prisma.ProductTagCreateManyInput[];
  giftVoucherExperiences: Prisma.GiftVoucherExperienceCreateManyInput[];
  tagIdBySlug: ReadonlyMap<string, string>;
  /** The picture of each CATEGORY tag, by slug. */
  tagScenes: ReadonlyMap<string, SceneRequest>;
  productBySlug: ReadonlyMap<string, CatalogueProduct>;
}

interface TagInfo {
  id: string;
  name: string;
  parentSlug: string | null;
  childSlugs: string[];
}

/** Builds every catalogue row in memory; pictures are registered with `images`. */
export function buildDemoCatalogue(images: ImageCollector): DemoCatalogue {
  const tagInfo = new Map<string, TagInfo>();
  const categoryTags = flattenTagTree(demoCategoryTree, TagType.CATEGORY, null, tagInfo);
  const tagScenes = new Map(categoryTags.map((tag) => [tag.slug, getCategoryScene(tagInfo, tag.slug)]));
  for (const tag of categoryTags) tag.imageUrl = images.addScene(getCategoryScene(tagInfo, tag.slug));
  const tags = [...categoryTags, ...flattenTagTree(demoProductTags, TagType.PRODUCT, null, tagInfo)];
  const productBySlug = new Map<string, CatalogueProduct>();
  const catalogue: DemoCatalogue = {
    providers: demoProviders.map((provider) => ({
      id: createDemoId(`provider:${provider.key}`),
      name: provider.name,
      email: provider.email,
      phone: provider.phone,
      website: provider.website,
    })),
    tags,
    products: [],
    productImages: [],
    tourGrades: [],
    ageBands: [],
    tourGradePrices: [],
    availabilitySlots: [],
    blackoutDates: [],
    productTags: [],
    giftVoucherExperiences: [],
    tagIdBySlug: new Map([...tagInfo].map(([slug, info]) => [slug, info.id])),
    tagScenes,
    productBySlug,
  };
  const context: BuildContext = { catalogue, images, tagInfo, productBySlug, experienceThemes: new Map() };

  demoExperiences.forEach((experience, index) => addExperience(context, experience, index));
  demoThemedGifts.forEach((gift, index) => addThemedGift(context, gift, index));
  demoGiftCardValuesCents.forEach((valueCents, index) => addGiftCard(context, valueCents, demoThemedGifts.length + index));
  return catalogue;
}

interface BuildContext {
  catalogue: DemoCatalogue;
  images: ImageCollector;
  tagInfo: ReadonlyMap<string, TagInfo>;
  productBySlug: Map<string, CatalogueProduct>;
  /** What a gift inherits from the experiences it covers. */
  experienceThemes: Map<string, { styleSlug: string; categoryLineage: readonly string[] }>;
}

/** Parents come before children, so one multi-row insert satisfies the foreign key. */
function flattenTagTree(
  nodes: readonly DemoTagNode[],
  type: TagType,
  parent: { slug: string; id: string } | null,
  tagInfo: Map<string, TagInfo>,
): Prisma.TagCreateManyInput[] {
  return nodes.flatMap((node, index) => {
    if (tagInfo.has(node.slug)) throw new Error(`Duplicate demo tag slug "${node.slug}"`);
    const id = createDemoId(`tag:${node.slug}`);
    tagInfo.set(node.slug, { id, name: node.name, parentSlug: parent?.slug ?? null, childSlugs: (node.children ?? []).map((child) => child.slug) });
    const row: Prisma.TagCreateManyInput = { id, name: node.name, slug: node.slug, type, parentId: parent?.id ?? null, sortOrder: index * 10 };
    return [row, ...flattenTagTree(node.children ?? [], type, { slug: node.slug, id }, tagInfo)];
  });
}

function getTagOrThrow(context: BuildContext, slug: string): TagInfo {
  const tag = context.tagInfo.get(slug);
  if (!tag) throw new Error(`Unknown demo tag "${slug}"`);
  return tag;
}

/** The tag and its ancestors, leaf first. */
function listTagLineage(context: BuildContext, slug: string): string[] {
  const lineage: string[] = [];
  for (let current: string | null = slug; current; current = getTagOrThrow(context, current).parentSlug) {
    lineage.push(current);
  }
  return lineage;
}

/** The second-level category above a leaf ("kayaking" → "water-activities"). */
function getStyleCategory(context: BuildContext, slug: string): string {
  const lineage = listTagLineage(context, slug);
  return lineage[lineage.length - 2] ?? slug;
}

function getCityOrThrow(key: string): DemoCity {
  const city = demoCities.find((candidate) => candidate.key === key);
  if (!city) throw new Error(`Unknown demo city "${key}"`);
  return city;
}

function roundToDollar(cents: number): number {
  return Math.round(cents / 100) * 100;
}

// Plurals by ICU message, not by adding an "s" ("childs").
const describeAgeBand = (band: DemoAgeBand) =>
  createTranslator({
    locale: 'en-CA',
    messages: { ageBand: '{code, select, ADULT {adults} CHILD {children} SENIOR {seniors} INFANT {infants} other {travellers}} {minAge}–{maxAge}' },
  })('ageBand', { code: band.code, minAge: String(band.minAge), maxAge: String(band.maxAge) });

function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return hours === 1 ? '1 hour' : `${hours} hours`;
  return `${hours} h ${rest} min`;
}

function registerProduct(context: BuildContext, product: CatalogueProduct): void {
  if (context.productBySlug.has(product.slug)) throw new Error(`Duplicate demo product slug "${product.slug}"`);
  context.productBySlug.set(product.slug, product);
}

function isCityKey(slug: string): slug is DemoCity['key'] {
  return (cityArts as readonly string[]).includes(slug);
}

function isProvince(tagInfo: ReadonlyMap<string, TagInfo>, slug: string): boolean {
  return tagInfo.get(slug)?.childSlugs.some(isCityKey) ?? false;
}

/** The picture of a CATEGORY tag: a city's landmark, a province's landscape or the activity's art. */
function getCategoryScene(tagInfo: ReadonlyMap<string, TagInfo>, slug: string): SceneRequest {
  if (isCityKey(slug)) return { art: slug };
  if (isProvince(tagInfo, slug)) return { art: PROVINCE_ART, variant: slug };
  const art = categoryArts[slug];
  if (art) return { art };
  const firstChild = tagInfo.get(slug)?.childSlugs[0];
  if (!firstChild) throw new Error(`No art for category "${slug}"`);
  return { art: getCategoryScene(tagInfo, firstChild).art, variant: slug };
}

function getCategoryImageUrl(context: BuildContext, slug: string): string {
  return context.images.addScene(getCategoryScene(context.tagInfo, slug));
}

function addProductTags(context: BuildContext, productId: string, slugs: Iterable<string>): Set<string> {
  const unique = new Set(slugs);
  for (const slug of unique) {
    context.catalogue.productTags.push({ productId, tagId: getTagOrThrow(context, slug).id });
  }
  return unique;
}

function addProductImages(context: BuildContext, productId: string, pictures: readonly { url: string; alt: string }[]): void {
  pictures.forEach((picture, position) => {
    context.catalogue.productImages.push({
      id: createDemoId(`product-image:${productId}:${position}`),
      productId,
      url: picture.url,
      alt: picture.alt,
      ...LARGE_IMAGE,
      position,
    });
  });
}

function addExperience(context: BuildContext, experience: DemoExperience, index: number): void {
  const { catalogue } = context;
  const slug = slugify(experience.title);
  const id = createDemoId(`product:${slug}`);
  const random = createRandom(`experience:${slug}`);
  const city = getCityOrThrow(experience.city);
  const firstCategory = experience.categories[0];
  if (!firstCategory) throw new Error(`Experience "${slug}" needs a category`);
  const styleSlug = getStyleCategory(context, firstCategory);

  // The cover shows the activity (never a landmark, which would belong to one city only), varied
  // per product so a list of one activity is not a row of identical pictures.
  const coverUrl = context.images.addScene({ art: getCategoryScene(context.tagInfo, firstCategory).art, variant: slug });
  addProductImages(context, id, [
    { url: coverUrl, alt: experience.title },
    { url: getCategoryImageUrl(context, styleSlug), alt: `${getTagOrThrow(context, styleSlug).name} in Canada` },
    { url: getCategoryImageUrl(context, city.key), alt: `${city.name}: ${cityArtAlts[city.key]}` },
  ]);

  const pricing = addGradesAndPrices(context, id, slug, experience);
  const { priceCents } = pricing;
  if (experience.serviceType === ServiceType.CUSTOM) addWeeklySchedule(context, id, experience, random);

  const categoryLineage = experience.categories.flatMap((category) => listTagLineage(context, category));
  const tagSlugs = addProductTags(context, id, [...categoryLineage, ...listTagLineage(context, city.key), ...experience.productTags]);
  context.experienceThemes.set(id, { styleSlug, categoryLineage });
  const published = experience.published ?? true;
  catalogue.products.push({
    id,
    kind: ProductKind.EXPERIENCE,
    slug,
    title: experience.title,
    summary: experience.summary,
    description: describeExperience(context, experience, city),
    priceCents,
    providerId: createDemoId(`provider:${experience.provider}`),
    serviceType: experience.serviceType,
    supplierProductCode: experience.serviceType === ServiceType.VIATOR ? `${random.int(10000, 99999)}P${random.int(1, 40)}` : null,
    city: city.name,
    meetingPoint: experience.meetingPoint,
    latitude: Number((city.latitude + (random.next() - 0.5) * 0.06).toFixed(5)),
    longitude: Number((city.longitude + (random.next() - 0.5) * 0.08).toFixed(5)),
    timeZone: city.timeZone,
    durationMinutes: experience.durationMinutes,
    maxTravellers: experience.maxTravellers,
    cancellationPolicy: describeCancellationPolicy(tagSlugs),
    sortOrder: index * 10,
    popularity: random.int(40, 900) + (tagSlugs.has('best-seller') ? 1500 : 0),
    published,
    seoTitle: `${experience.title} | ${city.name}`,
    seoDescription: experience.summary,
  });
  registerProduct(context, { id, slug, kind: ProductKind.EXPERIENCE, title: experience.title, priceCents, published, tagSlugs, pricing });
}

/** Adds grades, age bands and a price for every pair; returns them with the lowest adult price. */
function addGradesAndPrices(context: BuildContext, productId: string, slug: string, experience: DemoExperience): CoveredExperiencePricing {
  const { catalogue } = context;
  const bands = demoAgeBandSets[experience.ageBands];
  const bandRows = bands.map((band, sortOrder) => {
    const bandId = createDemoId(`age-band:${slug}:${band.code}`);
    catalogue.ageBands.push({ id: bandId, productId, code: band.code, label: band.label, minAge: band.minAge, maxAge: band.maxAge, sortOrder });
    return { band, bandId };
  });
  let lowestAdultCents = Number.POSITIVE_INFINITY;
  const tourGrades = experience.grades.map((code, sortOrder) => {
    const grade = demoGrades[code];
    const gradeId = createDemoId(`tour-grade:${slug}:${code}`);
    catalogue.tourGrades.push({ id: gradeId, productId, code, title: grade.title, description: grade.description, sortOrder });
    const prices = bandRows.map(({ band, bandId }) => {
      const priceCents = roundToDollar(experience.fromPriceCents * grade.priceFactor * band.priceFactor);
      catalogue.tourGradePrices.push({ tourGradeId: gradeId, ageBandId: bandId, priceCents });
      if (band.code === 'ADULT') lowestAdultCents = Math.min(lowestAdultCents, priceCents);
      return { ageBandCode: band.code, priceCents };
    });
    return { prices };
  });
  if (!Number.isFinite(lowestAdultCents)) throw new Error(`Experience "${slug}" has no adult price`);
  return { priceCents: lowestAdultCents, tourGrades };
}

function addWeeklySchedule(context: BuildContext, productId: string, experience: DemoExperience, random: Random): void {
  const { catalogue } = context;
  for (const weekday of random.pick(WEEKLY_PATTERNS)) {
    for (const startTime of experience.startTimes) {
      catalogue.availabilitySlots.push({
        id: createDemoId(`slot:${productId}:${weekday}:${startTime}`),
        productId,
        weekday,
        startTime,
        capacity: experience.maxTravellers,
      });
    }
  }
  const blackouts: { date: string; reason: string }[] = [...HOLIDAY_BLACKOUTS];
  const extra = new Date(EXTRA_BLACKOUT_WINDOW_START + random.int(0, 80) * 86_400_000).toISOString().slice(0, 10);
  if (!blackouts.some((blackout) => blackout.date === extra)) blackouts.push({ date: extra, reason: 'Private group booking' });
  for (const blackout of blackouts) {
    catalogue.blackoutDates.push({
      id: createDemoId(`blackout:${productId}:${blackout.date}`),
      productId,
      date: new Date(`${blackout.date}T00:00:00Z`),
      reason: blackout.reason,
    });
  }
}

function describeExperience(context: BuildContext, experience: DemoExperience, city: DemoCity): string {
  const ages = demoAgeBandSets[experience.ageBands].map((band) => describeAgeBand(band)).join(', ');
  const confirmation =
    experience.serviceType === ServiceType.VIATOR
      ? 'Instant: your booking is confirmed as soon as you book.'
      : 'On request: the provider answers within 1–3 days.';
  return [
    experience.summary,
    '',
    '## Overview',
    '',
    `${city.blurb} This experience is run by ${getProviderName(experience.provider)}, one of our trusted local partners.`,
    '',
    '## Highlights',
    '',
    ...experience.highlights.map((line) => `- ${line}`),
    '',
    "## What's included",
    '',
    ...experience.included.map((line) => `- ${line}`),
    '',
    '## Good to know',
    '',
    `- **Duration:** ${formatDuration(experience.durationMinutes)}`,
    `- **Meeting point:** ${experience.meetingPoint}`,
    `- **Group size:** up to ${experience.maxTravellers} travellers`,
    `- **Ages:** ${ages}`,
    `- **Confirmation:** ${confirmation}`,
    `- **Categories:** ${experience.categories.map((slug) => getTagOrThrow(context, slug).name).join(', ')}`,
  ].join('\n');
}

function getProviderName(key: string): string {
  const provider = demoProviders.find((candidate) => candidate.key === key);
  if (!provider) throw new Error(`Unknown demo provider "${key}"`);
  return provider.name;
}

const WEATHER_DEPENDENT_TAGS = ['water-activities', 'sightseeing-air', 'winter', 'ziplining'];

/** Whether the weather can call off an experience with these tags (its policy then says what happens). */
export function dependsOnWeather(tagSlugs: ReadonlySet<string>): boolean {
  return WEATHER_DEPENDENT_TAGS.some((slug) => tagSlugs.has(slug));
}

function describeCancellationPolicy(tagSlugs: ReadonlySet<string>): string {
  const policy =
    'Free cancellation up to 24 hours before the start time (local time of the experience). ' +
    'Cancellations within 24 hours and no-shows are not refunded.';
  if (!dependsOnWeather(tagSlugs)) return policy;
  return `${policy} This experience depends on the weather: if the provider cancels, choose another date or get the full amount back as account balance.`;
}

function describeGiftSteps(): string[] {
  return [
    '## How it works',
    '',
    '1. Buy the gift: we e-mail the certificate on the date you choose, or you print it at home.',
    '2. The recipient activates the certificate and its full value becomes account balance.',
    '3. They book any experience in the catalogue and pay any difference.',
  ];
}

const PARTY_WORDS: Readonly<Record<GiftParty, string>> = {
  ONE: 'one adult',
  TWO: 'two adults',
  FAMILY: 'two adults and two children',
};

function describeGiftCoverage(coverage: GiftCoverage): string {
  const option = coverage.option === 'ANY' ? 'on whichever option they choose' : "on the experience's standard option";
  return `Its value pays for the dearest experience in the box for ${PARTY_WORDS[coverage.party]} ${option}, so every choice is covered in full.`;
}

function addThemedGift(context: BuildContext, gift: DemoThemedGift, index: number): void {
  const slug = slugify(gift.title);
  const id = createDemoId(`product:${slug}`);
  const coverage: GiftCoverage = { party: gift.party, option: gift.option };
  const covered = [...context.productBySlug.values()].filter(
    (product) =>
      product.kind === ProductKind.EXPERIENCE &&
      product.published &&
      product.pricing !== undefined &&
      // A family gift leaves out experiences for adults only.
      admitsGiftParty(product.pricing, coverage) &&
      (gift.coverCategories?.some((slugToMatch) => product.tagSlugs.has(slugToMatch)) ||
        gift.coverCities?.some((cityKey) => product.tagSlugs.has(cityKey))),
  );
  if (covered.length < 2) throw new Error(`Gift "${slug}" covers fewer than two experiences`);
  // SPEC §9 for the gift's party: the dearest experience in the box for them on the covered option.
  const priceCents = computeCertificatePriceCents(
    covered.flatMap((product) => product.pricing ?? []),
    coverage,
  );
  if (priceCents === null) throw new Error(`Gift "${slug}" has no price`);
  covered.forEach((experience, position) => {
    context.catalogue.giftVoucherExperiences.push({ giftVoucherId: id, experienceId: experience.id, position });
  });

  const themes = covered.map((product) => {
    const theme = context.experienceThemes.get(product.id);
    if (!theme) throw new Error(`No theme for "${product.slug}"`);
    return theme;
  });
  const styleSlugs = [...new Set(themes.map((theme) => theme.styleSlug))];
  // A city gift shows its first city; a themed one the first activity it covers.
  const firstCity = gift.coverCities?.[0];
  const coverArt = firstCity ?? getCategoryScene(context.tagInfo, gift.coverCategories?.[0] ?? styleSlugs[0] ?? '').art;
  addProductImages(context, id, [
    { url: context.images.addScene({ art: coverArt, variant: slug }), alt: gift.title },
    ...styleSlugs.slice(0, 2).map((styleSlug) => ({
      url: getCategoryImageUrl(context, styleSlug),
      alt: `${getTagOrThrow(context, styleSlug).name} in Canada`,
    })),
  ]);

  const tagSlugs = addProductTags(context, id, [
    ...themes.flatMap((theme) => theme.categoryLineage),
    ...(gift.coverCities ?? []).flatMap((cityKey) => listTagLineage(context, cityKey)),
    ...gift.productTags,
    ...gift.recipients,
    ...gift.occasions,
  ]);
  const description = [
    gift.summary,
    '',
    ...describeGiftSteps(),
    '',
    // The page lists the covered experiences as cards; the description does not repeat them.
    '## Good to know',
    '',
    '- The certificate never expires.',
    `- ${describeGiftCoverage(coverage)}`,
  ].join('\n');
  context.catalogue.products.push({
    id,
    kind: ProductKind.GIFT_VOUCHER,
    slug,
    title: gift.title,
    summary: gift.summary,
    description,
    priceCents,
    sortOrder: index * 10,
    popularity: createRandom(`gift:${slug}`).int(100, 900) + (tagSlugs.has('best-seller') ? 1500 : 0),
    published: true,
    seoTitle: `${gift.title} | Experience gifts in Canada`,
    seoDescription: gift.summary,
    giftParty: gift.party,
    giftOption: gift.option,
  });
  registerProduct(context, { id, slug, kind: ProductKind.GIFT_VOUCHER, title: gift.title, priceCents, published: true, tagSlugs });
}

function addGiftCard(context: BuildContext, valueCents: number, index: number): void {
  const dollars = valueCents / 100;
  const slug = `gift-card-${dollars}`;
  const id = createDemoId(`product:${slug}`);
  const title = `$${dollars} Gift Card`;
  const summary = `A $${dollars} gift card they can spend on any experience in Canada. It never expires.`;
  const coverUrl = context.images.addScene({ art: 'gift-box', variant: slug });
  const howItWorksUrl = context.images.addScene({ art: 'gift-box', variant: 'how-gift-cards-work' });
  addProductImages(context, id, [
    { url: coverUrl, alt: title },
    { url: howItWorksUrl, alt: 'How gift cards work' },
  ]);
  const tagSlugs = addProductTags(context, id, [
    'any-occasion',
    ...demoGiftCardRecipients,
    ...demoGiftCardOccasions,
    ...(dollars === 100 ? ['best-seller'] : []),
  ]);
  const description = [
    summary,
    '',
    ...describeGiftSteps(),
    '',
    '## Good to know',
    '',
    `- Value: $${dollars}.00 (CAD, tax included).`,
    '- Use it for one experience or several; the rest stays as balance.',
    '- The card and the balance never expire.',
  ].join('\n');
  context.catalogue.products.push({
    id,
    kind: ProductKind.GIFT_VOUCHER,
    slug,
    title,
    summary,
    description,
    priceCents: valueCents,
    sortOrder: index * 10,
    popularity: createRandom(`gift:${slug}`).int(100, 900) + (tagSlugs.has('best-seller') ? 1500 : 0),
    published: true,
    seoTitle: `${title} | Experience gifts in Canada`,
    seoDescription: summary,
  });
  registerProduct(context, { id, slug, kind: ProductKind.GIFT_VOUCHER, title, priceCents: valueCents, published: true, tagSlugs });
}
