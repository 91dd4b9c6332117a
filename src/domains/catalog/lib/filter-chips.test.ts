import { describe, expect, it } from 'vitest';
import type { CatalogFilterOptions, CatalogListParams } from '../schemas';
import { buildClearFiltersHref, listActiveFilterChips } from './filter-chips';

const options: CatalogFilterOptions = {
  categories: [
    { slug: 'outdoors', name: 'Outdoors', depth: 0 },
    { slug: 'whale-watching', name: 'Whale watching', depth: 1 },
  ],
  cities: [
    { slug: 'halifax', name: 'Halifax' },
    { slug: 'quebec-city', name: 'Québec City' },
  ],
};

function params(fields: Partial<CatalogListParams> = {}): CatalogListParams {
  return { sort: 'popular', page: 1, ...fields };
}

describe('listActiveFilterChips', () => {
  it('has no chips for an unfiltered list, whatever its sort and page', () => {
    expect(listActiveFilterChips('/booking', params({ sort: 'price-asc', page: 3 }), options)).toEqual([]);
  });

  it('names the category and city, each removed on its own', () => {
    expect(listActiveFilterChips('/booking', params({ category: 'whale-watching', city: 'halifax' }), options)).toEqual([
      { filter: 'category', name: 'Whale watching', removeHref: '/booking?city=halifax' },
      { filter: 'city', name: 'Halifax', removeHref: '/booking?category=whale-watching' },
    ]);
  });

  it('keeps the sort and goes back to the first page when a filter is removed', () => {
    const [chip] = listActiveFilterChips('/gift', params({ city: 'quebec-city', sort: 'price-desc', page: 4 }), options);
    expect(chip).toEqual({ filter: 'city', name: 'Québec City', removeHref: '/gift?sort=price-desc' });
  });

  it('makes one chip of a price range, removing both ends', () => {
    expect(listActiveFilterChips('/gift', params({ minPriceCents: 2500, maxPriceCents: 10_050, city: 'halifax' }), options)).toEqual([
      { filter: 'city', name: 'Halifax', removeHref: '/gift?minPrice=25&maxPrice=100.50' },
      { filter: 'price', minPriceCents: 2500, maxPriceCents: 10_050, removeHref: '/gift?city=halifax' },
    ]);
  });

  it('shows an open-ended price range', () => {
    expect(listActiveFilterChips('/gift', params({ maxPriceCents: 5000 }), options)).toEqual([
      { filter: 'price', minPriceCents: undefined, maxPriceCents: 5000, removeHref: '/gift' },
    ]);
    expect(listActiveFilterChips('/gift', params({ minPriceCents: 5000 }), options)).toEqual([
      { filter: 'price', minPriceCents: 5000, maxPriceCents: undefined, removeHref: '/gift' },
    ]);
  });

  it('lists the duration and date of experiences', () => {
    expect(listActiveFilterChips('/booking', params({ duration: 'half-day', date: '2026-12-03' }), options)).toEqual([
      { filter: 'duration', duration: 'half-day', removeHref: '/booking?date=2026-12-03' },
      { filter: 'date', date: '2026-12-03', removeHref: '/booking?duration=half-day' },
    ]);
  });

  it('gives no chip to a category or city the list does not know (the list ignores it too)', () => {
    expect(listActiveFilterChips('/booking', params({ category: 'gone', city: 'atlantis' }), options)).toEqual([]);
  });
});

describe('buildClearFiltersHref', () => {
  it('drops every filter and the page, and keeps the sort', () => {
    expect(buildClearFiltersHref('/booking', params({ city: 'halifax', sort: 'newest' }))).toBe('/booking?sort=newest');
    expect(buildClearFiltersHref('/booking', params({ city: 'halifax' }))).toBe('/booking');
  });
});
