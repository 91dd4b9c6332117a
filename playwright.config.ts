import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { CHROMIUM_ARGS, findHeadlessChromiumExecutable } from './scripts/lib/chromium';
import { E2E_CERTIFICATE_SOURCE } from './tests/e2e/support/demo-certificates';
import { demoCustomer, demoEditor, demoStaff } from './tests/e2e/support/staff-session';
import { e2eBaseUrl, e2ePort, fakeSentryPort } from './tests/e2e/support/ports';

// Workers re-read this file: the first evaluation picks the folder and hands it down.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'gift-shop-e2e-'));
// The suite's servers are production starts, which seed the demo accounts only with passwords they
// are given (prisma/seed/seed-options.ts): these, which the specs sign in with.
process.env.SEED_STAFF_PASSWORD ??= demoStaff.password;
process.env.SEED_EDITOR_PASSWORD ??= demoEditor.password;
process.env.SEED_CUSTOMER_PASSWORD ??= demoCustomer.password;
// Demo certificate numbers the specs can work out; every other install draws random ones.
process.env.SEED_CERTIFICATE_SOURCE ??= E2E_CERTIFICATE_SOURCE;

/**
 * Specs whose changes every visitor sees: the home page, footer, site modals, posts, landings,
 * tags, sort order, published products, their prices and titles, and ratings (a review empties
 * the catalogue's cached pages). The rest arrange data of their own (customers, orders, bookings,
 * staff members, vouchers) and run side by side.
 */
const SITE_CHANGES = [
  'admin/content.spec.ts',
  'admin/landings.spec.ts',
  'admin/products.spec.ts',
  'admin/tags.spec.ts',
  'storefront/reviews.spec.ts',
  'storefront/staff-changes.spec.ts',
  'storefront/stored-xss.spec.ts',
  'storefront/stored-xss-site-content.spec.ts',
].map((spec) => `**/${spec}`);

/**
 * Specs that start production servers of their own (their own port, data and database) and stop
 * them: they touch nothing the other specs see, and spend most of their time waiting for those
 * servers, so they run at the end beside `site-changes`, whose one worker leaves a core partly idle.
 */
const OWN_SERVERS = ['**/graceful-shutdown.spec.ts', '**/kill-nine.spec.ts'];
const TWO_INSTANCES = '**/two-instances.spec.ts';

// `npm run test:e2e -- <spec>` (or `--project=<name>`) runs what it names, without the projects the
// whole run waits for first; the order of the projects is for whole runs.
const runsChosenTests = process.argv.slice(2).some((argument) => /\.spec\.ts(:\d+)*$/.test(argument) || argument.startsWith('--project'));
const afterSharedServerSpecs = runsChosenTests ? [] : ['api', 'storefront'];

export default defineConfig({
  testDir: 'tests/e2e',
  // A spec file's tests run in order in one worker; spec files run side by side (but SITE_CHANGES,
  // and the API specs one at a time), three at once unless E2E_WORKERS says otherwise.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 3,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  // Workers share two cores with the server: a page can take a few times longer than alone.
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    // Fails a run of every browser spec that left a page type without an axe scan.
    ['./tests/e2e/support/axe-coverage-reporter.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: e2eBaseUrl,
    // A trace records every action's DOM and screenshot: half the CPU of a run. CI keeps none (it
    // shows the log and the error context); a failing test is rerun locally with its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // Pictures are not loaded: decoding them was a fifth of a page load's CPU in the browser, and
    // encoding each size a server's first answer for it. The specs about pictures load them
    // (`test.use(withPictures)`, tests/e2e/support/pictures.ts).
    launchOptions: { executablePath: findHeadlessChromiumExecutable(), args: [...CHROMIUM_ARGS, '--blink-settings=imagesEnabled=false'] },
  },
  projects: [
    // One API spec at a time: the load tests (hundreds of concurrent requests, staff edits) would
    // change what the cache tests beside them expect.
    { name: 'api', testDir: 'tests/e2e/api', testIgnore: [...OWN_SERVERS, TWO_INSTANCES], workers: 1 },
    { name: 'storefront', testDir: 'tests/e2e/storefront', testIgnore: SITE_CHANGES },
    { name: 'admin', testDir: 'tests/e2e/admin', testIgnore: SITE_CHANGES },
    // Specs that change what every visitor sees run once the others are done, one at a time, so no
    // journey meets a page, a list or a post changing under it.
    { name: 'site-changes', testDir: 'tests/e2e', testMatch: SITE_CHANGES, dependencies: afterSharedServerSpecs, workers: 1 },
    // Beside them, the specs with servers of their own. CI runs `own-servers` again on PostgreSQL;
    // two-instances (two more servers on a PostgreSQL database and a Redis of their own, whichever
    // database the main server runs on) need not be repeated there.
    { name: 'own-servers', testDir: 'tests/e2e/api', testMatch: OWN_SERVERS, dependencies: afterSharedServerSpecs },
    { name: 'two-instances', testDir: 'tests/e2e/api', testMatch: TWO_INSTANCES, dependencies: afterSharedServerSpecs },
  ],
  webServer: {
    // A production build on a fresh embedded database (or on DATABASE_URL when set). CI sets
    // E2E_SKIP_BUILD for its second run, on PostgreSQL, of the build the first run made.
    command: process.env.E2E_SKIP_BUILD ? 'npm start' : 'npm run build && npm start',
    url: `${e2eBaseUrl}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(e2ePort),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SITE_URL: e2eBaseUrl,
      SENTRY_DSN: `http://public@127.0.0.1:${fakeSentryPort}/1`,
      ENABLE_CRASH_TEST_ROUTE: '1',
      // A production server with no Viator to call: viator experiences book through the sandbox.
      VIATOR_SANDBOX: '1',
      // As behind the shop's proxy: api specs give each simulated client its own X-Forwarded-For,
      // so rate limits count them apart and one spec's guessing never throttles the next spec.
      TRUSTED_PROXIES: '127.0.0.1',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
