import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { addCartLine, getCartLineKey, readStoredCartItems, setCartTitlesIn } from '@/domains/orders/lib/cart-rules';
import type { AddToCartOutcome, CartLineTitle } from '@/domains/orders/lib/cart-rules';
import type { CartItem, GiftPersonalisation } from '@/domains/orders/schemas';

export const CART_STORAGE_KEY = 'gift-shop-cart';

type CartState = {
  items: CartItem[];
  /** Pure state change; callers turn the outcome into the SPEC §8 notices. */
  addItem: (item: CartItem) => AddToCartOutcome;
  /** Returns the removed item, or null when no line has that key. */
  removeItem: (lineKey: string) => CartItem | null;
  /** Replaces a gift line's personalisation (edited on /order). */
  setPersonalisation: (lineKey: string, personalisation: GiftPersonalisation) => void;
  /** Keeps the gifts' titles in `locale`, by gift id, as the server gave them. */
  setTitles: (locale: string, titles: ReadonlyMap<string, CartLineTitle>) => void;
  clear: () => void;
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      addItem: (item) => {
        const { outcome, items } = addCartLine(get().items, item);
        if (outcome === 'added') set({ items });
        return outcome;
      },
      removeItem: (lineKey) => {
        const removed = get().items.find((item) => getCartLineKey(item) === lineKey) ?? null;
        if (removed) set({ items: get().items.filter((item) => item !== removed) });
        return removed;
      },
      setPersonalisation: (lineKey, personalisation) =>
        set({ items: get().items.map((item) => (getCartLineKey(item) === lineKey ? { ...item, personalisation } : item)) }),
      setTitles: (locale, titles) => set({ items: setCartTitlesIn(get().items, locale, titles) }),
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
