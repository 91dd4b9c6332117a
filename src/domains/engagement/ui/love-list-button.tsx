'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import type { LoveListProduct } from '@/domains/engagement/schemas';
import { useLoveListStore } from '@/stores/love-list-store';
import { notify, notifyProduct } from '@/stores/toast-store';
import { saveLoveListChange } from './love-list-sync';

export type { LoveListProduct };

export type LoveListButtonProps = { product: LoveListProduct; className?: string };

/** Heart toggle: kept in the browser for guests and also saved to the account when signed in. */
export function LoveListButton({ product, className }: LoveListButtonProps) {
  const t = useTranslations('modules.loveList');
  const isLoved = useLoveListStore((state) => state.items.some((item) => item.id === product.id));

  function handleClick(): void {
    const store = useLoveListStore.getState();
    const outcome = store.toggle(product);
    notifyProduct({ type: 'success', title: t(`${outcome}.title`), description: t(`${outcome}.description`, { title: product.title }) });
    if (!store.accountSynced) return;
    saveLoveListChange(outcome === 'added' ? 'add' : 'remove', product.id).catch(() => {
      // Put the browser copy back so it keeps matching the account.
      useLoveListStore.getState().toggle(product);
      notify({ type: 'error', description: t('saveFailed') });
    });
  }

  return (
    <button
      type="button"
      aria-pressed={isLoved}
      aria-label={t('toggle', { title: product.title })}
      onClick={handleClick}
      className={
        className ??
        'inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-brand shadow-sm hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'
      }
    >
      <Icon name={isLoved ? 'heart-filled' : 'heart'} size={22} />
    </button>
  );
}
