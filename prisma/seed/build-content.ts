import type { Prisma } from '../../src/generated/prisma/client';
import { ProductKind, SiteContentKey } from '../../src/generated/prisma/enums';
import { footerContentSchema, homePageContentSchema, logoContentSchema } from '../../src/domains/content/schemas';
import type { DemoCatalogue } from './build-catalogue';
import {
  SHOP_NAME,
  demoFooter,
  demoHomePage,
  demoLandings,
  demoPosts,
  productBreadcrumbLandings,
  type DemoBreadcrumb,
  type DemoLanding,
} from './content-data';
import type { ImageCollector, SceneRequest } from './images';
import { createDemoId, slugify } from './random';

export interface DemoContent {
  breadcrumbs: Prisma.BreadcrumbCreateManyInput[];
  landings: Prisma.LandingCreateManyInput[];
  landingTags: Prisma.LandingTagCreateManyInput[];
  landingBreadcrumbs: Prisma.LandingBreadcrumbCreateManyInput[];
  landingSimilar: Prisma.LandingSimilarCreateManyInput[];
  productBreadcrumbs: Prisma.ProductBreadcrumbCreateManyInput[];
  posts: Prisma.PostCreateManyInput[];
  siteContent: Prisma.SiteContentCreateManyInput[];
}

/** Logo drawn at twice its display size, for sharp rendering on high-density screens. */
const LOGO_DISPLAY = { width: 320, height: 80 } as const;

export function buildDemoContent(catalogue: DemoCatalogue, images: ImageCollector, staffId: string): DemoContent {
  const content: DemoContent = {
    breadcrumbs: [],
    landings: [],
    landingTags: [],
    landingBreadcrumbs: [],
    landingSimilar: [],
    productBreadcrumbs: [],
    posts: [],
    siteContent: [],
  };
  const breadcrumbIds = new Map<string, string>();
  const landingIds = new Map(demoLandings.map((landing) => [landing.urlPath, createDemoId(`landing:${landing.urlPath}`)]));

  const getBreadcrumbId = (crumb: DemoBreadcrumb): string => {
    const key = `${crumb.label}|${crumb.url}`;
    let id = breadcrumbIds.get(key);
    if (!id) {
      id = createDemoId(`breadcrumb:${key}`);
      breadcrumbIds.set(key, id);
      content.breadcrumbs.push({ id, label: crumb.label, url: crumb.url });
    }
    return id;
  };
  const getLandingIdOrThrow = (urlPath: string): string => {
    const id = landingIds.get(urlPath);
    if (!id) throw new Error(`Unknown demo landing "${urlPath}"`);
    return id;
  };

  demoLandings.forEach((landing, index) => {
    const landingId = getLandingIdOrThrow(landing.urlPath);
    content.landings.push({
      id: landingId,
      urlPath: landing.urlPath,
      title: landing.title,
      body: landing.body,
      bannerImg: images.addScene(getLandingScene(catalogue, landing)),
      thumbImg: images.addScene({ ...getLandingScene(catalogue, landing), size: 'thumb' }),
      seoTitle: landing.seoTitle,
      seoDescription: landing.seoDescription,
      seoKeywords: landing.seoKeywords,
      published: true,
      sortOrder: index * 10,
    });
    for (const slug of landing.tags) content.landingTags.push({ landingId, tagId: getTagIdOrThrow(catalogue, slug) });
    landing.breadcrumbs.forEach((crumb, position) => {
      content.landingBreadcrumbs.push({ landingId, breadcrumbId: getBreadcrumbId(crumb), position });
    });
    landing.similar.forEach((urlPath, position) => {
      content.landingSimilar.push({ landingId, similarId: getLandingIdOrThrow(urlPath), position });
    });
  });

  const breadcrumbSources = productBreadcrumbLandings.map((urlPath) => findLandingOrThrow(urlPath));
  for (const product of catalogue.productBySlug.values()) {
    if (product.kind !== ProductKind.EXPERIENCE) continue;
    const source = breadcrumbSources.find((landing) => landing.tags.some((slug) => product.tagSlugs.has(slug)));
    source?.breadcrumbs.forEach((crumb, position) => {
      content.productBreadcrumbs.push({ productId: product.id, breadcrumbId: getBreadcrumbId(crumb), position });
    });
  }

  for (const post of demoPosts) {
    content.posts.push({
      id: createDemoId(`post:${post.slug}`),
      slug: post.slug,
      title: post.title,
      excerpt: post.excerpt,
      body: post.body,
      coverImage: images.addScene({ art: post.art, variant: post.slug }),
      authorName: post.authorName,
      published: true,
      publishedAt: new Date(post.publishedAt),
      seoTitle: post.title,
      seoDescription: post.excerpt,
    });
  }

  content.siteContent = buildSiteContent(catalogue, images, staffId);
  return content;
}

/** A landing about a category shows the category's own picture; one about a product tag, its own art. */
function getLandingScene(catalogue: DemoCatalogue, landing: DemoLanding): SceneRequest {
  const tagScene = landing.tags[0] === undefined ? undefined : catalogue.tagScenes.get(landing.tags[0]);
  if (tagScene) return tagScene;
  if (!landing.art) throw new Error(`Demo landing "${landing.urlPath}" needs art`);
  return { art: landing.art, variant: slugify(landing.urlPath) };
}

function findLandingOrThrow(urlPath: string): DemoLanding {
  const landing = demoLandings.find((candidate) => candidate.urlPath === urlPath);
  if (!landing) throw new Error(`Unknown demo landing "${urlPath}"`);
  return landing;
}

function getTagIdOrThrow(catalogue: DemoCatalogue, slug: string): string {
  const id = catalogue.tagIdBySlug.get(slug);
  if (!id) throw new Error(`Unknown demo tag "${slug}"`);
  return id;
}

function assertPublishedProducts(catalogue: DemoCatalogue, slugs: readonly string[], kind: ProductKind): void {
  for (const slug of slugs) {
    const product = catalogue.productBySlug.get(slug);
    if (!product || product.kind !== kind || !product.published) throw new Error(`Site content names unknown ${kind} "${slug}"`);
  }
}

/** Parsed with the content area's schemas, so the admin editor can open what the seed wrote. */
function buildSiteContent(catalogue: DemoCatalogue, images: ImageCollector, staffId: string): Prisma.SiteContentCreateManyInput[] {
  const homePage = homePageContentSchema.parse({
    ...demoHomePage,
    hero: { ...demoHomePage.hero, imageUrl: images.addScene({ art: 'canoe', variant: 'hero' }) },
  });
  assertPublishedProducts(catalogue, homePage.featuredGiftSlugs, ProductKind.GIFT_VOUCHER);
  assertPublishedProducts(catalogue, homePage.featuredExperienceSlugs, ProductKind.EXPERIENCE);
  homePage.topCategoryTagSlugs.forEach((slug) => getTagIdOrThrow(catalogue, slug));

  const footer = footerContentSchema.parse(demoFooter);
  footer.topGiftCategoryTagSlugs.forEach((slug) => getTagIdOrThrow(catalogue, slug));

  const logo = logoContentSchema.parse({
    url: images.addLogo({ kind: 'logo', file: 'logo.png', width: LOGO_DISPLAY.width * 2, height: LOGO_DISPLAY.height * 2 }),
    alt: SHOP_NAME,
    ...LOGO_DISPLAY,
  });

  return [
    { key: SiteContentKey.HOME_PAGE, data: homePage, updatedById: staffId },
    { key: SiteContentKey.FOOTER, data: footer, updatedById: staffId },
    { key: SiteContentKey.LOGO, data: logo, updatedById: staffId },
  ];
}
