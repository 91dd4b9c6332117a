'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Suspense, useEffect, useRef } from 'react';
import { LOADING_BAR, useLoadingBarStore } from '@/stores/loading-bar-store';

/** Route key: a change of path or query is a navigation, a change of hash is not. */
function toRouteKey(pathname: string, search: string): string {
  return search ? `${pathname}?${search.replace(/^\?/, '')}` : pathname;
}

/** True for a plain left click on a link that leads to another page of this site. */
export function isNavigationClick(event: MouseEvent, currentRouteKey: string): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return toRouteKey(url.pathname, url.search) !== currentRouteKey;
}

function LoadingBarTracker() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const routeKey = toRouteKey(pathname, searchParams.toString());
  const routeKeyRef = useRef(routeKey);
  const start = useLoadingBarStore((state) => state.start);
  const done = useLoadingBarStore((state) => state.done);

  // The new route has rendered: finish the bar.
  useEffect(() => {
    if (routeKeyRef.current === routeKey) return;
    routeKeyRef.current = routeKey;
    done();
  }, [routeKey, done]);

  useEffect(() => {
    function handleClick(event: MouseEvent): void {
      if (isNavigationClick(event, routeKeyRef.current)) start();
    }
    function handlePopState(): void {
      // Back/forward: only when the path or query differs, a hash jump loads nothing.
      const next = toRouteKey(window.location.pathname, window.location.search);
      if (next !== routeKeyRef.current) start();
    }
    // Capture phase: next/link cancels the native click before a bubbling listener would see it.
    document.addEventListener('click', handleClick, true);
    window.addEventListener('popstate', handlePopState);
    return () => {
      document.removeEventListener('click', handleClick, true);
      window.removeEventListener('popstate', handlePopState);
    };
  }, [start]);

  return null;
}

/** SPEC §9 top loading bar. Code that navigates with `router.push` may call `useLoadingBarStore.getState().start()`. */
export function LoadingBar() {
  const t = useTranslations('modules.ui');
  const isLoading = useLoadingBarStore((state) => state.isLoading);
  const progress = useLoadingBarStore((state) => state.progress);

  return (
    <>
      {/* useSearchParams needs a Suspense boundary so static pages can still prerender. */}
      <Suspense fallback={null}>
        <LoadingBarTracker />
      </Suspense>
      {isLoading ? (
        <div
          role="progressbar"
          aria-label={t('pageLoading')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
          style={{ height: LOADING_BAR.heightPx }}
        >
          <div
            className="h-full origin-left transition-transform duration-200 ease-out motion-reduce:transition-none"
            style={{ backgroundColor: LOADING_BAR.color, transform: `scaleX(${progress / 100})` }}
          />
        </div>
      ) : null}
    </>
  );
}
