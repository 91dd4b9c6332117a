/**
 * `npm run bench`: the storefront measured against references taken in the same run, so the
 * figures compare across machines (docs/performance.md explains each one and the goals):
 *   R1 req/s of each catalogue page ÷ a plain node:http server sending the same bytes (and the
 *      bare Next.js page of bench/bare the same way: the floor)
 *   R3 req/s with the request proxy ÷ without it, and the p50 it adds
 *   R4 gzip bytes of JavaScript each page loads ÷ the bare page's
 *   R5 Lighthouse mobile, median of 5
 *   R7 search-as-you-type p95 at 16 connections, and keystroke → suggestions in Chromium
 *   R8 seconds from `npm start` to the first 200 on / with an existing data directory
 * and the database-read table (each storefront read ÷ a SELECT 1 round trip); issue 28's goals 1–3
 * (catalogue pages' Lighthouse and JS, task pages' Lighthouse, per-request pages' req/s, each
 * against the bare page of the same run, met or missed: scripts/bench/goals.ts); and last, goal 4:
 * the p95 of the reads that must grow slowly, with the shop grown to each size of BENCH_SCALES
 * (default 2500; e.g. BENCH_SCALES=2500,25000,100000). `npm run bench -- pages` runs goals 1–3
 * alone, `npm run bench -- scale` goal 4 (on DATABASE_URL, or a fresh embedded database).
 *
 * BENCH_SECONDS (default 3), BENCH_LIGHTHOUSE_RUNS (default 5; the task pages take at most 3) and
 * BENCH_SKIP_BUILD=1 shorten a development run. With DATABASE_URL set, the shop runs on that
 * PostgreSQL database instead.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../src/generated/prisma/client';
import { seedDemoData } from '../prisma/seed/seed-demo-data';
import { readDemoSeedOptionsFromEnv } from '../prisma/seed/seed-options';
import { searchSuggestionsPath } from '../src/domains/catalog/lib/search-suggestions';
import { findBenchChromium, launchBrowser, measureScriptGzipBytes, measureSuggestionLatency } from './bench/browser';
import { findBenchPaths, growCatalogue, type BenchPaths } from './bench/catalogue';
import { measureDatabaseReads } from './bench/database-reads';
import {
  checkCataloguePage,
  checkPerRequestPage,
  checkTaskPage,
  formatGoals,
  type BrowserFigures,
  type GoalsReport,
  type PerRequestFigures,
} from './bench/goals';
import { measureLighthouse, type LighthouseFigures } from './bench/lighthouse';
import {
  captureResponse,
  comparePairs,
  CONNECTIONS,
  createReplayServer,
  readMedian,
  readTitle,
  runAlternating,
  runLoad,
  type CapturedResponse,
  type LoadRunner,
} from './bench/load';
import {
  canPinCores,
  findFreePort,
  pinSelfToLoadCore,
  readGroupCpuMs,
  startProcess,
  stopProcess,
  waitForLine,
  waitForOk,
  type RunningProcess,
} from './bench/processes';
import { formatReport, formatScaleTable, type BenchReport, type RouteFigures } from './bench/report';
import { EMBEDDED_SCALE_LIMIT, measureScale, readScales, type ScaleFigures } from './bench/scale';
import { findCheckoutPath, listPerRequestPages, listTaskPages, readCartState, signIn } from './bench/task-pages';
import { lockDataDir } from './lib/data-dir-lock';
import { startEmbeddedDatabase } from './lib/embedded-database';
import { applyMigrations } from './lib/prisma-cli';

const ROOT = resolve(import.meta.dirname, '..');
const BARE_DIR = join(ROOT, 'bench/bare');
const RESULTS_DIR = join(ROOT, 'bench/results');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const WARMUP_SECONDS = 2;
const ALONE_SECONDS = 1; // R3 at one connection
// R7's goal is absolute, not a ratio to a reference that warms up alike, so the search route gets
// long enough for V8 to optimise its code (its req/s rose by half between a 2nd and 7th second).
const SEARCH_WARMUP_SECONDS = 5;
const CYCLES = 3;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
// Goal 2's eleven pages at 5 runs each would add a quarter of an hour; the median of 3 keeps the
// whole bench within about 25 minutes (docs/performance.md).
const TASK_LIGHTHOUSE_RUNS = Math.min(LIGHTHOUSE_RUNS, 3);
const BARE_REQUEST_PATH = '/request'; // bench/bare's per-request page (goal 3's reference)
const STARTS = 3; // R8 samples
const SEARCH_QUERIES = ['halif', 'toron', 'kayak', 'food tour', 'whale', 'montr', 'wine', 'banff'];
const TYPED_QUERIES = ['halif', 'toron', 'kayak', 'whale', 'montr'];

function log(message: string): void {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

const stageErrors: string[] = [];

/** Runs one stage; a failure is reported with the results instead of losing the rest of the run. */
async function attemptStage<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
    log(`FAILED ${message}`);
    stageErrors.push(message);
    return undefined;
  }
}

