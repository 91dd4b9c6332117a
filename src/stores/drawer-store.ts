import type { ReactNode } from 'react';
import { create } from 'zustand';

export const drawerTypes = ['cart', 'burger-menu', 'features-product-list-filter'] as const;
export type DrawerType = (typeof drawerTypes)[number];
export type DrawerPlacement = 'left' | 'right';
export type DrawerWidth = 64 | 80;

/**
 * Either a render function (from client code) or a map of nodes per drawer type; the map is what
 * a server layout can pass, since functions cannot cross the server/client boundary.
 */
export type DrawerContent = ((type: DrawerType) => ReactNode) | Partial<Record<DrawerType, ReactNode>>;

export type DrawerOptions = {
  placement?: DrawerPlacement;
  closeButton?: boolean;
  width?: DrawerWidth;
};

type DrawerState = {
  isOpen: boolean;
  type: DrawerType | null;
  placement: DrawerPlacement;
  closeButton: boolean;
  width: DrawerWidth;
  open: (type: DrawerType, options?: DrawerOptions) => void;
  close: () => void;
};

/** Body marker shared by overlays (drawer, quiz) so page styles can react to them. */
export const MODAL_OPEN_CLASS = 'modal-open';

/** SPEC §2 overlays: left, width 80, close button only when asked for. */
const defaultOptions = { placement: 'left', closeButton: false, width: 80 } as const satisfies Required<DrawerOptions>;

function setBodyModalClass(isOpen: boolean): void {
  // Stores are imported during server rendering too, where there is no document.
  if (typeof document === 'undefined') return;
  document.body.classList.toggle(MODAL_OPEN_CLASS, isOpen);
}

export const useDrawerStore = create<DrawerState>()((set) => ({
  isOpen: false,
  type: null,
  ...defaultOptions,
  open: (type, options) => {
    // Each opening starts from the defaults so options of a previous drawer do not leak.
    set({
      isOpen: true,
      type,
      placement: options?.placement ?? defaultOptions.placement,
      closeButton: options?.closeButton ?? defaultOptions.closeButton,
      width: options?.width ?? defaultOptions.width,
    });
    setBodyModalClass(true);
  },
  close: () => {
    set({ isOpen: false, type: null });
    setBodyModalClass(false);
  },
}));


/** The Cart drawer, on the right with its close button, from the header, a content link or a toast. */
export function openCartDrawer(): void {
  useDrawerStore.getState().open('cart', { placement: 'right', closeButton: true });
}
