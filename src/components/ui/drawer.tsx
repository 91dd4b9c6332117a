'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useDrawerStore } from '@/stores/drawer-store';
import type { DrawerType } from '@/stores/drawer-store';

/**
 * Either a render function (from client code) or a map of nodes per drawer type; the map is what
 * a server layout can pass, since functions cannot cross the server/client boundary.
 */
export type DrawerContent = ((type: DrawerType) => ReactNode) | Partial<Record<DrawerType, ReactNode>>;

// Radix Dialog loads with the first drawer opened, not with every page.
const DrawerDialog = dynamic(() => import('./drawer-dialog').then((module) => module.DrawerDialog), { ssr: false });

export function DrawerHost({ content }: { content?: DrawerContent }) {
  const hasDrawer = useDrawerStore((state) => state.type !== null);
  const [wasOpened, setWasOpened] = useState(false);
  if (hasDrawer && !wasOpened) setWasOpened(true);
  return wasOpened ? <DrawerDialog content={content} /> : null;
}
