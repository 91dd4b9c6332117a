import { createHash } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { findPageType, type PageType } from './page-types';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite animations (a toast or dialog fading in) to end: axe measures
 * colour contrast on what is painted, and a half-faded element fails it on a busy machine.
 */
async function waitForAnimationsToSettle(page: Page): Promise<void> {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    // A paused animation never finishes: scan anyway after a while.
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 3_000))]);
  });
}

/**
 * Every page of the shop has a title, but Next streams a per-request page's metadata after its
 * content: right after a client-side navigation the <title> can still be on its way.
 */
async function waitForTitle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.title.trim() !== '', undefined, { timeout: 5_000 }).catch(() => undefined);
}

/**
 * What one scan covers: the page type (its page file, tests/e2e/support/page-types.ts), the
 * overlays open on it, whether it shows an alert or is a "not found" answer, and phone or desktop
 * layout. Journeys reach the same screen many times (the account page, sign-in, a checkout); each
 * state is scanned the first time a run reaches it, and axe costs seconds a scan on this machine.
 */
async function describeScreenState(page: Page): Promise<{ key: string; pageType: PageType }> {
  const seen = await page.evaluate(() => {
    const isShown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const nameOf = (element: Element) =>
      element.getAttribute('aria-label') ??
      (element.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ');
    return {
      overlays: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].filter(isShown).map(nameOf).sort(),
      alert: [...document.querySelectorAll('[role="alert"]')].some((element) => isShown(element) && (element.textContent ?? '').trim() !== ''),
      // In any language: the 404 screen's heading is its status.
      notFound: document.querySelector('meta[name="robots"][content*="noindex"]') !== null && document.querySelector('h1')?.textContent?.trim() === '404',
      language: document.documentElement.lang,
      phone: window.innerWidth < 640,
    };
  });
  const pageType = findPageType(new URL(page.url()));
  // Each language is a state of its own: French text has other lengths, and its own `lang` marks.
  const key = [pageType, seen.language, seen.notFound ? '404' : '', seen.phone ? 'phone' : 'desktop', seen.alert ? 'alert' : '', ...seen.overlays].join('|');
  return { key, pageType };
}

const claimedStates = new Set<string>();

/**
 * Claims a state's scan for this test: true for the first caller of the run, across workers (a
 * file per state in the run's data folder, created exclusively), false for everyone after.
 */
function claimScan(key: string): boolean {
  if (claimedStates.has(key)) return false;
  claimedStates.add(key);
  if (!process.env.E2E_DATA_DIR) return true;
  const folder = join(process.env.E2E_DATA_DIR, 'axe-claims');
  mkdirSync(folder, { recursive: true });
  try {
    writeFileSync(join(folder, createHash('sha256').update(key).digest('hex')), key, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Where this run's scans are listed, for the coverage check of tests/e2e/support/axe-coverage-reporter.ts. */
export function axeScanLogPath(): string | null {
  return process.env.E2E_DATA_DIR ? join(process.env.E2E_DATA_DIR, 'axe-scans.jsonl') : null;
}

/**
 * Fails the test on any WCAG 2.2 AA violation of the page as it is now, once its title has come and
 * its animations have settled: the first time this run, in any worker, reaches the page's state (see
 * describeScreenState), so every page type and overlay is scanned once, not at every step.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await waitForTitle(page);
  const { key, pageType } = await describeScreenState(page);
  if (!claimScan(key)) return;
  await waitForAnimationsToSettle(page);
  // Legacy mode runs axe once in the page: the default runs it per frame and finishes in a new blank
  // page, which took half again as long (2.3–2.8 s against 1.4 s a scan) for pages without frames.
  // A page with a frame (the back office's e-mail preview) keeps the per-frame run.
  const hasFrames = page.frames().length > 1;
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).setLegacyMode(!hasFrames).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `Accessibility violations on ${page.url()}`).toEqual([]);
  const log = axeScanLogPath();
  if (log) appendFileSync(log, `${JSON.stringify({ key, pageType, url: page.url() })}\n`);
}
