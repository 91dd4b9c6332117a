import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** Fails the test on any WCAG 2.2 AA violation of the page as it is now, once its title has come and its animations have settled. */
export async function expectAccessible(page: Page): Promise<void> {
  await waitForTitle(page);
  await waitForAnimationsToSettle(page);
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `Accessibility violations on ${page.url()}`).toEqual([]);
}
