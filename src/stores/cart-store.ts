import { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** SPEC §9: the cart holds at most 6 items. */
export const CART_MAX_ITEMS = 6;
export const CART_STORAGE_KEY = 'gift-shop-cart';

const cartItemSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  /** Cents, tax included. */
  price: z.number().int().nonnegative(),
  image: z.object({ uri: z.string() }).nullable(),
  tourGradeCode: z.string().optional(),
  /** Local date of the experience, YYYY-MM-DD. */
  travelDate: z.string().optional(),
  ageBandsCount: z.array(z.object({ ageBandCode: z.string(), count: z.number().int().nonnegative() })).optional(),
  maxTravelersCount: z.number().int().positive().optional(),
  provider: z.string().nullable(),
});

/** SPEC §3 cart item. */
export type CartItem = z.infer<typeof cartItemSchema>;
export type AddToCartOutcome = 'added' | 'duplicate' | 'full';

/**
 * Old-style image uris come from the previous shop, which saved absolute links to its backend's
 * `/storage/…` folder. This app serves product pictures itself under `/uploads/…`, so any other
 * uri (absolute `http(s)://…/storage/…`, protocol-relative, or a bare storage path) points at a
 * host that no longer answers and cannot go through the image optimiser.
 */
export function isOldStyleImageUri(uri: string): boolean {
  return !uri.startsWith('/uploads/');
}

/** One line per gift; a booking line is also told apart by its grade and date. */
export function getCartLineKey(item: Pick<CartItem, 'id' | 'tourGradeCode' | 'travelDate'>): string {
  return [item.id, item.tourGradeCode ?? '', item.travelDate ?? ''].join('|');
}

/** Items read back from storage; anything unreadable, or any old-style image, empties the cart (SPEC §4). */
export function readStoredCartItems(stored: unknown): CartItem[] {
  const parsed = z.object({ items: z.array(cartItemSchema).max(CART_MAX_ITEMS) }).safeParse(stored);
  if (!parsed.success) return [];
  const { items } = parsed.data;
  return items.some((item) => item.image !== null && isOldStyleImageUri(item.image.uri)) ? [] : items;
}

type CartState = {
  items: CartItem[];
  /** Pure state change; callers turn the outcome into the SPEC §8 notices. */
  addItem: (item: CartItem) => AddToCartOutcome;
  /** Returns the removed item, or null when no line has that key. */
  removeItem: (lineKey: string) => CartItem | null;
  clear: () => void;
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem: (item) => {
        const { items } = get();
        const key = getCartLineKey(item);
        if (items.some((existing) => getCartLineKey(existing) === key)) return 'duplicate';
        if (items.length >= CART_MAX_ITEMS) return 'full';
        set({ items: [...items, item] });
        return 'added';
      },
      removeItem: (lineKey) => {
        const removed = get().items.find((item) => getCartLineKey(item) === lineKey) ?? null;
        if (removed) set({ items: get().items.filter((item) => item !== removed) });
        return removed;
      },
      clear: () => set({ items: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ items: state.items }),
      merge: (stored, current) => ({ ...current, items: readStoredCartItems(stored) }),
      // Server HTML has an empty cart; the browser copy is read after mount (StoreHydration).
      skipHydration: true,
    },
  ),
);

export function selectCartCount(state: CartState): number {
  return state.items.length;
}

export function selectCartTotalCents(state: CartState): number {
  return state.items.reduce((total, item) => total + item.price, 0);
}
