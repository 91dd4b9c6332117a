'use client';

import { useLocale } from 'next-intl';
import { useCallback, useEffect } from 'react';
import { useCartStore } from '@/stores/cart-store';
import { quoteOrderAction } from '../actions';
import { getCartLineTitle, listCartProductsUntitledIn, type CartLineTitle } from '../lib/cart-rules';
import type { CartItem } from '../schemas';

/**
 * The cart's titles in the page's language. A line keeps the title of each language it has been
 * shown in; a gift added in another language, or kept by an older cart, is named by the server
 * (the order quote's titles) once, and shows the title it was added with meanwhile.
 */
export function useCartLineTitle(): (item: CartItem) => CartLineTitle {
  const locale = useLocale();
  const untitled = useCartStore((state) => listCartProductsUntitledIn(state.items, locale).join(','));
  useEffect(() => {
    if (!untitled) return;
    let current = true;
    void quoteOrderAction({ productIds: untitled.split(',') }).then((result) => {
      if (!current || !result.ok) return;
      const titles = result.data.lines.flatMap((line) => (line.title === null ? [] : [[line.productId, { title: line.title, untranslated: line.titleUntranslated }] as const]));
      useCartStore.getState().setTitles(locale, new Map(titles));
    });
    return () => {
      current = false;
    };
  }, [untitled, locale]);
  return useCallback((item: CartItem) => getCartLineTitle(item, locale), [locale]);
}
