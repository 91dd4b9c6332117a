'use client';

import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { useDrawerStore } from '@/stores/drawer-store';
import type { DrawerType } from '@/stores/drawer-store';

/**
 * Either a render function (from client code) or a map of nodes per drawer type; the map is what
 * a server layout can pass, since functions cannot cross the server/client boundary.
 */
export type DrawerContent = ((type: DrawerType) => ReactNode) | Partial<Record<DrawerType, ReactNode>>;

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
