import { create } from 'zustand';
import type { ModalName } from '@/domains/content/schemas';

type SiteModalState = {
  /** The latest request; `serial` tells two requests of the same modal apart. */
  request: { name: ModalName; serial: number } | null;
};

export const useSiteModalStore = create<SiteModalState>(() => ({ request: null }));

/**
 * Asks for one of the SPEC §2 named modals. The storefront's modal host (src/shell/overlays/site-modals.tsx)
 * opens it, so a content link or engagement's subscribe button need not know the modals' areas.
 */
export function openSiteModal(name: ModalName): void {
  useSiteModalStore.setState((state) => ({ request: { name, serial: (state.request?.serial ?? 0) + 1 } }));
}
