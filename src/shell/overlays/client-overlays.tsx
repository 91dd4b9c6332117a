'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { CustomerChatConfig } from '@/lib/customer-chat-config';
import { DeploymentWatcher } from '@/shell/layout/deployment-watcher';
import { SubscribeTimer } from '@/domains/engagement/ui/subscribe-timer';
import { useQuizStore } from '@/stores/quiz-store';
import { CustomerChat } from './customer-chat';
import { SiteModalHost } from './site-modals';
import { StoreHydration } from './store-hydration';

const GiftFinderModal = dynamic(() => import('@/domains/engagement/ui/gift-finder').then((module) => module.GiftFinderModal), {
  ssr: false,
});

/** The quiz's code loads the first time a visitor opens it, not with every page. */
function GiftFinderWhenOpened() {
  const isOpen = useQuizStore((state) => state.isOpen);
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened ? <GiftFinderModal /> : null;
}

/**
 * Storefront overlays that live in the browser only: stores, the quiz, timed modals, widgets. The
 * chat's settings are read on the server, so their zod schema stays out of the browser.
 */
export function ClientOverlays({ chatConfig }: { chatConfig: CustomerChatConfig | null }) {
  return (
    <>
      <StoreHydration />
      <SiteModalHost />
      <GiftFinderWhenOpened />
      <SubscribeTimer />
      <CustomerChat config={chatConfig} />
      <DeploymentWatcher />
    </>
  );
}
