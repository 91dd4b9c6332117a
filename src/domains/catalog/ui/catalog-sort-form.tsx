'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { buildCatalogListHref, buildCatalogListQuery } from '../lib/catalog-url';
import { DEFAULT_CATALOG_SORT, catalogSorts, type CatalogSort } from '../lib/list-options';
import type { CatalogListParams } from '../schemas';

/**
 * Sort order of a list. With JavaScript a new choice applies at once (results reorder in place,
 * focus stays on the select); without it, the form's button submits the same GET request.
 */
export function CatalogSortForm({ values, idPrefix }: { values: CatalogListParams; idPrefix: string }) {
  const t = useTranslations('form.catalogFilters');
  const pathname = usePathname();
  const router = useRouter();
  // The current filters travel with the form; a new order starts from page 1.
  const filterEntries = [...new URLSearchParams(buildCatalogListQuery(values, { sort: DEFAULT_CATALOG_SORT, page: 1 }))];

  function handleChange(event: ChangeEvent<HTMLSelectElement>): void {
    const sort = event.target.value as CatalogSort;
    router.push(buildCatalogListHref(pathname, values, { sort, page: 1 }), { scroll: false });
  }

  return (
    <form method="get" action={pathname} className="flex items-center gap-2">
      {filterEntries.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${idPrefix}-sort`} className="text-sm font-semibold whitespace-nowrap">
        {t('sort')}
      </label>
      <select
        key={values.sort}
        id={`${idPrefix}-sort`}
        name="sort"
        defaultValue={values.sort}
        onChange={handleChange}
        className="min-h-11 rounded-md border border-black/25 bg-white px-3 text-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      >
        {catalogSorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sorts.${sort}`)}
          </option>
        ))}
      </select>
      <span className="hidden noscript:inline">
        <button type="submit" className={getButtonClassName('secondary', 'md', 'min-h-11')}>
          {t('applySort')}
        </button>
      </span>
    </form>
  );
}
