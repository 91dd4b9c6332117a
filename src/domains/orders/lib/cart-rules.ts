import { isRecord, readEach } from '@/lib/plain-checks';
import { CART_MAX_ITEMS, readCartItem } from './cart-item';
import type { CartItem } from './cart-item';

export { CART_MAX_ITEMS };

export type AddToCartOutcome = 'added' | 'duplicate' | 'full';

/** One line per gift; a booking line is also told apart by its grade and date. */
export function getCartLineKey(item: Pick<CartItem, 'id' | 'tourGradeCode' | 'travelDate'>): string {
  return [item.id, item.tourGradeCode ?? '', item.travelDate ?? ''].join('|');
}

/** SPEC §5 and §9: a line already in the cart is refused, then a full cart takes no more. */
export function addCartLine(items: readonly CartItem[], item: CartItem): { outcome: AddToCartOutcome; items: CartItem[] } {
  const key = getCartLineKey(item);
  if (items.some((existing) => getCartLineKey(existing) === key)) return { outcome: 'duplicate', items: [...items] };
  if (items.length >= CART_MAX_ITEMS) return { outcome: 'full', items: [...items] };
  return { outcome: 'added', items: [...items, item] };
}

export type CartLineTitle = { title: string; untranslated: boolean };

/** A line's title in `locale`: the one the cart holds for that language, else the title it was added with. */
export function getCartLineTitle(item: Pick<CartItem, 'title' | 'titles'>, locale: string): CartLineTitle {
  return item.titles?.[locale] ?? { title: item.title, untranslated: false };
}

/** The gifts whose title in `locale` the cart does not hold yet: to ask the server for. */
export function listCartProductsUntitledIn(items: readonly CartItem[], locale: string): string[] {
  return [...new Set(items.filter((item) => !item.titles?.[locale]).map((item) => item.id))];
}

/** The lines with the titles in `locale` the server gave, by gift. */
export function setCartTitlesIn(items: readonly CartItem[], locale: string, titles: ReadonlyMap<string, CartLineTitle>): CartItem[] {
  return items.map((item) => {
    const title = titles.get(item.id);
    return title ? { ...item, titles: { ...item.titles, [locale]: title } } : item;
  });
}

/**
 * Old-style image uris come from the previous shop, which saved absolute links to its backend's
 * `/storage/…` folder. This app serves product pictures itself under `/uploads/…`, so any other
 * uri (absolute `http(s)://…/storage/…`, protocol-relative, or a bare storage path) points at a
 * host that no longer answers and cannot go through the image optimiser.
 */
export function isOldStyleImageUri(uri: string): boolean {
  return !uri.startsWith('/uploads/');
}

/** Items read back from storage; anything unreadable, or any old-style image, empties the cart (SPEC §4). */
export function readStoredCartItems(stored: unknown): CartItem[] {
  const items = isRecord(stored) ? readEach(stored.items, readCartItem) : null;
  if (!items || items.length > CART_MAX_ITEMS) return [];
  return items.some((item) => item.image !== null && isOldStyleImageUri(item.image.uri)) ? [] : items;
}
