import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR, estimateProgress, useLoadingBarStore } from './loading-bar-store';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  useLoadingBarStore.getState().done();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('loading bar constants', () => {
  it('follows SPEC §9', () => {
    expect(LOADING_BAR).toMatchObject({ color: '#db3844', heightPx: 3, throttleMs: 0, durationMs: 2000 });
  });
});

describe('estimateProgress', () => {
  it('grows with time but never reaches 100 %', () => {
    expect(estimateProgress(0)).toBe(0);
    const atDuration = estimateProgress(2000);
    expect(atDuration).toBeGreaterThan(estimateProgress(1000));
    expect(atDuration).toBeGreaterThan(60);
    expect(atDuration).toBeLessThan(80);
    expect(estimateProgress(60_000)).toBeLessThan(100);
  });
});

describe('loading bar store', () => {
  it('shows at once on start (throttle 0) and moves while waiting', () => {
    useLoadingBarStore.getState().start();
    expect(useLoadingBarStore.getState()).toMatchObject({ isLoading: true, progress: 0 });
    vi.advanceTimersByTime(LOADING_BAR.durationMs);
    const { progress } = useLoadingBarStore.getState();
    expect(progress).toBeCloseTo(estimateProgress(LOADING_BAR.durationMs), 0);
  });

  it('fills up on done, then hides and resets', () => {
    useLoadingBarStore.getState().start();
    vi.advanceTimersByTime(300);
    useLoadingBarStore.getState().done();
    expect(useLoadingBarStore.getState()).toMatchObject({ isLoading: true, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(useLoadingBarStore.getState()).toMatchObject({ isLoading: false, progress: 0 });
  });

  it('stops ticking after done', () => {
    useLoadingBarStore.getState().start();
    useLoadingBarStore.getState().done();
    vi.advanceTimersByTime(5000);
    expect(useLoadingBarStore.getState()).toMatchObject({ isLoading: false, progress: 0 });
  });

  it('done without a start does not flash the bar', () => {
    useLoadingBarStore.getState().done();
    expect(useLoadingBarStore.getState()).toMatchObject({ isLoading: false, progress: 0 });
  });

  it('a new start during the hide delay keeps the bar visible from zero', () => {
    useLoadingBarStore.getState().start();
    useLoadingBarStore.getState().done();
    useLoadingBarStore.getState().start();
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + 100);
    expect(useLoadingBarStore.getState().isLoading).toBe(true);
    expect(useLoadingBarStore.getState().progress).toBeLessThan(100);
  });

  it('clamps a manual progress to 0–100', () => {
    useLoadingBarStore.getState().setProgress(140);
    expect(useLoadingBarStore.getState().progress).toBe(100);
    useLoadingBarStore.getState().setProgress(-5);
    expect(useLoadingBarStore.getState().progress).toBe(0);
  });
});
