'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { clearNavigationToasts, subscribeToFirstToast, wasToastRaised } from '@/stores/toast-store';

// sonner loads with the first toast (see toast-store), not with every page.
const SonnerToaster = dynamic(() => import('sonner').then((module) => module.Toaster), { ssr: false });

/**
 * Sonner host in the shop's look; clears non-product toasts when the pathname changes. The live
 * region is in the page from the start, so screen readers announce the first toast too, though
 * sonner's own region only mounts with it.
 */
export function Toaster() {
  const t = useTranslations('modules.ui');
  const pathname = usePathname();
  const previousPathname = useRef(pathname);
  const raised = useSyncExternalStore(subscribeToFirstToast, wasToastRaised, () => false);

  useEffect(() => {
    // Only a real change of page clears notices, not the first render.
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    clearNavigationToasts();
  }, [pathname]);

  return (
    <div aria-live="polite" aria-relevant="additions text">
      {raised ? (
        <SonnerToaster
          // Below the page's content, away from the header: a toast over the header's links hid
          // them, and the pointer resting there paused the toast so it never closed (issue 8 #11).
          position="bottom-center"
          richColors={false}
          closeButton
          containerAriaLabel={t('notifications')}
          toastOptions={{
            closeButtonAriaLabel: t('close'),
            classNames: {
              toast: 'border border-black/10 bg-white text-ink shadow-lg',
              title: 'font-bold empty:hidden',
              description: 'text-sm text-muted [&_a]:text-brand [&_a]:underline',
              success: '[&_[data-icon]]:text-green-600',
              error: '[&_[data-icon]]:text-brand',
              warning: '[&_[data-icon]]:text-amber-500',
              info: '[&_[data-icon]]:text-sky-600',
            },
          }}
        />
      ) : null}
    </div>
  );
}
