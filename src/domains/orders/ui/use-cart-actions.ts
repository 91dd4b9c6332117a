'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useRouter } from '@/i18n/navigation';
import { useCartStore } from '@/stores/cart-store';
import { openDialog } from '@/stores/dialog-store';
import { openCartDrawer, useDrawerStore } from '@/stores/drawer-store';
import { notifyProduct } from '@/stores/toast-store';
import { CART_MAX_ITEMS, getCartLineTitle } from '../lib/cart-rules';
import type { AddToCartOutcome } from '../lib/cart-rules';
import type { CartItem } from '../schemas';

const GO_TO_ORDER = 'go-to-order';

/** Cart changes with their SPEC §8 notices: gift added, gift removed, already in cart, max limit. */
export function useCartActions() {
  const t = useTranslations('modules.cart');
  const locale = useLocale();
  const router = useRouter();

  const openMaxLimitDialog = useCallback(() => {
    void openDialog('info', {
      title: t('maxLimit.title'),
      content: t('maxLimit.description', { max: CART_MAX_ITEMS }),
      buttons: [
        { label: t('maxLimit.continueShopping'), value: false, variant: 'secondary' },
        { label: t('maxLimit.goToOrder'), value: GO_TO_ORDER, variant: 'primary' },
      ],
    }).then((answer) => {
      if (answer !== GO_TO_ORDER) return;
      useDrawerStore.getState().close();
      router.push('/order');
    });
  }, [router, t]);

  const addToCart = useCallback(
    (item: CartItem): AddToCartOutcome => {
      const outcome = useCartStore.getState().addItem(item);
      switch (outcome) {
        case 'added':
          notifyProduct({
            type: 'success',
            title: t('added.title'),
            description: t('added.description', { title: item.title }),
            action: { label: t('viewCart'), onClick: openCartDrawer },
          });
          // SPEC §4: the 6th gift goes in, and the cart says it is now full.
          if (useCartStore.getState().items.length >= CART_MAX_ITEMS) openMaxLimitDialog();
          break;
        case 'duplicate':
          notifyProduct({ type: 'info', description: t('alreadyInCart') });
          break;
        case 'full':
          openMaxLimitDialog();
          break;
      }
      return outcome;
    },
    [openMaxLimitDialog, t],
  );

  const removeFromCart = useCallback(
    (lineKey: string): void => {
      const removed = useCartStore.getState().removeItem(lineKey);
      if (removed) {
        notifyProduct({ type: 'success', title: t('removed.title'), description: t('removed.description', { title: getCartLineTitle(removed, locale).title }) });
      }
    },
    [t, locale],
  );

  return { addToCart, removeFromCart };
}
