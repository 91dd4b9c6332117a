import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeploymentWatcher, RELOAD_GUARD_KEY, RELOAD_GUARD_MS, shouldReloadForNewDeployment } from './deployment-watcher';

vi.mock('next/navigation', async () => (await import('../../../tests/support/next-navigation-mock')).nextNavigationMock);

describe('shouldReloadForNewDeployment', () => {
  const now = 1_000_000;

  it('does nothing while the server runs the build the page came with', () => {
    expect(shouldReloadForNewDeployment({ loadedBuildId: 'a', latestBuildId: 'a', lastReloadAt: null, now })).toBe(false);
  });

  it('does nothing before both ids are known, or for an unknown build', () => {
    expect(shouldReloadForNewDeployment({ loadedBuildId: null, latestBuildId: 'b', lastReloadAt: null, now })).toBe(false);
    expect(shouldReloadForNewDeployment({ loadedBuildId: 'a', latestBuildId: null, lastReloadAt: null, now })).toBe(false);
    expect(shouldReloadForNewDeployment({ loadedBuildId: 'a', latestBuildId: 'unknown', lastReloadAt: null, now })).toBe(false);
  });

  it('reloads after a new deployment', () => {
    expect(shouldReloadForNewDeployment({ loadedBuildId: 'a', latestBuildId: 'b', lastReloadAt: null, now })).toBe(true);
  });

  it('allows at most one reload per 10 s (SPEC §9 reload guard)', () => {
    const check = { loadedBuildId: 'a', latestBuildId: 'b' };
    expect(shouldReloadForNewDeployment({ ...check, lastReloadAt: now - RELOAD_GUARD_MS + 1, now })).toBe(false);
    expect(shouldReloadForNewDeployment({ ...check, lastReloadAt: now - RELOAD_GUARD_MS, now })).toBe(true);
  });

  it('is not blocked by a reload time in the future', () => {
    expect(shouldReloadForNewDeployment({ loadedBuildId: 'a', latestBuildId: 'b', lastReloadAt: now + 5_000, now })).toBe(true);
  });
});

describe('DeploymentWatcher', () => {
  let buildId = 'build-1';
  const assign = vi.fn();

  beforeEach(() => {
    sessionStorage.clear();
    buildId = 'build-1';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ buildId })));
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/', origin: 'http://localhost:3000' });
  });

  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  function renderWithLink() {
    render(<DeploymentWatcher />);
    const link = document.createElement('a');
    link.href = '/gift';
    link.textContent = 'Gifts';
    // Stands in for the client router, which handles the click after the watcher.
    link.addEventListener('click', (event) => event.preventDefault());
    document.body.append(link);
  }

  it('lets links navigate normally while the build is the same', async () => {
    renderWithLink();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    act(() => screen.getByRole('link').click());
    expect(assign).not.toHaveBeenCalled();
  });

  it('turns the next link click into a full page load once a new build is seen, and records the guard', async () => {
    renderWithLink();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    buildId = 'build-2';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => {});
    act(() => screen.getByRole('link').click());
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/gift');
    expect(Number(sessionStorage.getItem(RELOAD_GUARD_KEY))).toBeGreaterThan(0);
  });
});
