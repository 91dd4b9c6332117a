import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Debian's Chromium when present (Playwright cannot download its own here); undefined: Playwright's own. */
export function findChromiumExecutable(): string | undefined {
  return existsSync(DEBIAN_CHROMIUM_PATH) ? DEBIAN_CHROMIUM_PATH : undefined;
}

/**
 * For headless tests: Debian's build of Chromium's headless shell, what Playwright itself runs
 * headless, when present. It renders the same pages with about a third less CPU than the full
 * browser (no GPU process), which on two cores is time; otherwise the full browser.
 */
export function findHeadlessChromiumExecutable(): string | undefined {
  return existsSync(DEBIAN_HEADLESS_SHELL_PATH) ? DEBIAN_HEADLESS_SHELL_PATH : findChromiumExecutable();
}

/** Root on a CI machine without internet: no sandbox, and nothing in the browser may phone home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
