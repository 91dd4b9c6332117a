'use client';

import { DeploymentWatcher } from '@/components/layout/deployment-watcher';
import { GiftFinderModal } from '@/domains/engagement/ui/gift-finder';
import { SubscribeTimer } from '@/domains/engagement/ui/subscribe-timer';
import { CustomerChat } from './customer-chat';
import { StoreHydration } from './store-hydration';

/** Storefront overlays that live in the browser only: stores, the quiz, timed modals, widgets. */
export function ClientOverlays() {
  return (
    <>
      <StoreHydration />
      <GiftFinderModal />
      <SubscribeTimer />
      <CustomerChat />
      <DeploymentWatcher />
    </>
  );
}
