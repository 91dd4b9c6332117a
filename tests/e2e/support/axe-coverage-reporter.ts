import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { axeScanLogPath } from './axe';
import { listPageTypes, type PageType } from './page-types';

/** Pages no visitor stays on, so there is nothing to scan: each answers with a redirect. */
const redirectOnly = new Map<PageType, string>([]);

function listSpecFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return listSpecFiles(path);
    return entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * Journeys scan each page state the first time they reach it (tests/e2e/support/axe.ts). After a
 * run of every browser spec, this fails the run when a page type of src/app was never scanned, so
 * a new page cannot go without its accessibility check.
 */
export default class AxeCoverageReporter implements Reporter {
  private checksCoverage = false;

  onBegin(config: FullConfig, suite: Suite): void {
    const browserProjects = config.projects.filter((project) => project.name !== 'api');
    const planned = new Set(suite.allTests().map((test) => test.location.file));
    const everySpec = browserProjects.flatMap((project) => listSpecFiles(project.testDir));
    const unfiltered = browserProjects.every((project) => String(project.grep) === String(/.*/) && !project.grepInvert);
    this.checksCoverage = unfiltered && everySpec.length > 0 && everySpec.every((file) => planned.has(file));
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    const log = axeScanLogPath();
    if (!this.checksCoverage || result.status !== 'passed' || !log) return undefined;
    const scanned = new Set(
      existsSync(log)
        ? readFileSync(log, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => (JSON.parse(line) as { pageType: PageType }).pageType)
        : [],
    );
    const missing = listPageTypes().filter((pageType) => !scanned.has(pageType) && !redirectOnly.has(pageType));
    console.log(`\naxe: ${scanned.size} page types scanned; ${missing.length} never reached by a journey`);
    if (missing.length === 0) return undefined;
    console.error(`Page types without an accessibility scan (visit them in a spec, or list them as redirect-only):\n  ${missing.join('\n  ')}`);
    return { status: 'failed' };
  }
}
