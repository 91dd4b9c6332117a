import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { getPathname } from '@/i18n/navigation';
import { productPath } from '../lib/product-path';
import type { ProductDetail, ProductKind } from '../schemas';
import { getProductDetail } from '../server/queries';
import { ExperienceProductPage, GiftProductPage, type GiftPurchaseSlot } from './product-pages';

export interface DetailRouteProps {
  params: Promise<{ locale: string; slug: string }>;
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
