import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isRecord, isText } from '@/lib/plain-checks';

/**
 * The occasion the visitor last answered in the Gift Finder (its tag's slug), kept for the tab's
 * session: the gift page and /order start each gift in the card design that suits it (issue 27).
 */
type GiftOccasionState = {
  occasionSlug: string | null;
  setOccasion: (slug: string) => void;
};

/** The slug kept in the tab's session, or null when there is none or it does not read. */
function readStoredOccasion(stored: unknown): string | null {
  const slug = isRecord(stored) ? stored.occasionSlug : null;
  return isText(slug, 80) ? slug : null;
}

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
      merge: (stored, current) => ({ ...current, occasionSlug: readStoredOccasion(stored) }),
      // Server HTML starts with no occasion; the browser copy is read after mount (StoreHydration).
      skipHydration: true,
    },
  ),
);
