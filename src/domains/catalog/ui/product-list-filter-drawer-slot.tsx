'use client';

import type { ReactNode } from 'react';
import { create } from 'zustand';

/**
 * The drawer host lives in the root layout, but the filters belong to the list page on screen:
 * the page registers the drawer's content here, and the host renders it. Kept apart from the
 * filter form so that pages without a list do not load the form's code.
 */
export const useFilterDrawerContentStore = create<{ content: ReactNode }>()(() => ({ content: null }));

/** Content of the `features-product-list-filter` drawer (SPEC §2); give it to the drawer host. */
export function ProductListFilterDrawerContent() {
  return useFilterDrawerContentStore((state) => state.content);
}
