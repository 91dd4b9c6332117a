'use client';

import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { buildCatalogListHref, formatDollarsParam } from '../lib/catalog-url';
import { DEFAULT_CATALOG_SORT, durationBuckets } from '../lib/list-options';
import type { CatalogFilterOptions, CatalogListParams } from '../schemas';

export type ProductListFilterFormProps = {
  kind: 'GIFT_VOUCHER' | 'EXPERIENCE';
  options: CatalogFilterOptions;
  values: CatalogListParams;
  /** Ids must differ between the side column and the drawer copy of the form. */
  idPrefix: string;
  onApplied?: () => void;
};

const fieldClasses =
  'mt-1 block min-h-11 w-full rounded-md border border-black/25 bg-white px-3 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';
const labelClasses = 'block text-sm font-semibold';

/** Submitted filters as URL parameters, leaving out the empty fields a GET form would send. */
function readFilterQuery(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') query.set(name, value.trim());
  }
  return query.toString();
}

/**
 * The list filters as a GET form: without JavaScript the browser submits it to the list URL;
 * with JavaScript the same URL is opened by the router, without empty parameters. A new
 * filter starts again from page 1, so the page is not part of the form.
 */
export function ProductListFilterForm({ kind, options, values, idPrefix, onApplied }: ProductListFilterFormProps) {
  const t = useTranslations('form.catalogFilters');
  const pathname = usePathname();
  const router = useRouter();
  const id = (field: string) => `${idPrefix}-${field}`;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const query = readFilterQuery(event.currentTarget);
    router.push(query ? `${pathname}?${query}` : pathname);
    onApplied?.();
  }

  // `pathname` already carries the locale prefix, so plain Next.js links and URLs are used here.
  const clearHref = buildCatalogListHref(pathname, { sort: values.sort, page: 1 });

  return (
    <form method="get" action={pathname} onSubmit={handleSubmit} className="flex flex-col gap-5">
      {values.sort !== DEFAULT_CATALOG_SORT && <input type="hidden" name="sort" value={values.sort} />}
      <div>
        <label htmlFor={id('category')} className={labelClasses}>
          {t('category')}
        </label>
        <select id={id('category')} name="category" defaultValue={values.category ?? ''} className={fieldClasses}>
          <option value="">{t('anyCategory')}</option>
          {options.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {/* Non-breaking spaces show the tree in a native select. */}
              {`${'\u00a0\u00a0\u00a0'.repeat(category.depth)}${category.name}`}
            </option>
          ))}
        </select>
      </div>
      {options.cities.length > 0 && (
        <div>
          <label htmlFor={id('city')} className={labelClasses}>
            {t('city')}
          </label>
          <select id={id('city')} name="city" defaultValue={values.city ?? ''} className={fieldClasses}>
            <option value="">{t('anyCity')}</option>
            {options.cities.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset>
        <legend className={labelClasses}>{t('price')}</legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={id('min-price')} className="text-sm text-muted">
              <span aria-hidden="true">{t('minPlaceholder')}</span>
              <span className="sr-only">{t('minPrice')}</span>
            </label>
            <input
              id={id('min-price')}
              name="minPrice"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={values.minPriceCents === undefined ? '' : formatDollarsParam(values.minPriceCents)}
              className={fieldClasses}
            />
          </div>
          <div>
            <label htmlFor={id('max-price')} className="text-sm text-muted">
              <span aria-hidden="true">{t('maxPlaceholder')}</span>
              <span className="sr-only">{t('maxPrice')}</span>
            </label>
            <input
              id={id('max-price')}
              name="maxPrice"
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              defaultValue={values.maxPriceCents === undefined ? '' : formatDollarsParam(values.maxPriceCents)}
              className={fieldClasses}
            />
          </div>
        </div>
      </fieldset>
      {kind === 'EXPERIENCE' && (
        <>
          <div>
            <label htmlFor={id('duration')} className={labelClasses}>
              {t('duration')}
            </label>
            <select id={id('duration')} name="duration" defaultValue={values.duration ?? ''} className={fieldClasses}>
              <option value="">{t('anyDuration')}</option>
              {durationBuckets.map((bucket) => (
                <option key={bucket} value={bucket}>
                  {t(`durations.${bucket}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={id('date')} className={labelClasses}>
              {t('date')}
            </label>
            <input id={id('date')} name="date" type="date" defaultValue={values.date ?? ''} className={fieldClasses} />
          </div>
        </>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={getButtonClassName('primary', 'md', 'min-h-11')}>
          {t('apply')}
        </button>
        <NextLink
          href={clearHref}
          onClick={onApplied}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-dark underline underline-offset-4"
        >
          {t('clear')}
        </NextLink>
      </div>
    </form>
  );
}
