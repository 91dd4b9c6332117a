import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { splitLoveListOverflow } from '@/domains/engagement/lib/love-list-limit';
import { readLoveListProduct } from '@/domains/engagement/lib/love-list-product';
import type { LoveListProduct } from '@/domains/engagement/lib/love-list-product';
import { isRecord } from '@/lib/plain-checks';

export const LOVE_LIST_STORAGE_KEY = 'gift-shop-love-list';

export type LoveListToggleOutcome = 'added' | 'removed';

/** Items read back from storage; entries that no longer parse are dropped, not the whole list. */
export function readStoredLoveList(stored: unknown): { items: LoveListProduct[]; accountSynced: boolean } {
  const { items = null, accountSynced = false } = isRecord(stored) ? stored : {};
  if (!Array.isArray(items) || typeof accountSynced !== 'boolean') return { items: [], accountSynced: false };
  const readable = items.flatMap((entry: unknown) => readLoveListProduct(entry) ?? []);
  return { items: splitLoveListOverflow(readable).kept, accountSynced };
}

type LoveListState = {
  items: LoveListProduct[];
  /** True while the list mirrors a signed-in account's list (changes are also saved there). */
  accountSynced: boolean;
  has: (productId: string) => boolean;
  toggle: (product: LoveListProduct) => LoveListToggleOutcome;
  remove: (productId: string) => void;
  replace: (items: LoveListProduct[], accountSynced: boolean) => void;
};

export const useLoveListStore = create<LoveListState>()(
  persist(
    (set, get) => ({
      items: [],
      accountSynced: false,
      has: (productId) => get().items.some((item) => item.id === productId),
      toggle: (product) => {
        if (get().has(product.id)) {
          get().remove(product.id);
          return 'removed';
        }
        set({ items: splitLoveListOverflow([product, ...get().items]).kept });
        return 'added';
      },
      remove: (productId) => set({ items: get().items.filter((item) => item.id !== productId) }),
      replace: (items, accountSynced) => set({ items: splitLoveListOverflow(items).kept, accountSynced }),
    }),
    {
      name: LOVE_LIST_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items, accountSynced: state.accountSynced }),
      merge: (stored, current) => ({ ...current, ...readStoredLoveList(stored) }),
      skipHydration: true,
    },
  ),
);
