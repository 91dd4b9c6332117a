'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Icon } from '@/components/ui/icon';
import { useDrawerStore } from '@/stores/drawer-store';
import { useFilterDrawerContentStore } from './product-list-filter-drawer-slot';
import { ProductListFilterForm, type ProductListFilterFormProps } from './product-list-filter-form';

const DRAWER_TYPE = 'features-product-list-filter';

/**
 * Phone and tablet entry to the list filters (wide screens show them in a side column). Hidden
 * when scripting is off: the side column form is shown on every width then.
 */
export function ProductListFilterButton({ activeCount, ...formProps }: Omit<ProductListFilterFormProps, 'idPrefix' | 'onApplied'> & { activeCount: number }) {
  const t = useTranslations('form.catalogFilters');
  const openDrawer = useDrawerStore((state) => state.open);
  const closeDrawer = useDrawerStore((state) => state.close);
  const { kind, options, values } = formProps;

  useEffect(() => {
    useFilterDrawerContentStore.setState({
      content: (
        <div className="px-5 pb-8 pt-2">
          {/* The drawer is already named "Filters" for assistive tech; this is the visible title. */}
          <p aria-hidden="true" className="mb-4 text-xl font-bold">
            {t('heading')}
          </p>
          <ProductListFilterForm
            key={JSON.stringify(values)}
            kind={kind}
            options={options}
            values={values}
            idPrefix="drawer-filters"
            onApplied={closeDrawer}
          />
        </div>
      ),
    });
  }, [kind, options, values, t, closeDrawer]);

  useEffect(
    () => () => {
      useFilterDrawerContentStore.setState({ content: null });
      // Leaving the list (e.g. back to the home page) must not leave an empty drawer open.
      if (useDrawerStore.getState().type === DRAWER_TYPE) useDrawerStore.getState().close();
    },
    [],
  );

  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={() => openDrawer(DRAWER_TYPE, { closeButton: true })}
      className="inline-flex min-h-11 items-center gap-2 rounded-md border border-black/25 bg-white px-4 text-sm font-semibold hover:bg-black/5 lg:hidden noscript:hidden"
    >
      <Icon name="filter" size={18} />
      {activeCount > 0 ? t('openCount', { count: activeCount }) : t('open')}
    </button>
  );
}
