'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef } from 'react';

export type AdminListParams = ReturnType<typeof useAdminListParams>;

/**
 * A list's page and search, kept in the address so a list can be shared, reloaded and reached
 * with Back. Other query parameters (a list's filters) are kept as they are; `setFilter` sets one.
 */
export function useAdminListParams({ perPage = 20 }: { perPage?: number } = {}) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);
  const search = searchParams.get('search') ?? '';
  // The query asked for last. router.replace reaches the address only once the server has answered,
  // so a change made meanwhile (a search typed right after choosing a view) builds on it instead of
  // on the address it is about to replace, which would undo the first change.
  const requestedQuery = useRef<string | null>(null);
  useEffect(() => {
    requestedQuery.current = null;
  }, [searchParams]);

  const update = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(requestedQuery.current ?? searchParams.toString());
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      const query = next.toString();
      requestedQuery.current = query;
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  return {
    page,
    perPage,
    search,
    /** The list's query for the admin API: `page`, `per_page` and `search` (SPEC §7), plus the filters. */
    apiQuery: (filters: Record<string, string | undefined> = {}) => {
      const query = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      if (search) query.set('search', search);
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return query.toString();
    },
    setPage: useCallback((nextPage: number) => update({ page: nextPage > 1 ? String(nextPage) : null }), [update]),
    // A new search or filter starts again at page 1.
    setSearch: useCallback((nextSearch: string) => update({ search: nextSearch, page: null }), [update]),
    setFilter: useCallback((key: string, value: string | null) => update({ [key]: value, page: null }), [update]),
    filter: (key: string) => searchParams.get(key),
  };
}
