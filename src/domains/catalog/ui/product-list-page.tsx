import { getLocale, getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { buildCatalogListHref, countActiveFilters, findListFilterNames } from '../lib/catalog-url';
import { buildClearFiltersHref, listActiveFilterChips, type ListFilterChip } from '../lib/filter-chips';
import { productListPath } from '../lib/product-path';
import type { CatalogFilterOptions, CatalogListParams, CatalogPage, ProductKind } from '../schemas';
import { ActiveFilterChips, type ActiveFilterChip } from './active-filter-chips';
import { CatalogSortForm } from './catalog-sort-form';
import { Pagination } from './pagination';
import { ProductCard, ProductCardGrid } from './product-card';
import { ProductListFilterButton } from './product-list-filter-drawer';
import { ProductListFilterForm } from './product-list-filter-form';

const listMessageKeys = { GIFT_VOUCHER: 'gifts', EXPERIENCE: 'experiences' } as const;

/** The chips of the active filters, in the visitor's words. */
async function labelFilterChips(chips: ListFilterChip[]): Promise<ActiveFilterChip[]> {
  const locale = await getLocale();
  const [t, tFilters, format] = await Promise.all([
    getTranslations('modules.catalog.filterChips'),
    getTranslations('form.catalogFilters'),
    getFormatter(),
  ]);
  function labelChip(chip: ListFilterChip): string {
    switch (chip.filter) {
      case 'category':
      case 'city':
        return chip.name;
      case 'price':
        if (chip.minPriceCents === undefined) return t('priceUpTo', { max: formatMoney(chip.maxPriceCents, locale) });
        if (chip.maxPriceCents === undefined) return t('priceFrom', { min: formatMoney(chip.minPriceCents, locale) });
        return t('priceRange', { min: formatMoney(chip.minPriceCents, locale), max: formatMoney(chip.maxPriceCents, locale) });
      case 'duration':
        return tFilters(`durations.${chip.duration}`);
      case 'date':
        // A calendar day, not an instant: read and shown in UTC so it never shifts a day.
        return t('date', { date: format.dateTime(new Date(`${chip.date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) });
    }
  }
  return chips.map((chip) => ({ key: chip.filter, label: labelChip(chip), removeHref: chip.removeHref }));
}

/** The gift list (/gift) and the experience list (/booking): filters, sort, results, pages. */
export async function ProductListPage({
  kind,
  params,
  page,
  options,
}: {
  kind: ProductKind;
  params: CatalogListParams;
  page: CatalogPage;
  options: CatalogFilterOptions;
}) {
  const t = await getTranslations('modules.catalog.list');
  const tFilters = await getTranslations('form.catalogFilters');
  const basePath = productListPath(kind);
  const messages = listMessageKeys[kind];
  const activeFilters = countActiveFilters(params);
  const chips = await labelFilterChips(listActiveFilterChips(basePath, params, options));
  // A filter form remembers what it was given; a new URL must give it fresh values.
  const formKey = JSON.stringify(params);

  return (
    <div className="container-page py-8 md:py-10">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{t(`${messages}.filteredTitle`, findListFilterNames(params, options))}</h1>
        <p className="mt-2 text-lg text-muted">{t(`${messages}.intro`)}</p>
      </header>
      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-10">
        {/* Wide screens: a side column. Phones: the drawer, or this column when scripting is off. */}
        <aside aria-labelledby="list-filters-heading" className="mb-10 hidden lg:block noscript:block">
          <h2 id="list-filters-heading" className="mb-4 text-lg font-bold">
            {tFilters('heading')}
          </h2>
          <ProductListFilterForm key={formKey} kind={kind} options={options} values={params} idPrefix="list-filters" />
        </aside>
        <section aria-labelledby="list-results-heading">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h2 id="list-results-heading" className="text-lg font-bold">
              {page.totalCapped ? t(`${messages}.resultCountMore`, { count: page.total }) : t(`${messages}.resultCount`, { count: page.total })}
              {page.pageCount > 1 && !page.totalCapped && (
                <span className="ml-2 text-sm font-normal text-muted">{t('pageOf', { page: page.page, pageCount: page.pageCount })}</span>
              )}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              <ProductListFilterButton kind={kind} options={options} values={params} activeCount={activeFilters} />
              <CatalogSortForm values={params} idPrefix="list" />
            </div>
          </div>
          <ActiveFilterChips chips={chips} clearAllHref={buildClearFiltersHref(basePath, params)} />
          {page.items.length > 0 ? (
            <ProductCardGrid layout="beside-sidebar" label={t('resultsLabel')}>
              {page.items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eagerImage={index === 0 ? 'lcp' : index < 3} />
                </li>
              ))}
            </ProductCardGrid>
          ) : (
            <div className="rounded-xl border border-dashed border-black/20 px-6 py-12 text-center">
              <p className="text-xl font-bold">{t('emptyTitle')}</p>
              <p className="mt-2 text-muted">{t('emptyText')}</p>
              <Link
                href={buildClearFiltersHref(basePath, params)}
                className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-dark px-5 font-semibold text-white hover:bg-brand"
              >
                {t('clearFilters')}
              </Link>
            </div>
          )}
          <Pagination
            page={page.page}
            pageCount={page.pageCount}
            buildHref={(target) => buildCatalogListHref(basePath, params, { page: target })}
          />
        </section>
      </div>
    </div>
  );
}
