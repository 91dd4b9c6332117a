'use client';

import { createContext, createElement, useContext, type ComponentType } from 'react';
import type { ProductKind } from '../schemas';

/** What a product's action (the love-list heart) needs to know of the product. */
export type ActionableProduct = { id: string; slug: string; kind: ProductKind; title: string; priceCents: number; imageUrl: string | null };

export type ProductActionProps = { product: ActionableProduct; className?: string };

/**
 * The action every product card and product page carries. Catalog leaves it open; the storefront
 * shell fills it (src/shell/product-action-provider.tsx), so catalog does not import the areas
 * built on it.
 */
export const ProductActionContext = createContext<ComponentType<ProductActionProps> | null>(null);

export function ProductAction(props: ProductActionProps) {
  const action = useContext(ProductActionContext);
  return action ? createElement(action, props) : null;
}