function readCommandOutput(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: ROOT });
  return result.status === 0 ? result.stdout.toString().trim() : 'unknown';
}

function runBuild(name: string, command: string, args: string[], cwd: string): void {
  log(`building ${name}`);
  const result = spawnSync(command, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  if (result.status !== 0) throw new Error(`Building ${name} failed:\n${result.stdout}\n${result.stderr}`);
}

/** The tsx command for this file's helper modes, which run as their own (pinned) processes. */
function startHelper(name: string, args: string[], pin: boolean): RunningProcess {
  return startProcess(name, process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/bench.ts'), ...args], { cwd: ROOT, pin });
}

/** Helper mode: the embedded database over `dataDir`, until SIGTERM. */
async function serveDatabase(dataDir: string): Promise<void> {
  const unlock = lockDataDir(dataDir);
  const database = await startEmbeddedDatabase(join(dataDir, 'pgdata'));
  process.once('SIGTERM', () => {
    void database.stop().finally(() => {
      unlock();
      process.exit(0);
    });
  });
  console.log(`DATABASE_URL=${database.url}`);
}

/** Helper mode: the plain node:http reference, replaying the responses captured in `file`. */
function serveReplay(file: string): void {
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Omit<CapturedResponse, 'body'> & { body: string }>;
  const responses = Object.fromEntries(Object.entries(stored).map(([path, response]) => [path, { ...response, body: Buffer.from(response.body, 'base64') }]));
  const server = createReplayServer(responses);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(`PORT=${typeof address === 'object' && address ? address.port : 0}`);
  });
}

/**
 * The shop's build without its request routing, run from a directory that links everything else
 * of the project: the same pages, served without src/proxy.ts and without the locale rewrites and
 * redirects of src/storefront-routing.ts (see docs/performance.md for why this is the "without" of R3).
 */
function prepareBuildWithoutProxy(workDir: string): string {
  const copy = join(workDir, 'app-without-proxy');
  mkdirSync(copy);
  for (const entry of readdirSync(ROOT)) {
    if (entry !== '.next') symlinkSync(join(ROOT, entry), join(copy, entry));
  }
  cpSync(join(ROOT, '.next'), join(copy, '.next'), { recursive: true, filter: (source) => !/\/\.next\/(cache|dev)(\/|$)/.test(source) });
  const functionsPath = join(copy, '.next/server/functions-config-manifest.json');
  const functions = JSON.parse(readFileSync(functionsPath, 'utf8')) as { functions: Record<string, unknown> };
  if (!functions.functions['/_middleware']) throw new Error('The build has no proxy to take out');
  delete functions.functions['/_middleware'];
  writeFileSync(functionsPath, JSON.stringify(functions));
  const routesPath = join(copy, '.next/routes-manifest.json');
  const routes = JSON.parse(readFileSync(routesPath, 'utf8')) as { redirects: { internal?: boolean }[]; rewrites: { beforeFiles: unknown[] } };
  if (routes.rewrites.beforeFiles.length === 0) throw new Error('The build has no locale rewrites to take out');
  routes.rewrites.beforeFiles = [];
  routes.redirects = routes.redirects.filter((redirect) => redirect.internal); // Next's own (trailing slash) stay
  writeFileSync(routesPath, JSON.stringify(routes));
  return copy;
}

/** Fills the database: the demo seed when it is empty, then the bench's share of clones. */
async function prepareCatalogue(url: string, dataDir: string): Promise<BenchPaths> {
  await applyMigrations(url);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const seeded = await seedDemoData(prisma, readDemoSeedOptionsFromEnv({ ...process.env, DATA_DIR: dataDir }, { production: false }).options);
    const added = await growCatalogue(prisma);
    log(`catalogue: demo seed ${seeded.seeded ? 'written' : 'already there'}, added ${added.EXPERIENCE} experiences and ${added.GIFT_VOUCHER} gifts`);
    return await findBenchPaths(prisma);
  } finally {
    await prisma.$disconnect();
  }
}

