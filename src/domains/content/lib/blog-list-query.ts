/** The query parameters the blog list reads: with one of them it is a later page, rendered per request. */
export const blogListQueryKeys = ['page'] as const;
