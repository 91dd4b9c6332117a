import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { findBenchChromium, LIGHTHOUSE_CHROMIUM_ARGS } from './browser';
import { readMedian } from './load';
import { findFreePort, startProcess, stopProcess, waitForOk } from './processes';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** What a task page's browser holds before Lighthouse loads it: a session, a cart. */
export interface BrowserState {
  cookies?: { name: string; value: string }[];
  localStorage?: Record<string, string>;
}

/**
 * Writes `state` into the fresh Chromium on `port` for `url`'s origin. The origin's local storage is
 * written from its robots.txt, which loads no script, so the HTTP cache stays as empty as
 * Lighthouse's own storage reset would leave it.
 */
async function writeBrowserState(port: number, url: string, state: BrowserState): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    const origin = new URL(url).origin;
    if (state.cookies) await context.addCookies(state.cookies.map((cookie) => ({ ...cookie, url: origin, sameSite: 'Lax' as const })));
    if (state.localStorage) {
      const page = await context.newPage();
      await page.goto(`${origin}/robots.txt`);
      await page.evaluate((items) => {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }, state.localStorage);
      await page.close();
    }
  } finally {
    await browser.close(); // over CDP: disconnects, the browser and its default context stay
  }
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance run on a fresh Chromium each
 * time; each figure is the median of `runs`. Chromium is started here on a debugging port,
 * which is all Lighthouse needs (chrome-launcher is only Lighthouse's own dependency). With a
 * `state`, Lighthouse keeps the storage written before its run (its own reset would clear it);
 * the profile is new each run either way. A run that lands on another page (a sign-in redirect)
 * fails rather than measuring the wrong page.
 */
export async function measureLighthouse(url: string, runs: number, state?: BrowserState): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const port = await findFreePort();
    const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
    const browserProcess = startProcess('chromium', findBenchChromium(), [...LIGHTHOUSE_CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
      pin: false,
    });
    try {
      await waitForOk(`http://127.0.0.1:${port}/json/version`, browserProcess, 20_000);
      if (state) await writeBrowserState(port, url, state);
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: state !== undefined });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || score === null || score === undefined) throw new Error(`Lighthouse gave no score for ${url}: ${lhr?.runtimeError?.message ?? ''}`);
      const [asked, landed] = [new URL(url), new URL(lhr.finalDisplayedUrl)];
      if (landed.pathname !== asked.pathname) throw new Error(`Lighthouse asked for ${asked.pathname} and landed on ${landed.pathname}`);
      results.push({
        score: Math.round(score * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      await stopProcess(browserProcess);
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return {
    score: readMedian(results.map((result) => result.score)),
    lcpMs: readMedian(results.map((result) => result.lcpMs)),
    tbtMs: readMedian(results.map((result) => result.tbtMs)),
    cls: readMedian(results.map((result) => result.cls)),
  };
}
