'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { usePersistHydrated } from '@/stores/use-persist-hydrated';
import { getButtonClassName } from '@/components/ui/button-class-name';
import type { ProductCard } from '@/domains/catalog/schemas';
import { listLoveListProductsAction } from '@/domains/engagement/actions';
import { Link } from '@/i18n/navigation';
import { useLoveListStore } from '@/stores/love-list-store';
import { LoveListCard } from './love-list-card';
import { syncLoveListWithAccount } from './love-list-sync';

export function LoveListEmptyState() {
  const t = useTranslations('modules.loveList');
  return (
    <div className="mt-8 rounded-xl border border-dashed border-black/20 p-8 text-center">
      <p className="text-lg font-semibold">{t('empty')}</p>
      <p className="mt-2 text-muted">{t('emptyHint')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/gift" className={getButtonClassName('primary')}>
          {t('browseGifts')}
        </Link>
        <Link href="/booking" className={getButtonClassName('secondary')}>
          {t('browseExperiences')}
        </Link>
      </div>
    </div>
  );
}

/** Fresh cards for saved slugs; a slug mapped to null is no longer on sale. */
function useCardsBySlug(slugs: string[], enabled: boolean) {
  const [cardsBySlug, setCardsBySlug] = useState<Record<string, ProductCard | null>>({});
  const [failed, setFailed] = useState(false);
  const locale = useLocale();
  const missingKey = slugs.filter((slug) => !(slug in cardsBySlug)).join('\n');
  useEffect(() => {
    if (!enabled || missingKey === '') return;
    const missing = missingKey.split('\n');
    let active = true;
    listLoveListProductsAction(missing, locale)
      .then((result) => {
        if (!active) return;
        if (!result.ok) throw new Error(result.message);
        const found = new Map(result.data.map((card) => [card.slug, card]));
        setCardsBySlug((known) => ({ ...known, ...Object.fromEntries(missing.map((slug) => [slug, found.get(slug) ?? null])) }));
      })
      .catch((error: unknown) => {
        console.error('Loading love list cards failed', error);
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [enabled, missingKey, locale]);
  return { cardsBySlug, failed, loading: missingKey !== '' && !failed };
}

/** The love list kept in this browser (and, signed in, in the account), as product cards. */
export function LoveListView() {
  const t = useTranslations('modules.loveList');
  const hydrated = usePersistHydrated(useLoveListStore.persist);
  const items = useLoveListStore((state) => state.items);
  const [synced, setSynced] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    // Every visit re-reads a signed-in account's list, which other devices may have changed.
    syncLoveListWithAccount()
      .catch((error: unknown) => console.error('Syncing the love list with the account failed', error))
      .finally(() => setSynced(true));
  }, [hydrated]);

  const ready = hydrated && synced;
  const { cardsBySlug, failed, loading } = useCardsBySlug(
    items.map((item) => item.slug),
    ready,
  );

  if (!ready || (loading && items.every((item) => cardsBySlug[item.slug] === undefined))) {
    return (
      <p role="status" className="mt-8 text-muted">
        {t('loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <p role="alert" className="mt-8 text-brand-dark">
        {t('loadFailed')}
      </p>
    );
  }
  const cards = items.flatMap((item) => cardsBySlug[item.slug] ?? []);
  if (cards.length === 0) return <LoveListEmptyState />;
  return (
    <ul aria-label={t('listLabel')} className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {cards.map((card) => (
        <li key={card.id}>
          <LoveListCard product={card} />
        </li>
      ))}
    </ul>
  );
}
