export type PaginationItem = { type: 'page'; page: number } | { type: 'gap'; key: string };

/**
 * Page numbers to show: the first, the last, and the current one with its neighbours; runs of
 * hidden pages become a gap. A gap of a single page shows that page instead.
 */
export function listPaginationItems(current: number, pageCount: number): PaginationItem[] {
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pageCount));
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push({ type: 'page', page: previous + 1 });
    else if (page - previous > 2) items.push({ type: 'gap', key: `gap-${previous}` });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}
