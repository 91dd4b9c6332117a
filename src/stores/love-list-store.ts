import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LOVE_LIST_MAX_ITEMS, loveListProductSchema } from '@/domains/engagement/schemas';
import type { LoveListProduct } from '@/domains/engagement/schemas';

export const LOVE_LIST_STORAGE_KEY = 'gift-shop-love-list';

export type LoveListToggleOutcome = 'added' | 'removed';

/** Items read back from storage; entries that no longer parse are dropped, not the whole list. */
export function readStoredLoveList(stored: unknown): { items: LoveListProduct[]; accountSynced: boolean } {
  const parsed = z.object({ items: z.array(z.unknown()), accountSynced: z.boolean().optional() }).safeParse(stored);
  if (!parsed.success) return { items: [], accountSynced: false };
  const items = parsed.data.items.flatMap((entry) => {
    const item = loveListProductSchema.safeParse(entry);
    return item.success ? [item.data] : [];
  });
  return { items: items.slice(0, LOVE_LIST_MAX_ITEMS), accountSynced: parsed.data.accountSynced ?? false };
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
        // Newest first; past the limit the oldest entry gives way.
        set({ items: [product, ...get().items].slice(0, LOVE_LIST_MAX_ITEMS) });
        return 'added';
      },
      remove: (productId) => set({ items: get().items.filter((item) => item.id !== productId) }),
      replace: (items, accountSynced) => set({ items: items.slice(0, LOVE_LIST_MAX_ITEMS), accountSynced }),
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
