import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { createPageMetadata } from '@/components/seo/page-metadata';
import { findListFilterNames } from '../lib/catalog-url';
import { productListPath } from '../lib/product-path';
import { catalogListParamsSchema } from '../schemas';
import type { ProductKind } from '../schemas';
import { getCatalogFilterOptions, listCatalogPage } from '../server/queries';
import { ProductListPage } from './product-list-page';

export interface ListRouteProps {
  params: Promise<{ locale: string }>;
  /** Absent on the unfiltered list, which is rendered once and cached (src/storefront-routing.ts). */
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

async function readListParams(searchParams: ListRouteProps['searchParams']) {
  return catalogListParamsSchema.parse(searchParams ? await searchParams : {});
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
