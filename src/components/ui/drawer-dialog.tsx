'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogFrame } from '@/components/ui/dialog-frame';
import { useDrawerStore } from '@/stores/drawer-store';
import type { DrawerContent, DrawerPlacement, DrawerType, DrawerWidth } from '@/stores/drawer-store';


const titleKeys = {
  cart: 'cart',
  'burger-menu': 'burgerMenu',
  'features-product-list-filter': 'featuresProductListFilter',
} as const satisfies Record<DrawerType, string>;

const placementClasses: Record<DrawerPlacement, string> = {
  left: 'left-0 border-r',
  right: 'right-0 border-l',
};

// 64 → 16rem, 80 → 20rem (Tailwind spacing); never wider than a small phone's screen.
const widthClasses: Record<DrawerWidth, string> = {
  64: 'w-64',
  80: 'w-80',
};

function renderDrawerContent(content: DrawerContent | undefined, type: DrawerType): ReactNode {
  if (!content) return null;
  return typeof content === 'function' ? content(type) : (content[type] ?? null);
}

/** The open drawer; DrawerHost loads it with the first drawer. */
export function DrawerDialog({ content }: { content?: DrawerContent }) {
  const t = useTranslations('modules');
  const isOpen = useDrawerStore((state) => state.isOpen);
  const type = useDrawerStore((state) => state.type);
  const placement = useDrawerStore((state) => state.placement);
  const width = useDrawerStore((state) => state.width);
  const closeButton = useDrawerStore((state) => state.closeButton);
  const close = useDrawerStore((state) => state.close);

  if (!type) return null;

  return (
    <DialogFrame
      open={isOpen}
      onClose={close}
      layer="z-40"
      overlayTestId="drawer-overlay"
      aria-describedby={undefined}
      data-drawer={type}
      data-placement={placement}
      data-width={width}
      className={`fixed top-0 flex h-dvh max-w-[100vw] flex-col overflow-y-auto border-black/10 bg-white shadow-xl focus:outline-none ${placementClasses[placement]} ${widthClasses[width]}`}
    >
      <Dialog.Title className="sr-only">{t(`drawer.${titleKeys[type]}`)}</Dialog.Title>
      {closeButton ? (
        <div className="flex justify-end p-2">
          <DialogCloseButton label={t('ui.close')} className="rounded p-2 text-ink hover:bg-black/5" />
        </div>
      ) : null}
      <div className="min-h-0 flex-1">{renderDrawerContent(content, type)}</div>
    </DialogFrame>
  );
}