/** Goal 4 on `url`: BENCH_SCALES' sizes, the embedded database's up to EMBEDDED_SCALE_LIMIT. */
async function runScaleStage(url: string, embedded: boolean): Promise<ScaleFigures> {
  const asked = readScales(process.env.BENCH_SCALES);
  const sizes = embedded ? asked.filter((size) => size <= EMBEDDED_SCALE_LIMIT) : asked;
  process.env.DATABASE_URL = url;
  // The embedded database comes back on another port than the one the earlier stages read.
  (await import('../src/server/env')).forgetServerEnv();
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const figures = await measureScale(prisma, sizes, log);
    if (sizes.length < asked.length) {
      figures.note = `The embedded database stops at ${EMBEDDED_SCALE_LIMIT.toLocaleString('en-CA')} products; run with DATABASE_URL for the larger sizes.`;
    }
    return figures;
  } finally {
    await prisma.$disconnect();
  }
}

/** `npm run bench -- scale`: the demo seed, the bench's catalogue, then goal 4's stage alone. */
async function runScaleOnly(): Promise<void> {
  const startedAt = new Date();
  const workDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const embedded = !process.env.DATABASE_URL;
  const database = embedded ? await startEmbeddedDatabase(join(workDir, 'pgdata')) : undefined;
  const url = database?.url ?? process.env.DATABASE_URL ?? '';
  try {
    await prepareCatalogue(url, workDir);
    const scale = await runScaleStage(url, embedded);
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}-scale.json`);
    const record = {
      startedAt: startedAt.toISOString(),
      commit: readCommandOutput('git', ['rev-parse', 'HEAD']),
      uncommittedChanges: readCommandOutput('git', ['status', '--porcelain']) !== '',
      database: embedded ? 'embedded PGlite' : 'DATABASE_URL',
      loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
      scale,
    };
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    console.log([`npm run bench -- scale, ${record.startedAt}: commit ${record.commit.slice(0, 12)}, ${record.database}, load ${record.loadAverage}`, ...formatScaleTable(scale)].join('\n'));
    console.log(`\nWrote ${file}`);
  } finally {
    await database?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function countCatalogue(url: string): Promise<{ experiences: number; gifts: number }> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const [experiences, gifts] = await Promise.all([
      prisma.product.count({ where: { kind: 'EXPERIENCE', published: true } }),
      prisma.product.count({ where: { kind: 'GIFT_VOUCHER', published: true } }),
    ]);
    return { experiences, gifts };
  } finally {
    await prisma.$disconnect();
  }
}

/** R8: `npm start` until / answers 200, on the data directory the rest of the bench filled. */
async function measureStartSeconds(env: NodeJS.ProcessEnv, pin: boolean): Promise<number[]> {
  const samples: number[] = [];
  for (let start = 0; start < STARTS; start++) {
    const port = await findFreePort();
    const started = performance.now();
    const shop = startProcess('npm start', 'npm', ['start'], { cwd: ROOT, env: { ...env, PORT: String(port) }, pin });
    try {
      await waitForOk(`http://127.0.0.1:${port}/`, shop, 120_000);
      samples.push((performance.now() - started) / 1000);
    } finally {
      await stopProcess(shop);
    }
  }
  return samples;
}

/** The shop's build (unless BENCH_SKIP_BUILD=1), then the bare reference app's. */
function buildApps(): void {
  if (process.env.BENCH_SKIP_BUILD !== '1') runBuild('the shop', 'npm', ['run', 'build'], ROOT);
  // Built from its own directory: from the project root Turbopack takes the shop's src/instrumentation.ts.
  runBuild('the bare page', process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], BARE_DIR);
}

/** The processes a run starts (through `start`), which it stops in reverse order at its end. */
function trackProcesses(): { running: RunningProcess[]; start: (child: RunningProcess) => RunningProcess } {
  const running: RunningProcess[] = [];
  return {
    running,
    start: (child) => {
      running.push(child);
      return child;
    },
  };
}

/**
 * What every run of the servers begins with: Chromium checked (in seconds, before the builds), the
 * builds, the database (the embedded one in its helper process, started through `start`) and the
 * bench's catalogue.
 */
