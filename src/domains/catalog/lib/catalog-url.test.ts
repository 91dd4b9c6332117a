import { describe, expect, it } from 'vitest';
import { catalogListParamsSchema } from '../schemas';
import { buildCatalogListHref, buildCatalogListQuery, countActiveFilters, findListFilterNames, formatDollarsParam } from './catalog-url';

const defaults = catalogListParamsSchema.parse({});

describe('formatDollarsParam', () => {
  it('writes whole dollars without decimals and cents with two', () => {
    expect(formatDollarsParam(2500)).toBe('25');
    expect(formatDollarsParam(2550)).toBe('25.50');
    expect(formatDollarsParam(0)).toBe('0');
  });
});

describe('buildCatalogListQuery', () => {
  it('is empty for the default list', () => {
    expect(buildCatalogListQuery(defaults)).toBe('');
    expect(buildCatalogListHref('/gift', defaults)).toBe('/gift');
  });

  it('round-trips through the params schema', () => {
    const params = catalogListParamsSchema.parse({
      category: 'food-tours',
      city: 'halifax',
      minPrice: '25.5',
      maxPrice: '200',
      duration: 'short',
      date: '2026-12-19',
      sort: 'price-desc',
      page: '3',
    });
    const query = buildCatalogListQuery(params);
    expect(query).toBe('category=food-tours&city=halifax&minPrice=25.50&maxPrice=200&duration=short&date=2026-12-19&sort=price-desc&page=3');
    expect(catalogListParamsSchema.parse(Object.fromEntries(new URLSearchParams(query)))).toEqual(params);
  });

  it('applies overrides such as the page of a pagination link', () => {
    const params = catalogListParamsSchema.parse({ city: 'halifax', page: '3' });
    expect(buildCatalogListHref('/booking', params, { page: 1 })).toBe('/booking?city=halifax');
    expect(buildCatalogListHref('/booking', params, { page: 4 })).toBe('/booking?city=halifax&page=4');
  });
});

describe('countActiveFilters', () => {
  it('counts filters but not sort or page', () => {
    expect(countActiveFilters(defaults)).toBe(0);
    expect(countActiveFilters(catalogListParamsSchema.parse({ city: 'halifax', maxPrice: '100', sort: 'newest', page: '2' }))).toBe(2);
  });
});

describe('findListFilterNames', () => {
  const options = {
    categories: [{ slug: 'food-tours', name: 'Food tours', depth: 1 }],
    cities: [{ slug: 'halifax', name: 'Halifax' }],
  };

  it('names the category and city a list is filtered by', () => {
    expect(findListFilterNames({ category: 'food-tours', city: 'halifax' }, options)).toEqual({ category: 'Food tours', city: 'Halifax' });
  });

  it('says "none" for a filter not set or not known', () => {
    expect(findListFilterNames({ category: 'no-such-thing' }, options)).toEqual({ category: 'none', city: 'none' });
  });
});
