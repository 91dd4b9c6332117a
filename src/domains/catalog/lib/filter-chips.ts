import type { CatalogFilterOptions, CatalogListParams } from '../schemas';
import type { DurationBucket } from './list-options';
import { buildCatalogListHref } from './catalog-url';

/**
 * One active filter of a list, as a chip that removes it: `removeHref` is the same list without
 * that filter (other filters and the sort kept, back to page 1). The chip's words come from the
 * messages, so it carries the values to put in them.
 */
export type ListFilterChip = { removeHref: string } & (
  | { filter: 'category' | 'city'; name: string }
  | { filter: 'price'; minPriceCents: number; maxPriceCents: number | undefined }
  | { filter: 'price'; minPriceCents: undefined; maxPriceCents: number }
  | { filter: 'duration'; duration: DurationBucket }
  | { filter: 'date'; date: string }
);

/**
 * The chips of a list's active filters, in the order of the filter form. A price range is one
 * chip (both ends go together); the sort orders the list but filters nothing, so it has none; a
 * category or city slug that no option has is ignored by the list, so it gets no chip either.
 */
export function listActiveFilterChips(basePath: string, params: CatalogListParams, options: CatalogFilterOptions): ListFilterChip[] {
  const without = (overrides: Partial<CatalogListParams>) => buildCatalogListHref(basePath, params, { ...overrides, page: 1 });
  const chips: ListFilterChip[] = [];
  const category = options.categories.find((option) => option.slug === params.category);
  if (category) chips.push({ filter: 'category', name: category.name, removeHref: without({ category: undefined }) });
  const city = options.cities.find((option) => option.slug === params.city);
  if (city) chips.push({ filter: 'city', name: city.name, removeHref: without({ city: undefined }) });
  const { minPriceCents, maxPriceCents } = params;
  const withoutPrice = () => without({ minPriceCents: undefined, maxPriceCents: undefined });
  if (minPriceCents !== undefined) chips.push({ filter: 'price', minPriceCents, maxPriceCents, removeHref: withoutPrice() });
  else if (maxPriceCents !== undefined) chips.push({ filter: 'price', minPriceCents, maxPriceCents, removeHref: withoutPrice() });
  if (params.duration) chips.push({ filter: 'duration', duration: params.duration, removeHref: without({ duration: undefined }) });
  if (params.date) chips.push({ filter: 'date', date: params.date, removeHref: without({ date: undefined }) });
  return chips;
}

/** The list without any filter, in the same order: what "Clear all" opens. */
export function buildClearFiltersHref(basePath: string, params: Pick<CatalogListParams, 'sort'>): string {
  return buildCatalogListHref(basePath, { sort: params.sort, page: 1 });
}
