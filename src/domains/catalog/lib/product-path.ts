import type { ProductKind } from '../schemas';

/** Where each kind of product lives in the storefront: gifts under /gift, experiences under /booking. */
export function productListPath(kind: ProductKind): '/gift' | '/booking' {
  return kind === 'GIFT_VOUCHER' ? '/gift' : '/booking';
}

/** Storefront path of a product page. */
export function productPath(product: { kind: ProductKind; slug: string }): string {
  return `${productListPath(product.kind)}/${product.slug}`;
}
