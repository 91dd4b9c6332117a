import type { CatalogFilterOptions, CatalogListParams } from '../schemas';
import { DEFAULT_CATALOG_SORT } from './list-options';

/** Cents → the dollars written in a list URL: 2500 → "25", 2550 → "25.50". */
export function formatDollarsParam(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/**
 * The query string (without "?") of a list page, leaving out defaults so URLs stay short and
 * one list has one URL. `overrides` replaces single values, e.g. `{ page: 2 }`.
 */
export function buildCatalogListQuery(params: CatalogListParams, overrides: Partial<CatalogListParams> = {}): string {
  const merged = { ...params, ...overrides };
  const query = new URLSearchParams();
  if (merged.category) query.set('category', merged.category);
  if (merged.city) query.set('city', merged.city);
  if (merged.minPriceCents !== undefined) query.set('minPrice', formatDollarsParam(merged.minPriceCents));
  if (merged.maxPriceCents !== undefined) query.set('maxPrice', formatDollarsParam(merged.maxPriceCents));
  if (merged.duration) query.set('duration', merged.duration);
  if (merged.date) query.set('date', merged.date);
  if (merged.sort !== DEFAULT_CATALOG_SORT) query.set('sort', merged.sort);
  if (merged.page > 1) query.set('page', String(merged.page));
  return query.toString();
}

export function buildCatalogListHref(basePath: string, params: CatalogListParams, overrides: Partial<CatalogListParams> = {}): string {
  const query = buildCatalogListQuery(params, overrides);
  return query ? `${basePath}?${query}` : basePath;
}

/** How many filters narrow the list (sort and page do not), for the phone "Filters (2)" button. */
export function countActiveFilters(params: CatalogListParams): number {
  return [params.category, params.city, params.minPriceCents, params.maxPriceCents, params.duration, params.date].filter(
    (value) => value !== undefined,
  ).length;
}

/**
 * The names of the category and city a list is filtered by, for its heading and title ("none"
 * when not filtered by one, which the messages select on). A slug no option has is ignored, as
 * the list ignores it.
 */
export function findListFilterNames(params: Pick<CatalogListParams, 'category' | 'city'>, options: CatalogFilterOptions): { category: string; city: string } {
  const category = options.categories.find((option) => option.slug === params.category)?.name;
  const city = options.cities.find((option) => option.slug === params.city)?.name;
  return { category: category ?? 'none', city: city ?? 'none' };
}
