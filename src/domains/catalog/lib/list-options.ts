// Plain constants, no zod: the list pages' filter and sort forms run in the browser (R4).

export const catalogSorts = ['popular', 'price-asc', 'price-desc', 'newest'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'popular';

export const durationBuckets = ['short', 'half-day', 'full-day'] as const;
export type DurationBucket = (typeof durationBuckets)[number];