async function prepareRun(
  dataDir: string,
  pin: boolean,
  start: (child: RunningProcess) => RunningProcess,
): Promise<{ databaseUrl: string; database?: RunningProcess; paths: BenchPaths }> {
  findBenchChromium();
  buildApps();
  // After the builds, which want both cores: from here the load generator and Chromium keep to core 1.
  if (pin) pinSelfToLoadCore();
  if (process.env.DATABASE_URL) {
    log('seeding');
    return { databaseUrl: process.env.DATABASE_URL, paths: await prepareCatalogue(process.env.DATABASE_URL, dataDir) };
  }
  const { database, url } = await startDatabaseHelper(dataDir, pin);
  start(database);
  log('seeding');
  return { databaseUrl: url, database, paths: await prepareCatalogue(url, dataDir) };
}

/** The embedded database in its helper process, so that several servers can share it. */
async function startDatabaseHelper(dataDir: string, pin: boolean): Promise<{ database: RunningProcess; url: string }> {
  mkdirSync(dataDir, { recursive: true });
  const database = startHelper('database', ['serve-database', dataDir], pin);
  return { database, url: (await waitForLine(database, /DATABASE_URL=(\S+)/, 60_000))[1]! };
}

/**
 * The launcher as `npm start` runs it, from `cwd`; the embedded database is the helper's, so that
 * the build without the proxy can share it (one process may open a data directory).
 */
function startShop(name: string, cwd: string, port: number, env: NodeJS.ProcessEnv, pin: boolean): RunningProcess {
  return startProcess(name, join(ROOT, 'node_modules/.bin/tsx'), ['scripts/launch.ts', 'start'], { cwd, env: { ...env, PORT: String(port) }, pin });
}

function readShopEnv(dataDir: string, databaseUrl: string, embedded: boolean): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' };
  if (embedded) env.DATABASE_POOL_SIZE = '1';
  return env;
}

function startBare(port: number, pin: boolean): RunningProcess {
  return startProcess('bare', process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '--port', String(port)], { cwd: BARE_DIR, pin });
}

/** The six catalogue pages of R1 and goal 1. */
function listCatalogueRoutes(paths: BenchPaths): { name: string; path: string }[] {
  return [
    { name: 'home', path: '/' },
    { name: 'gift list', path: '/gift' },
    { name: 'gift page', path: paths.gift },
    { name: 'tour page', path: paths.tour },
    { name: 'landing', path: paths.landing },
    { name: 'blog post', path: paths.post },
  ];
}

function readVersions(): BenchReport['versions'] {
  const readVersion = (name: string) => (JSON.parse(readFileSync(join(ROOT, `node_modules/${name}/package.json`), 'utf8')) as { version: string }).version;
  return { node: process.version, next: readVersion('next'), chromium: readCommandOutput(findBenchChromium(), ['--version']), lighthouse: readVersion('lighthouse') };
}

type CatalogueBrowserFigures = Pick<RouteFigures, 'r4' | 'r5'>;

/** R4 of each page in one Chromium, then R5 (Lighthouse, median of LIGHTHOUSE_RUNS) of each: goal 1's figures. */
async function measureCatalogueInBrowser(pages: { name: string; url: string }[]): Promise<Map<string, CatalogueBrowserFigures>> {
  const figures = new Map<string, CatalogueBrowserFigures>(pages.map((page) => [page.name, {}]));
  const browser = await launchBrowser();
  try {
    for (const page of pages) figures.get(page.name)!.r4 = await attemptStage(`R4 ${page.name}`, () => measureScriptGzipBytes(browser, page.url));
  } finally {
    await browser.close();
  }
  for (const page of pages) {
    log(`R5: Lighthouse ×${LIGHTHOUSE_RUNS} ${page.name}`);
    figures.get(page.name)!.r5 = await attemptStage(`R5 ${page.name}`, () => measureLighthouse(page.url, LIGHTHOUSE_RUNS));
  }
  return figures;
}

/** The servers goals 2 and 3 measure: the shop (and its embedded database's helper) and the bare app. */
interface PagesTarget {
  shopBase: string;
  bareBase: string;
  shop: RunningProcess;
  bare: RunningProcess;
  database?: RunningProcess;
  databaseUrl: string;
}

interface TaskPageFigures {
  name: string;
  path: string;
  r5?: LighthouseFigures;
}

/** Wraps a load run so that it also records the CPU each process group spent per response. */
function withCpu(run: LoadRunner, groups: { process?: RunningProcess; samples: number[] }[]): LoadRunner {
  return async (seconds) => {
    const before = groups.map((group) => (group.process ? readGroupCpuMs(group.process) : Number.NaN));
    const result = await run(seconds);
    groups.forEach((group, index) => group.samples.push(((group.process ? readGroupCpuMs(group.process) : Number.NaN) - before[index]!) / result.requests));
    return result;
  };
}

