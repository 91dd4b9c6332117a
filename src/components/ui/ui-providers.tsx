'use client';

import { LoadingBar } from '@/components/ui/loading-bar';
import { DrawerHost } from '@/components/ui/drawer';
import type { DrawerContent } from '@/stores/drawer-store';
import { ModalHost } from '@/components/ui/modal-host';
import { Toaster } from '@/components/ui/toaster';

export type UiProvidersProps = {
  /** From a server layout pass the map form `{ cart: <Cart />, … }`; a render function works from client code. */
  drawerContent?: DrawerContent;
};

/** The shared overlays; render once inside NextIntlClientProvider in the storefront root layout. */
export function UiProviders({ drawerContent }: UiProvidersProps) {
  return (
    <>
      <LoadingBar />
      <Toaster />
      <ModalHost />
      <DrawerHost content={drawerContent} />
    </>
  );
}
