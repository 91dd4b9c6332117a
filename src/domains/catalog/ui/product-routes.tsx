import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { getPathname } from '@/i18n/navigation';
import { findListFilterNames } from '../lib/catalog-url';
import { productListPath, productPath } from '../lib/product-path';
import { catalogListParamsSchema } from '../schemas';
import type { ProductDetail, ProductKind } from '../schemas';
import { getCatalogFilterOptions, getProductDetail, listCatalogPage } from '../server/queries';
import { ProductListPage } from './product-list-page';
import { ExperienceProductPage, GiftProductPage, type GiftPurchaseSlot } from './product-pages';

export interface ListRouteProps {
  params: Promise<{ locale: string }>;
  /** Absent on the unfiltered list, which is rendered once and cached (src/storefront-routing.ts). */
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

async function readListParams(searchParams: ListRouteProps['searchParams']) {
  return catalogListParamsSchema.parse(searchParams ? await searchParams : {});
}

interface DetailRouteProps {
  params: Promise<{ locale: string; slug: string }>;
}

const listMessages = { GIFT_VOUCHER: 'modules.catalog.list.gifts', EXPERIENCE: 'modules.catalog.list.experiences' } as const;

/**
 * The list page of one product kind (/gift, /booking): metadata and page share the URL parsing.
 * The route of the list passes only `params`; the route of its filtered views passes the query too.
 */
export function createProductListRoute(kind: ProductKind) {
  const basePath = productListPath(kind);

  async function generateMetadata({ params, searchParams }: ListRouteProps): Promise<Metadata> {
    const { locale } = await params;
    const listParams = await readListParams(searchParams);
    const [t, options] = await Promise.all([getTranslations({ locale, namespace: listMessages[kind] }), getCatalogFilterOptions(kind, locale)]);
    const { page } = listParams;
    // Filtered views share the list's canonical URL; only the page number makes a different list.
    return createPageMetadata({
      locale,
      path: page > 1 ? `${basePath}?page=${page}` : basePath,
      title: t('filteredTitle', findListFilterNames(listParams, options)),
      description: t('intro'),
    });
  }

  async function ListPage({ params, searchParams }: ListRouteProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const listParams = await readListParams(searchParams);
    const [page, options] = await Promise.all([listCatalogPage(kind, listParams, locale), getCatalogFilterOptions(kind, locale)]);
    return <ProductListPage kind={kind} params={listParams} page={page} options={options} />;
  }

  return { generateMetadata, ListPage };
}

/** What the route of a product page gives it: the site URL (UI may not read the server environment) and the other areas' boxes. */
export interface ProductDetailRouteParts {
  readSiteUrl: () => string;
  /** The gift page's purchase box. */
  renderGiftPurchase: GiftPurchaseSlot;
  /** The tour page's booking box. */
  renderExperienceBooking: (product: ProductDetail) => ReactNode;
}

/**
 * The page of one product (/gift/{slug}, /booking/{slug}); a slug of the other kind is a 404.
 * The route composes it with the boxes of the areas built on the catalogue (src/shell/catalog).
 */
export function createProductDetailRoute(kind: ProductKind, { readSiteUrl, renderGiftPurchase, renderExperienceBooking }: ProductDetailRouteParts) {
  async function loadProduct(params: DetailRouteProps['params']) {
    const { slug, locale } = await params;
    const product = await getProductDetail(kind, slug, locale);
    if (!product) notFound();
    return product;
  }

  async function generateMetadata({ params }: DetailRouteProps): Promise<Metadata> {
    const { locale } = await params;
    const product = await loadProduct(params);
    const image = product.images[0];
    return createPageMetadata({
      locale,
      path: productPath(product),
      title: product.seoTitle ?? product.title,
      description: product.seoDescription ?? product.summary,
      image: image ? { url: image.url, width: image.width, height: image.height, alt: image.alt } : null,
    });
  }

  async function DetailPage({ params }: DetailRouteProps) {
    const { locale } = await params;
    setRequestLocale(locale);
    const product = await loadProduct(params);
    const siteUrl = readSiteUrl();
    const localizePath = (path: string) => getPathname({ locale, href: path });
    const context = { pageUrl: new URL(localizePath(productPath(product)), siteUrl).toString(), siteUrl, localizePath };
    return kind === 'GIFT_VOUCHER' ? (
      <GiftProductPage product={product} context={context} purchase={renderGiftPurchase} />
    ) : (
      <ExperienceProductPage product={product} context={context} booking={renderExperienceBooking(product)} />
    );
  }

  return { generateMetadata, DetailPage };
}
