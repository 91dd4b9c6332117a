'use client';

import Image from 'next/image';
import { useTranslations, useLocale } from 'next-intl';
import { useEffect } from 'react';
import { Link } from '@/i18n/navigation';
import { formatMoney } from '@/lib/money';
import { useRecentlyViewedStore, type RecentlyViewedProduct } from '@/stores/recently-viewed-store';
import { productPath } from '../lib/product-path';

/**
 * Records this product as viewed and lists the others this browser viewed last (SPEC §9 keeps
 * 10). The list lives in localStorage, so it appears after hydration; the server renders none.
 */
export function RecentlyViewed({ product }: { product: RecentlyViewedProduct }) {
  const locale = useLocale();
  const t = useTranslations('modules.catalog');
  const others = useRecentlyViewedStore((state) => state.products).filter((entry) => entry.id !== product.id);

  useEffect(() => {
    let cancelled = false;
    // Read what other pages stored before adding to it, or this view would replace the list.
    void Promise.resolve(useRecentlyViewedStore.persist.rehydrate()).then(() => {
      if (!cancelled) useRecentlyViewedStore.getState().recordView(product);
    });
    return () => {
      cancelled = true;
    };
  }, [product]);

  if (others.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="mt-16 border-t border-black/10 pt-10">
      <h2 id="recently-viewed-heading" className="mb-6 text-2xl font-extrabold">
        {t('recentlyViewed.heading')}
      </h2>
      <ul className="flex gap-4 overflow-x-auto pb-2">
        {others.map((entry) => (
          <li key={entry.id} className="w-48 shrink-0">
            <Link href={productPath(entry)} className="group block rounded-lg focus-visible:outline-offset-4">
              <div className="relative aspect-[3/2] overflow-hidden rounded-lg bg-brand-light">
                {entry.imageUrl && <Image src={entry.imageUrl} alt="" fill sizes="12rem" className="object-cover" />}
              </div>
              <p className="mt-2 text-sm font-bold leading-snug group-hover:text-brand-dark">{entry.title}</p>
              <p className="text-sm text-muted">
                {entry.kind === 'EXPERIENCE' ? t('fromPrice', { price: formatMoney(entry.priceCents, locale) }) : formatMoney(entry.priceCents, locale)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
