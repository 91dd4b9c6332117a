/** TanStack Query keys of the landing screens, so a save refreshes every list and form that shows it. */
export const landingQueryKeys = {
  all: ['admin', 'landings'] as const,
  list: (query: string) => ['admin', 'landings', 'list', query] as const,
  detail: (id: string) => ['admin', 'landings', 'detail', id] as const,
  breadcrumbs: ['admin', 'breadcrumbs'] as const,
};
