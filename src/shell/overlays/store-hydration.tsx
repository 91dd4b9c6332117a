'use client';

import { useEffect } from 'react';
import { followSessionChanges } from '@/domains/accounts/ui/complete-session-change';
import { syncLoveListWithAccount } from '@/domains/engagement/ui/love-list-sync';
import { CART_STORAGE_KEY, useCartStore } from '@/stores/cart-store';
import { useGiftOccasionStore } from '@/stores/gift-occasion-store';
import { LOVE_LIST_STORAGE_KEY, useLoveListStore } from '@/stores/love-list-store';

const LOVE_LIST_SYNC_KEY = 'love-list-synced';

/**
 * Reads the cart, the love list (and the Gift Finder's occasion) from the browser's storage after the first render, so the server HTML
 * and the first client render agree; follows changes made in other tabs, and sign-ins and
 * sign-outs in this one.
 */
export function StoreHydration() {
  useEffect(() => {
    void useCartStore.persist.rehydrate();
    void useGiftOccasionStore.persist.rehydrate();
    void Promise.resolve(useLoveListStore.persist.rehydrate()).then(() => {
      // Once per tab session: a sign-in or sign-out in between syncs explicitly, and the
      // love-list page syncs on every visit.
      if (sessionStorage.getItem(LOVE_LIST_SYNC_KEY)) return;
      sessionStorage.setItem(LOVE_LIST_SYNC_KEY, '1');
      syncLoveListWithAccount().catch((error: unknown) => console.error('Syncing the love list with the account failed', error));
    });

    function handleStorage(event: StorageEvent): void {
      if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
      if (event.key === LOVE_LIST_STORAGE_KEY) void useLoveListStore.persist.rehydrate();
    }
    window.addEventListener('storage', handleStorage);
    // A sign-in merges a guest's list into the account; a sign-out drops the account's copy here.
    const stopFollowing = followSessionChanges(syncLoveListWithAccount);
    return () => {
      window.removeEventListener('storage', handleStorage);
      stopFollowing();
    };
  }, []);
  return null;
}