/** Goal 3 for one page: alternated with the bare per-request page as R1 alternates, with the CPU per request. */
async function measurePerRequestPage(page: { name: string; path: string; headers: Record<string, string> }, target: PagesTarget): Promise<PerRequestFigures> {
  const url = `${target.shopBase}${page.path}`;
  const captured = await captureResponse(url, page.headers);
  if (captured.status !== 200) throw new Error(`${page.path} answered ${captured.status}`);
  const title = readTitle(captured.body);
  const bareUrl = `${target.bareBase}${BARE_REQUEST_PATH}`;
  const bareTitle = readTitle((await captureResponse(bareUrl)).body);
  const cpu = { server: [] as number[], database: [] as number[], bare: [] as number[] };
  const [pageRuns, bareRuns] = await runAlternating(
    [
      withCpu((seconds) => runLoad(url, { seconds, verify: (body) => body.includes(title), headers: page.headers }), [
        { process: target.shop, samples: cpu.server },
        { process: target.database, samples: cpu.database },
      ]),
      withCpu((seconds) => runLoad(bareUrl, { seconds, verify: (body) => body.includes(bareTitle) }), [{ process: target.bare, samples: cpu.bare }]),
    ],
    { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, cycles: CYCLES },
  );
  const median = (samples: number[]) => readMedian(samples.slice(1)); // the first sample is the warm-up's
  return {
    ...page,
    comparison: comparePairs(pageRuns!, bareRuns!),
    page: pageRuns!,
    bare: bareRuns!,
    serverCpuMs: median(cpu.server),
    databaseCpuMs: median(cpu.database),
    bareCpuMs: median(cpu.bare),
  };
}

/**
 * Goals 2 and 3: the demo customer and manager signed in, a cart and a bookable checkout of this
 * catalogue, then Lighthouse on each task page and the alternated load on each per-request page.
 */
async function measureTaskPages(target: PagesTarget): Promise<{ taskPages: TaskPageFigures[]; perRequest: PerRequestFigures[] }> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: target.databaseUrl }) });
  let setup;
  try {
    setup = await attemptStage('goals 2 and 3: sign-in, cart, checkout', async () => {
      const sessions = await signIn(target.shopBase);
      return { sessions, cart: await readCartState(prisma), checkoutPath: await findCheckoutPath(prisma, target.shopBase, sessions.customer) };
    });
  } finally {
    await prisma.$disconnect();
  }
  if (!setup) return { taskPages: [], perRequest: [] };
  const perRequest: PerRequestFigures[] = [];
  for (const page of listPerRequestPages(setup)) {
    log(`goal 3: ${page.name} against the bare per-request page`);
    const figures = await attemptStage(`goal 3 ${page.name}`, () => measurePerRequestPage(page, target));
    if (figures) perRequest.push(figures);
  }
  const taskPages: TaskPageFigures[] = [];
  for (const page of listTaskPages(setup)) {
    log(`goal 2: Lighthouse ×${TASK_LIGHTHOUSE_RUNS} ${page.name}`);
    const r5 = await attemptStage(`goal 2 ${page.name}`, () => measureLighthouse(`${target.shopBase}${page.path}`, TASK_LIGHTHOUSE_RUNS, page.state));
    taskPages.push({ name: page.name, path: page.path, ...(r5 ? { r5 } : {}) });
  }
  return { taskPages, perRequest };
}

/** Goals 1–3, each figure met or missed against the bare page of the same run. */
function checkGoals(
  catalogue: { name: string; path: string; figures?: CatalogueBrowserFigures }[],
  bare: CatalogueBrowserFigures | undefined,
  taskPages: TaskPageFigures[],
  perRequest: PerRequestFigures[],
): GoalsReport {
  const toBrowserFigures = (figures: CatalogueBrowserFigures | undefined): BrowserFigures => ({ lighthouse: figures?.r5, jsGzipBytes: figures?.r4?.gzipBytes });
  return {
    catalogue: catalogue.map((page) => ({ name: page.name, path: page.path, checks: checkCataloguePage(toBrowserFigures(page.figures), toBrowserFigures(bare)) })),
    taskPages: taskPages.map((page) => ({ name: page.name, path: page.path, checks: checkTaskPage(page.r5, bare?.r5) })),
    perRequest: perRequest.map((page) => ({ name: page.name, path: page.path, checks: checkPerRequestPage(page) })),
  };
}

