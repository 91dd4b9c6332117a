'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { selectCartCount, useCartStore } from '@/stores/cart-store';
import { openCartDrawer } from '@/stores/drawer-store';

/** Header button with the item count; opens the Cart drawer on the right. */
export function CartButton() {
  const t = useTranslations('modules.cart');
  const count = useCartStore(selectCartCount);
  return (
    <button
      type="button"
      aria-label={t('openCart', { count })}
      aria-haspopup="dialog"
      onClick={openCartDrawer}
      className="relative flex size-11 items-center justify-center rounded-full hover:bg-black/5"
    >
      <Icon name="cart" size={24} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 flex min-w-5 items-center justify-center rounded-full bg-brand px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </button>
  );
}
