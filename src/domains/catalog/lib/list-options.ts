// Plain constants, no zod: the list pages' filter and sort forms run in the browser (R4).

// `featured`: the order staff set (each product's position, exported and imported in the back office).
export const catalogSorts = ['popular', 'featured', 'price-asc', 'price-desc', 'newest'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const DEFAULT_CATALOG_SORT: CatalogSort = 'popular';

export const durationBuckets = ['short', 'half-day', 'full-day'] as const;
export type DurationBucket = (typeof durationBuckets)[number];
