/** Storefront path of a product page: gifts under /gift, experiences under /booking. */
export function productPath(product: { kind: 'GIFT_VOUCHER' | 'EXPERIENCE'; slug: string }): string {
  return product.kind === 'GIFT_VOUCHER' ? `/gift/${product.slug}` : `/booking/${product.slug}`;
}
