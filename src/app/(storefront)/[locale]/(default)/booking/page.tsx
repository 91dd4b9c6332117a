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
  const t = await getTranslations({ locale, namespace: 'modules.catalog.list.experiences' });
  // Filtered views share the list's canonical URL; only the page number makes a different list.
  return createPageMetadata({ locale, path: page > 1 ? `/booking?page=${page}` : '/booking', title: t('title'), description: t('intro') });
}

export default async function ExperienceListPage({ params, searchParams }: ListPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const listParams = catalogListParamsSchema.parse(await searchParams);
  const [page, options] = await Promise.all([listCatalogPage('EXPERIENCE', listParams), getCatalogFilterOptions('EXPERIENCE')]);
  return <ProductListPage kind="EXPERIENCE" params={listParams} page={page} options={options} />;
}
