import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CATALOG_PAGE_SIZE, searchPageParamsSchema } from '@/domains/catalog/schemas';
import { searchCatalog } from '@/domains/catalog/server/queries';
import { SearchResultsPage } from '@/domains/catalog/ui/search-results-page';

// The query string is the search, so the page renders per request.
export const dynamic = 'force-dynamic';

interface SearchPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const { locale } = await params;
  const { q } = searchPageParamsSchema.parse(await searchParams);
  const t = await getTranslations({ locale, namespace: 'modules.search.page' });
  // Result pages are endless variations of the lists: keep them out of search engines.
  return { title: q ? t('titleWithQuery', { query: q }) : t('title'), robots: { index: false, follow: true } };
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  const { q, page } = searchPageParamsSchema.parse(await searchParams);
  const results = q ? await searchCatalog(q, page, CATALOG_PAGE_SIZE, locale) : null;
  return <SearchResultsPage query={q ?? null} results={results} />;
}
