'use client';

import type { ReactNode } from 'react';
import { ProductActionContext } from '@/domains/catalog/ui/product-action';
import { LoveListButton } from '@/domains/engagement/ui/love-list-button';

/** Every product card and page of the storefront carries the love-list heart. */
export function ProductActionProvider({ children }: { children: ReactNode }) {
  return <ProductActionContext.Provider value={LoveListButton}>{children}</ProductActionContext.Provider>;
}
