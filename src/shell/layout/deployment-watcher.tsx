'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { requestApi } from '@/lib/api-client';
import { answerOf, isRecord, isText } from '@/lib/plain-checks';

export const BUILD_ID_POLL_INTERVAL_MS = 60_000;
/** SPEC §9 reload guard: at most one deployment reload per 10 s, so two mixed versions cannot loop. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'deployment-reloaded-at';
const IGNORED_BUILD_IDS = new Set(['unknown']);

export type ReloadCheck = {
  loadedBuildId: string | null;
  latestBuildId: string | null;
  lastReloadAt: number | null;
  now: number;
};

/** A navigation becomes a full page load when the server runs another build and the guard allows. */
export function shouldReloadForNewDeployment({ loadedBuildId, latestBuildId, lastReloadAt, now }: ReloadCheck): boolean {
  if (!loadedBuildId || !latestBuildId || loadedBuildId === latestBuildId) return false;
  if (IGNORED_BUILD_IDS.has(loadedBuildId) || IGNORED_BUILD_IDS.has(latestBuildId)) return false;
  // A reload time in the future (clock changed) does not block forever.
  const sinceLastReload = lastReloadAt === null ? Number.POSITIVE_INFINITY : now - lastReloadAt;
  return sinceLastReload < 0 || sinceLastReload >= RELOAD_GUARD_MS;
}

function readLastReloadAt(): number | null {
  try {
    const stored = Number(sessionStorage.getItem(RELOAD_GUARD_KEY));
    return stored > 0 ? stored : null;
  } catch {
    return null;
  }
}

function rememberReload(now: number): void {
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Without sessionStorage the guard is per page load, which still stops a tight loop.
  }
}

/** Answer of GET /api/build-id. */
const buildIdAnswer = answerOf('/api/build-id', (value) =>
  isRecord(value) && isText(value.buildId, Number.POSITIVE_INFINITY, 1) ? { buildId: value.buildId } : null,
);

async function fetchBuildId(): Promise<string | null> {
  try {
    return (await requestApi('/api/build-id', buildIdAnswer, { cache: 'no-store' })).buildId;
  } catch {
    return null; // offline or restarting: try again at the next poll
  }
}

/** A plain left click on a same-origin link that the client router would handle. */
function findInternalLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? anchor : null;
}

/**
 * SPEC §7/§9: polls the build id every minute and when the tab comes back; after a new
 * deployment the next navigation is a full page load, so the visitor gets the new code.
 */
export function DeploymentWatcher() {
  const pathname = usePathname();
  const loadedBuildId = useRef<string | null>(null);
  const latestBuildId = useRef<string | null>(null);
  const previousPathname = useRef(pathname);
  const reloadOnNavigation = useRef<(now: number) => boolean>(() => false);

  useEffect(() => {
    let active = true;
    async function check(): Promise<void> {
      const buildId = await fetchBuildId();
      if (!active || buildId === null) return;
      loadedBuildId.current ??= buildId;
      latestBuildId.current = buildId;
    }
    function handleVisibility(): void {
      if (document.visibilityState === 'visible') void check();
    }
    function tryReload(now: number): boolean {
      const check = { loadedBuildId: loadedBuildId.current, latestBuildId: latestBuildId.current, lastReloadAt: readLastReloadAt(), now };
      if (!shouldReloadForNewDeployment(check)) return false;
      rememberReload(now);
      return true;
    }
    function handleClick(event: MouseEvent): void {
      const link = findInternalLink(event);
      if (!link || !tryReload(Date.now())) return;
      // Skip the client router: the old bundle may not match the new server.
      event.preventDefault();
      event.stopPropagation();
      window.location.assign(link.href);
    }

    void check();
    const timer = window.setInterval(() => void check(), BUILD_ID_POLL_INTERVAL_MS);
    document.addEventListener('visibilitychange', handleVisibility);
    document.addEventListener('click', handleClick, { capture: true });
    reloadOnNavigation.current = tryReload;
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
      document.removeEventListener('click', handleClick, { capture: true });
    };
  }, []);

  // Navigations without a link click (router.push, back/forward) reload once they land.
  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (reloadOnNavigation.current(Date.now())) window.location.reload();
  }, [pathname]);

  return null;
}
