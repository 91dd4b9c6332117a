'use client';

import { StoreHydration } from '@/components/commerce/store-hydration';
import { DeploymentWatcher } from '@/components/layout/deployment-watcher';
import { CustomerChat } from './customer-chat';
import { GiftFinderModal } from './gift-finder';
import { SubscribeTimer } from './subscribe-timer';

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
