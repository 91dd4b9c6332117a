'use client';

import { useEffect } from 'react';
import { usePersistHydrated } from '@/stores/use-persist-hydrated';
import { useCartStore } from '@/stores/cart-store';

/** A paid order's page empties the cart: the buyer may have come back from the bank's page, not from the Pay button. */
export function ClearCart() {
  const hydrated = usePersistHydrated(useCartStore.persist);
  useEffect(() => {
    if (hydrated) useCartStore.getState().clear();
  }, [hydrated]);
  return null;
}
