import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { getProductDetail } from '@/domains/catalog/server/queries';
import { GiftProductPage } from '@/domains/catalog/ui/product-pages';
import { getPathname } from '@/i18n/navigation';
import { getServerEnv } from '@/server/env';

interface ProductPageProps {
  params: Promise<{ locale: string; slug: string }>;
}

async function loadProduct(params: ProductPageProps['params']) {
  const { slug } = await params;
  const product = await getProductDetail('GIFT_VOUCHER', slug);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: ProductPageProps): Promise<Metadata> {
  const { locale } = await params;
  const product = await loadProduct(params);
  const image = product.images[0];
  return createPageMetadata({
    locale,
    path: `/gift/${product.slug}`,
    title: product.seoTitle ?? product.title,
    description: product.seoDescription ?? product.summary,
    image: image ? { url: image.url, width: image.width, height: image.height, alt: image.alt } : null,
  });
}

export default async function GiftPage({ params }: ProductPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const product = await loadProduct(params);
  const siteUrl = getServerEnv().SITE_URL;
  const localizePath = (path: string) => getPathname({ locale, href: path });
  return (
    <GiftProductPage
      product={product}
      context={{ pageUrl: new URL(localizePath(`/gift/${product.slug}`), siteUrl).toString(), siteUrl, localizePath }}
    />
  );
}
