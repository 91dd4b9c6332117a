import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/i18n/navigation';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../lib/search-suggestions';
import type { SearchPage } from '../schemas';
import { ActiveFilterChips } from './active-filter-chips';
import { Pagination } from './pagination';
import { ProductCard, ProductCardGrid } from './product-card';

function buildSearchHref(query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params.toString()}`;
}

/** /search: the server-rendered results the header search falls back to without JavaScript. */
export async function SearchResultsPage({ query, results }: { query: string | null; results: SearchPage | null }) {
  const [t, tChips] = await Promise.all([getTranslations('modules.search'), getTranslations('modules.catalog.filterChips')]);
  return (
    <div className="container-page py-8 md:py-10">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{query ? t('page.titleWithQuery', { query }) : t('page.title')}</h1>
      <form method="get" action="/search" role="search" className="mt-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-query" className="sr-only">
          {t('label')}
        </label>
        <input
          id="search-page-query"
          name="q"
          type="search"
          defaultValue={query ?? ''}
          minLength={SEARCH_MIN_LENGTH}
          maxLength={SEARCH_MAX_LENGTH}
          required
          placeholder={t('placeholder')}
          className="min-h-12 w-full min-w-0 rounded-full border border-black/25 px-5 text-base focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
        />
        <button type="submit" className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-full bg-brand-dark px-5 font-semibold text-white hover:bg-brand">
          <Icon name="search" size={20} />
          <span className="max-xs:sr-only">{t('submit')}</span>
        </button>
      </form>

      {results === null || query === null ? (
        <p className="mt-8 text-muted">{t('page.prompt')}</p>
      ) : results.total === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-black/20 px-6 py-12 text-center">
          <p className="text-lg">{t('page.empty', { query })}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link href="/gift" className="inline-flex min-h-11 items-center rounded-md border border-brand-dark px-5 font-semibold text-brand-dark hover:bg-brand-light">
              {t('page.browseGifts')}
            </Link>
            <Link href="/booking" className="inline-flex min-h-11 items-center rounded-md border border-brand-dark px-5 font-semibold text-brand-dark hover:bg-brand-light">
              {t('page.browseExperiences')}
            </Link>
          </div>
        </div>
      ) : (
        <section aria-labelledby="search-results-heading" className="mt-10">
          <h2 id="search-results-heading" className="mb-4 text-lg font-bold">
            {results.totalCapped ? t('page.resultCountMore', { count: results.total }) : t('page.resultCount', { count: results.total })}
          </h2>
          {/* The search text is the one filter here; removing it leaves the empty search page. */}
          <ActiveFilterChips chips={[{ key: 'search', label: tChips('searchText', { query }), removeHref: '/search' }]} />
          {results.matchedSimilarWords && <p className="-mt-2 mb-6 text-muted">{t('page.similarWords', { query })}</p>}
          <ProductCardGrid>
            {results.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eagerImage={index < 4} />
              </li>
            ))}
          </ProductCardGrid>
          <Pagination page={results.page} pageCount={results.pageCount} buildHref={(page) => buildSearchHref(query, page)} />
        </section>
      )}
    </div>
  );
}
