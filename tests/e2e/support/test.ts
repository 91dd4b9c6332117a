import { createHash } from 'node:crypto';
import { test as base, expect, type Page, type Response, type TestInfo } from '@playwright/test';
import { SUBSCRIBE_MODAL_SHOWN_KEY } from '../../../src/domains/engagement/ui/subscribe-snooze';
import { expectAccessible } from './axe';

/**
 * Every spec imports `test` from here: `visit` opens a page and scans it with axe, and the
 * page a test ends on is scanned too, so no visited page escapes the accessibility check.
 * A test also fails when its pages log a console error, an uncaught exception or a
 * Content-Security-Policy violation, or when a request to the shop fails or answers 4xx/5xx,
 * unless the test expects it (`expectedPageErrors`).
 */
interface StorefrontFixtures {
  visit: (path: string) => Promise<void>;
  scanLastPage: void;
  /** Console errors and failed same-origin requests this test causes on purpose, by pattern. */
  expectedPageErrors: RegExp[];
  failOnPageErrors: void;
  /** The news modal opens by itself after 15 s; journeys not about it keep it snoozed. */
  timedSubscribeModal: 'snoozed' | 'live';
  applySubscribeModalOption: void;
}

/**
 * Waits until React has taken over the page: hydrateRoot marks the document it listens on, and from
 * then on a click is handled (React replays one that lands on a part still hydrating). Before it, a
 * click on a button that only JavaScript makes work does nothing, which a busy machine shows.
 */
async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('_reactListening')), undefined, { timeout: 20_000 });
}

/**
 * Next's router prefetches a page's parts from the server's cache, and the server answers a part it
 * holds no copy of with an empty 404 by design (app-page-runtime: "respond from the cache (HIT) or
 * respond with 404 (MISS)"), as after a staff change emptied the cache; the router then loads the
 * page when the visitor goes there. Not a failed request of the shop.
 */
function isSegmentPrefetchMiss(response: Response): boolean {
  return response.status() === 404 && response.request().headers()['next-router-segment-prefetch'] !== undefined;
}

function isPage(response: Response | null): boolean {
  return response !== null && (response.headers()['content-type'] ?? '').startsWith('text/html');
}

/**
 * The address a test's requests come from (the e2e server trusts X-Forwarded-For from loopback):
 * each test is a visitor of its own, so the shop's per-address limits (20 sign-ups an hour) count
 * one test's requests as they count one visitor's, not the whole suite's.
 */
export function clientAddressFor(testInfo: TestInfo): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testInfo.testId}|${testInfo.repeatEachIndex}|${testInfo.retry}`).digest();
  return `10.${a}.${b}.${c}`;
}

export const test = base.extend<StorefrontFixtures>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddressFor(testInfo) });
  },
  // A test acts as soon as `page.goto` or `page.reload` returns: both wait for React on a page of the
  // shop opened with JavaScript (not for a file or a JSON answer, nor when told to wait for less).
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (isPage(response) && options?.waitUntil !== 'commit') await waitForReact(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (isPage(response) && options?.waitUntil !== 'commit') await waitForReact(page);
        return response;
      };
    }
    await provide(page);
  },
  timedSubscribeModal: ['snoozed', { option: true }],
  expectedPageErrors: [[], { option: true }],
  failOnPageErrors: [
    async ({ page, expectedPageErrors, baseURL }, provide, testInfo) => {
      const problems: string[] = [];
      const origin = baseURL ? new URL(baseURL).origin : undefined;
      const isOurs = (url: string) => origin !== undefined && url.startsWith(origin);
      page.on('console', (message) => {
        // Chromium's "Failed to load resource" lines repeat a failed request: the shop's own are
        // caught below with their address; others' (map tiles, with no internet here) are not ours.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // Every Content-Security-Policy violation, whether or not the browser also logs it (docs/adr/0019).
      await page.exposeFunction('reportPolicyViolation', (violation: string) => problems.push(`CSP violation: ${violation}`));
      await page.addInitScript(() => {
        const report = (window as unknown as { reportPolicyViolation: (violation: string) => void }).reportPolicyViolation;
        document.addEventListener('securitypolicyviolation', (event) => report(`${event.effectiveDirective} ${event.blockedURI} on ${location.pathname}`));
      });
      page.on('response', (response) => {
        if (response.status() < 400 || !isOurs(response.url()) || isSegmentPrefetchMiss(response)) return;
        problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
      });
      page.on('requestfailed', (request) => {
        // Aborts are the page's own doing (a superseded search, navigating away).
        const reason = request.failure()?.errorText ?? '';
        if (isOurs(request.url()) && !reason.includes('ERR_ABORTED')) problems.push(`failed ${request.method()} ${request.url()}: ${reason}`);
      });
      await provide();
      const expected = expectedPageErrors;
      const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
      if (testInfo.status === 'passed') expect(unexpected, 'console errors and failed requests of the shop').toEqual([]);
    },
    { auto: true },
  ],
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

/** Nothing wider than the window: no sideways scrolling (a phone's check). */
export async function expectNoSidewaysScroll(page: Page, message = `${new URL(page.url()).pathname} scrolls sideways`): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), message).toBeLessThanOrEqual(0);
}

export { expect } from '@playwright/test';
export { expectAccessible };
