import { test as base } from '@playwright/test';
import { expectAccessible } from './axe';

/**
 * Every spec imports `test` from here: `visit` opens a page and scans it with axe, and the
 * page a test ends on is scanned too, so no visited page escapes the accessibility check.
 */
export const test = base.extend<{ visit: (path: string) => Promise<void>; scanLastPage: void }>({
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
