import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { catalogListParamsSchema } from '@/domains/catalog/schemas';
import { getCatalogFilterOptions, listCatalogPage } from '@/domains/catalog/server/queries';
import { ProductListPage } from '@/domains/catalog/ui/product-list-page';

interface ListPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: ListPageProps): Promise<Metadata> {
  const { locale } = await params;
  const { page } = catalogListParamsSchema.parse(await searchParams);
  const t = await getTranslations({ locale, namespace: 'modules.catalog.list.gifts' });
  // Filtered views share the list's canonical URL; only the page number makes a different list.
  return createPageMetadata({ locale, path: page > 1 ? `/gift?page=${page}` : '/gift', title: t('title'), description: t('intro') });
}

export default async function GiftListPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const listParams = catalogListParamsSchema.parse(await searchParams);
  const [page, options] = await Promise.all([listCatalogPage('GIFT_VOUCHER', listParams), getCatalogFilterOptions('GIFT_VOUCHER')]);
  return <ProductListPage kind="GIFT_VOUCHER" params={listParams} page={page} options={options} />;
}
