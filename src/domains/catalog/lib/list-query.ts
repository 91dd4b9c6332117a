/**
 * The query parameters a product list reads (`catalogListParamsSchema`). A list address with any of
 * them is a filtered, sorted or paged view, rendered per request; without them it is the one
 * unfiltered list, rendered once and served from the cache (src/storefront-routing.ts).
 */
export const catalogListQueryKeys = ['category', 'city', 'minPrice', 'maxPrice', 'duration', 'date', 'sort', 'page'] as const;

export type CatalogListQueryKey = (typeof catalogListQueryKeys)[number];
