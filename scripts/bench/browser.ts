import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, findChromiumExecutable } from '../lib/chromium';
import { readMedian } from './load';

// Chrome's newer headless mode, for the Chromium that Lighthouse drives itself.
export const LIGHTHOUSE_CHROMIUM_ARGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * The Chromium of R4, R5 and R7: `CHROME_PATH`, else Debian's. Lighthouse starts it itself, so
 * Playwright's own download would not do. Checked before the builds, so a machine without it
 * fails in seconds rather than after them.
 */
export function findBenchChromium(): string {
  const executable = process.env.CHROME_PATH ?? findChromiumExecutable();
  if (!executable) throw new Error('The bench drives Chromium: install Debian\'s (apt-get install chromium) or set CHROME_PATH.');
  return executable;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findBenchChromium(), args: CHROMIUM_ARGS });
}

/** Sum of each script the page loads, gzipped here (level 6), so bare and shop count alike. */
export async function measureScriptGzipBytes(browser: Browser, url: string): Promise<{ gzipBytes: number; scripts: number }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  const scripts = await Promise.all(bodies);
  await context.close();
  return { gzipBytes: scripts.reduce((sum, body) => sum + gzipSync(body).length, 0), scripts: scripts.length };
}

/**
 * Milliseconds from the last keystroke of each query in the header search box to the first
 * suggestion being visible (the box waits 200 ms after typing before it asks the server).
 */
export async function measureSuggestionLatency(browser: Browser, url: string, queries: string[]): Promise<{ medianMs: number; maxMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  const box = page.locator('input[role="combobox"]:visible').first();
  const samples: number[] = [];
  for (const query of queries) {
    await box.fill(query.slice(0, -1));
    await page.waitForTimeout(400); // let the box settle on the shorter query first
    const started = performance.now();
    await box.press(query.slice(-1));
    await page.locator('[role="listbox"]:visible [role="option"]').first().waitFor({ state: 'visible', timeout: 10_000 });
    samples.push(performance.now() - started);
    await box.fill('');
  }
  await context.close();
  return { medianMs: readMedian(samples), maxMs: Math.max(...samples) };
}
