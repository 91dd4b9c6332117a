import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** SPEC §9: recently viewed products limit 10. */
export const RECENTLY_VIEWED_LIMIT = 10;

export type RecentlyViewedProduct = {
  id: string;
  slug: string;
  kind: 'GIFT_VOUCHER' | 'EXPERIENCE';
  title: string;
  priceCents: number;
  imageUrl: string | null;
  city: string | null;
};

type RecentlyViewedState = {
  /** Newest first. */
  products: RecentlyViewedProduct[];
  recordView: (product: RecentlyViewedProduct) => void;
  clear: () => void;
};

export const RECENTLY_VIEWED_STORAGE_KEY = 'recently-viewed';

/**
 * The last products this browser opened, kept in localStorage. Hydration is manual
 * (`persist.rehydrate()` after mount) so the server render and the first client render agree.
 */
export const useRecentlyViewedStore = create<RecentlyViewedState>()(
  persist(
    (set) => ({
      products: [],
      recordView: (product) =>
        set((state) => ({
          // A product viewed again moves to the front instead of appearing twice.
          products: [product, ...state.products.filter((entry) => entry.id !== product.id)].slice(0, RECENTLY_VIEWED_LIMIT),
        })),
      clear: () => set({ products: [] }),
    }),
    {
      name: RECENTLY_VIEWED_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ products: state.products }),
      skipHydration: true,
    },
  ),
);
