import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian's Chromium when present (Playwright cannot download its own here); undefined: Playwright's own. */
export function findChromiumExecutable(): string | undefined {
  return existsSync(DEBIAN_CHROMIUM_PATH) ? DEBIAN_CHROMIUM_PATH : undefined;
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
