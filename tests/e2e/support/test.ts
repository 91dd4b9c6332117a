import { test as base } from '@playwright/test';
import { SUBSCRIBE_MODAL_SHOWN_KEY } from '../../../src/domains/engagement/ui/subscribe-snooze';
import { expectAccessible } from './axe';

/**
 * Every spec imports `test` from here: `visit` opens a page and scans it with axe, and the
 * page a test ends on is scanned too, so no visited page escapes the accessibility check.
 */
interface StorefrontFixtures {
  visit: (path: string) => Promise<void>;
  scanLastPage: void;
  /** The news modal opens by itself after 15 s; journeys not about it keep it snoozed. */
  timedSubscribeModal: 'snoozed' | 'live';
  applySubscribeModalOption: void;
}

export const test = base.extend<StorefrontFixtures>({
  timedSubscribeModal: ['snoozed', { option: true }],
  applySubscribeModalOption: [
    async ({ page, timedSubscribeModal }, provide) => {
      if (timedSubscribeModal === 'snoozed') {
        await page.addInitScript((key) => localStorage.setItem(key, String(Date.now())), SUBSCRIBE_MODAL_SHOWN_KEY);
      }
      await provide();
    },
    { auto: true },
  ],
  visit: async ({ page }, provide) => {
    await provide(async (path) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  },
  scanLastPage: [
    async ({ page }, provide, testInfo) => {
      await provide();
      if (testInfo.status === 'passed' && page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
export { expectAccessible };
