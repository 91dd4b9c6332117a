'use client';

import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useDrawerStore } from '@/stores/drawer-store';
import type { DrawerContent } from '@/stores/drawer-store';

/** Radix Dialog loads with the first drawer opened, not with every page (loaded as ModalHost does). */
export function DrawerHost({ content }: { content?: DrawerContent }) {
  const hasDrawer = useDrawerStore((state) => state.type !== null);
  const [DrawerDialog, setDrawerDialog] = useState<ComponentType<{ content?: DrawerContent }> | null>(null);
  useEffect(() => {
    if (!hasDrawer || DrawerDialog) return;
    void import('./drawer-dialog').then((module) => setDrawerDialog(() => module.DrawerDialog));
  }, [hasDrawer, DrawerDialog]);
  return DrawerDialog ? <DrawerDialog content={content} /> : null;
}
