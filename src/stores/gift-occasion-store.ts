import * as z from 'zod/mini';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The occasion the visitor last answered in the Gift Finder (its tag's slug), kept for the tab's
 * session: the gift page and /order start each gift in the card design that suits it (issue 27).
 */
type GiftOccasionState = {
  occasionSlug: string | null;
  setOccasion: (slug: string) => void;
};

const storedOccasion = z.object({ occasionSlug: z.nullable(z.string().check(z.maxLength(80))) });

export const useGiftOccasionStore = create<GiftOccasionState>()(
  persist(
    (set) => ({
      occasionSlug: null,
      setOccasion: (slug) => set({ occasionSlug: slug }),
    }),
    {
      name: 'gift-shop-occasion',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ occasionSlug: state.occasionSlug }),
      merge: (stored, current) => ({ ...current, occasionSlug: storedOccasion.safeParse(stored).data?.occasionSlug ?? null }),
      // Server HTML starts with no occasion; the browser copy is read after mount (StoreHydration).
      skipHydration: true,
    },
  ),
);
