import { create } from 'zustand';

/** SPEC §9 loading bar constants. */
export const LOADING_BAR = {
  color: '#db3844',
  heightPx: 3,
  /** Show at once: no delay before the bar appears. */
  throttleMs: 0,
  /** Expected load time that drives the estimated progress. */
  durationMs: 2000,
  tickMs: 100,
  /** How long the full bar stays visible after `done` before it hides. */
  hideDelayMs: 400,
} as const;

type LoadingBarState = {
  isLoading: boolean;
  /** Percent, 0–100. */
  progress: number;
  start: () => void;
  setProgress: (progress: number) => void;
  done: () => void;
};

/**
 * Estimated progress that approaches but never reaches 100 % while waiting: about 70 % after
 * `durationMs`, so a slow page still shows movement without pretending to be finished.
 */
export function estimateProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  if (elapsedMs <= 0) return 0;
  return (2 / Math.PI) * 100 * Math.atan((elapsedMs / durationMs) * 2);
}

function clampProgress(progress: number): number {
  return Math.min(100, Math.max(0, progress));
}

let tickTimer: ReturnType<typeof setInterval> | null = null;
let throttleTimer: ReturnType<typeof setTimeout> | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;

function clearTimers(): void {
  if (tickTimer) clearInterval(tickTimer);
  if (throttleTimer) clearTimeout(throttleTimer);
  if (hideTimer) clearTimeout(hideTimer);
  tickTimer = throttleTimer = hideTimer = null;
}

export const useLoadingBarStore = create<LoadingBarState>()((set, get) => {
  function beginTicking(): void {
    const startedAt = Date.now();
    set({ isLoading: true, progress: 0 });
    tickTimer = setInterval(() => {
      set({ progress: estimateProgress(Date.now() - startedAt) });
    }, LOADING_BAR.tickMs);
  }

  return {
    isLoading: false,
    progress: 0,
    start: () => {
      clearTimers();
      if (LOADING_BAR.throttleMs > 0) throttleTimer = setTimeout(beginTicking, LOADING_BAR.throttleMs);
      else beginTicking();
    },
    setProgress: (progress) => set({ progress: clampProgress(progress) }),
    done: () => {
      const wasVisible = get().isLoading;
      clearTimers();
      if (!wasVisible) {
        set({ progress: 0 });
        return;
      }
      set({ progress: 100 });
      hideTimer = setTimeout(() => {
        hideTimer = null;
        set({ isLoading: false, progress: 0 });
      }, LOADING_BAR.hideDelayMs);
    },
  };
});
