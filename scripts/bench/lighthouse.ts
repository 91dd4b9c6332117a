import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Lighthouse's default (mobile, simulated throttling) performance run on a fresh Chromium each
 * time; each figure is the median of `runs`. Chromium is started here on a debugging port,
 * which is all Lighthouse needs (chrome-launcher is only Lighthouse's own dependency).
 */
export async function measureLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) {
    const port = await findFreePort();
    const profile = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
    const chromium = startProcess('chromium', findBenchChromium(), [...LIGHTHOUSE_CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
      pin: false,
    });
    try {
      await waitForOk(`http://127.0.0.1:${port}/json/version`, chromium, 20_000);
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || score === null || score === undefined) throw new Error(`Lighthouse gave no score for ${url}: ${lhr?.runtimeError?.message ?? ''}`);
      results.push({
        score: Math.round(score * 100),
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      });
    } finally {
      await stopProcess(chromium);
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