/** `npm run bench -- pages`: goals 1–3 alone, on a fresh database with the bench's catalogue. */
async function runPagesOnly(): Promise<void> {
  const startedAt = new Date();
  const pin = canPinCores();
  const embedded = !process.env.DATABASE_URL;
  const workDir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  const dataDir = join(workDir, 'data');
  const { running, start } = trackProcesses();
  try {
    const { databaseUrl, database, paths } = await prepareRun(dataDir, pin, start);
    log('starting servers');
    const [shopPort, barePort] = [await findFreePort(), await findFreePort()];
    const shop = start(startShop('shop', ROOT, shopPort, readShopEnv(dataDir, databaseUrl, embedded), pin));
    const bare = start(startBare(barePort, pin));
    await waitForOk(`http://127.0.0.1:${shopPort}/`, shop, 180_000);
    await waitForOk(`http://127.0.0.1:${barePort}/`, bare, 60_000);
    const target: PagesTarget = { shopBase: `http://127.0.0.1:${shopPort}`, bareBase: `http://127.0.0.1:${barePort}`, shop, bare, database, databaseUrl };

    const routes = listCatalogueRoutes(paths);
    const browserFigures = await measureCatalogueInBrowser([
      { name: 'bare Next.js', url: `${target.bareBase}/` },
      ...routes.map((route) => ({ name: route.name, url: `${target.shopBase}${route.path}` })),
    ]);
    const catalogue = routes.map((route) => ({ ...route, figures: browserFigures.get(route.name) }));
    const bareFigures = browserFigures.get('bare Next.js');
    const { taskPages, perRequest } = await measureTaskPages(target);
    const goals = checkGoals(catalogue, bareFigures, taskPages, perRequest);

    const record = {
      startedAt: startedAt.toISOString(),
      minutes: (Date.now() - startedAt.getTime()) / 60_000,
      commit: readCommandOutput('git', ['rev-parse', 'HEAD']),
      uncommittedChanges: readCommandOutput('git', ['status', '--porcelain']) !== '',
      versions: readVersions(),
      loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
      coresSplit: pin,
      database: embedded ? 'embedded PGlite' : 'DATABASE_URL',
      protocol: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, pairs: CYCLES, lighthouseRuns: LIGHTHOUSE_RUNS, taskLighthouseRuns: TASK_LIGHTHOUSE_RUNS },
      bare: bareFigures,
      catalogue,
      taskPages,
      perRequest,
      goals,
      errors: stageErrors,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}-pages.json`);
    writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
    console.log(
      [
        `npm run bench -- pages, ${record.startedAt} (${record.minutes.toFixed(1)} min): commit ${record.commit.slice(0, 12)}${record.uncommittedChanges ? ' + uncommitted changes' : ''}, ${record.database}, load ${record.loadAverage}`,
        `Lighthouse ${record.versions.lighthouse}: median of ${LIGHTHOUSE_RUNS} for the catalogue and bare pages, of ${TASK_LIGHTHOUSE_RUNS} for the task pages`,
        '',
        ...formatGoals(goals, perRequest),
        ...stageErrors.map((error) => `FAILED ${error}`),
      ].join('\n'),
    );
    console.log(`\nWrote ${file}`);
  } finally {
    for (const child of running.reverse()) await stopProcess(child);
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function runBench(): Promise<void> {
  const startedAt = new Date();
  const pin = canPinCores();
  const nproc = Number(readCommandOutput('nproc', [])); // before pinning, after which it would say 1
  const embedded = !process.env.DATABASE_URL;
  const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const dataDir = join(workDir, 'data');
  const { running, start } = trackProcesses();

  try {
    const { databaseUrl, database, paths } = await prepareRun(dataDir, pin, start);
    const catalogue = await countCatalogue(databaseUrl);

    log('database reads');
    process.env.DATABASE_URL = databaseUrl;
    const databaseReads = await measureDatabaseReads();

    log('starting servers');
    const [shopPort, withoutProxyPort, barePort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    const shopEnv = readShopEnv(dataDir, databaseUrl, embedded);
    const shop = start(startShop('shop', ROOT, shopPort, shopEnv, pin));
    await waitForOk(`http://127.0.0.1:${shopPort}/`, shop, 180_000);
    const withoutProxy = start(startShop('shop without proxy', prepareBuildWithoutProxy(workDir), withoutProxyPort, shopEnv, pin));
    const bare = start(startBare(barePort, pin));
    await waitForOk(`http://127.0.0.1:${withoutProxyPort}/en-CA`, withoutProxy, 180_000);
    await waitForOk(`http://127.0.0.1:${barePort}/`, bare, 60_000);

    const routes = listCatalogueRoutes(paths);
    const shopUrl = (path: string) => `http://127.0.0.1:${shopPort}${path}`;
    // Without the routing nothing maps / to the en-CA pages, so they are asked for by their inner path.
    const withoutProxyUrl = (path: string) => `http://127.0.0.1:${withoutProxyPort}/en-CA${path === '/' ? '' : path}`;
    const bareUrl = `http://127.0.0.1:${barePort}/`;

    log('capturing responses');
    const captured: Record<string, CapturedResponse> = {};
    const titles: Record<string, string> = {};
    for (const route of routes) {
      const [withProxyResponse, withoutProxyResponse] = [await captureResponse(shopUrl(route.path)), await captureResponse(withoutProxyUrl(route.path))];
      if (withProxyResponse.status !== 200 || withoutProxyResponse.status !== 200) {
        throw new Error(`${route.path}: ${withProxyResponse.status} with the proxy, ${withoutProxyResponse.status} without`);
      }
      titles[route.path] = readTitle(withProxyResponse.body);
      if (readTitle(withoutProxyResponse.body) !== titles[route.path]) throw new Error(`${route.path} differs without the proxy`);
      captured[route.path] = withProxyResponse;
    }
    const bareResponse = await captureResponse(bareUrl);
    const bareTitle = readTitle(bareResponse.body);
    captured['/__bare'] = bareResponse;
    const captureFile = join(workDir, 'captured.json');
    writeFileSync(
      captureFile,
      JSON.stringify(Object.fromEntries(Object.entries(captured).map(([path, response]) => [path, { ...response, body: response.body.toString('base64') }]))),
    );
    const replay = start(startHelper('replay', ['serve-replay', captureFile], pin));
    const replayBase = `http://127.0.0.1:${(await waitForLine(replay, /PORT=(\d+)/, 30_000))[1]}`;

    const figures: RouteFigures[] = [];
    const options = { seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, cycles: CYCLES };
    log(`R1: bare page ÷ node:http, ${CYCLES} pairs of ${SECONDS} s`);
    const bareVerify = (body: string) => body.includes(bareTitle);
    const [bareRuns, bareReplayRuns] = await runAlternating(
      [(seconds) => runLoad(bareUrl, { seconds, verify: bareVerify }), (seconds) => runLoad(`${replayBase}/__bare`, { seconds, verify: bareVerify })],
      options,
    );
    const bareFigures: RouteFigures = { name: 'bare Next.js', path: '/', r1: { ...comparePairs(bareRuns!, bareReplayRuns!), next: bareRuns!, plain: bareReplayRuns! } };
    figures.push(bareFigures);
    for (const route of routes) {
      log(`R1 + R3: ${route.path}`);
      const verify = (body: string) => body.includes(titles[route.path]!);
      const runs = await attemptStage(`R1 + R3 ${route.path}`, () =>
        runAlternating(
          [
            (seconds) => runLoad(shopUrl(route.path), { seconds, verify }),
            (seconds) => runLoad(`${replayBase}${route.path}`, { seconds, verify }),
            (seconds) => runLoad(withoutProxyUrl(route.path), { seconds, verify }),
          ],
          options,
        ),
      );
      if (!runs) continue;
      const [withProxy, plain, withoutProxyRuns] = runs;
      // At 16 connections a request's p50 includes waiting for the 15 others, so the routing's own
      // cost shows 16-fold there; one connection gives the latency it adds to a lone request.
      const alone = await attemptStage(`R3 alone ${route.path}`, () =>
        runAlternating(
          [
            (seconds) => runLoad(shopUrl(route.path), { seconds, verify, connections: 1 }),
            (seconds) => runLoad(withoutProxyUrl(route.path), { seconds, verify, connections: 1 }),
          ],
          { seconds: ALONE_SECONDS, warmupSeconds: ALONE_SECONDS, cycles: CYCLES },
        ),
      );
      figures.push({
        ...route,
        r1: { ...comparePairs(withProxy!, plain!), next: withProxy!, plain: plain! },
        r3: { ...comparePairs(withProxy!, withoutProxyRuns!), withoutProxy: withoutProxyRuns! },
        ...(alone ? { r3Alone: comparePairs(alone[0]!, alone[1]!) } : {}),
      });
    }

    log('R7: search under load');
    const searchPaths = SEARCH_QUERIES.map((text) => searchSuggestionsPath(text, 'en-CA'));
    const searchVerify = (body: string) => body.startsWith('{"results":[');
    const search = (await attemptStage('R7 search', async () => {
      await runLoad(shopUrl('/'), { seconds: SEARCH_WARMUP_SECONDS, verify: searchVerify, paths: searchPaths });
      return runLoad(shopUrl('/'), { seconds: SECONDS * 2, verify: searchVerify, paths: searchPaths });
    })) ?? { requestsPerSecond: Number.NaN, p50Ms: Number.NaN, p95Ms: Number.NaN, requests: 0 };

    log('R4 + R5: Chromium and Lighthouse');
    const browserFigures = await measureCatalogueInBrowser(
      figures.map((figure) => ({ name: figure.name, url: figure === bareFigures ? bareUrl : shopUrl(figure.path) })),
    );
    for (const figure of figures) Object.assign(figure, browserFigures.get(figure.name));

    log('R7: keystroke to suggestions');
    const browser = await launchBrowser();
    let suggestions: { medianMs: number; maxMs: number } | undefined;
    try {
      suggestions = await attemptStage('R7 keystroke', () => measureSuggestionLatency(browser, shopUrl('/'), TYPED_QUERIES));
    } finally {
      await browser.close();
    }

    const target: PagesTarget = { shopBase: `http://127.0.0.1:${shopPort}`, bareBase: `http://127.0.0.1:${barePort}`, shop, bare, database, databaseUrl };
    const { taskPages, perRequest } = await measureTaskPages(target);
    const goals = checkGoals(
      routes.map((route) => ({ ...route, figures: figures.find((figure) => figure.name === route.name) })),
      bareFigures,
      taskPages,
      perRequest,
    );

    log('R8: npm start on the filled data directory');
    for (const child of running.splice(0).reverse()) await stopProcess(child);
    const startEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
    if (embedded) delete startEnv.DATABASE_URL;
    const startSeconds = (await attemptStage('R8', () => measureStartSeconds(startEnv, pin))) ?? [];

    // Last: the shop grown past the catalogue the stages above measured.
    log('goal 4: the reads as the shop grows');
    const scale = await attemptStage('goal 4', async () => {
      let url = databaseUrl;
      if (embedded) {
        const helper = await startDatabaseHelper(dataDir, pin);
        start(helper.database);
        url = helper.url;
      }
      return runScaleStage(url, embedded);
    });

    const report: BenchReport = {
      startedAt: startedAt.toISOString(),
      minutes: (Date.now() - startedAt.getTime()) / 60_000,
      commit: readCommandOutput('git', ['rev-parse', 'HEAD']),
      uncommittedChanges: readCommandOutput('git', ['status', '--porcelain']) !== '',
      versions: readVersions(),
      nproc,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
      coresSplit: pin,
      database: embedded ? 'embedded PGlite' : 'DATABASE_URL',
      catalogue,
      protocol: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, pairs: CYCLES, lighthouseRuns: LIGHTHOUSE_RUNS, taskLighthouseRuns: TASK_LIGHTHOUSE_RUNS },
      routes: figures,
      taskPages,
      perRequest,
      goals,
      search: { ...search, queries: SEARCH_QUERIES, suggestionsVisibleMs: suggestions?.medianMs, suggestionsVisibleMaxMs: suggestions?.maxMs },
      start: { medianSeconds: readMedian(startSeconds), samples: startSeconds },
      databaseReads,
      ...(scale ? { scale } : {}),
      errors: stageErrors,
    };
    mkdirSync(RESULTS_DIR, { recursive: true });
    const file = join(RESULTS_DIR, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(formatReport(report));
    console.log(`\nWrote ${file}`);
  } finally {
    for (const child of running.reverse()) await stopProcess(child);
    rmSync(workDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const [mode, argument] = process.argv.slice(2);
  if (mode === 'serve-database' && argument) return serveDatabase(argument);
  if (mode === 'serve-replay' && argument) return serveReplay(argument);
  if (mode === 'scale') return runScaleOnly();
  if (mode === 'pages') return runPagesOnly();
  await runBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
