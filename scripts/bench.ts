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
 * and the database-read table (each storefront read ÷ a SELECT 1 round trip), and last, goal 4 of
 * issue 28: the p95 of the reads that must grow slowly, with the shop grown to each size of
 * BENCH_SCALES (default 2500; e.g. BENCH_SCALES=2500,25000,100000). `npm run bench -- scale` runs
 * that stage alone (on DATABASE_URL, or a fresh embedded database).
 *
 * BENCH_SECONDS (default 3), BENCH_LIGHTHOUSE_RUNS (default 5) and BENCH_SKIP_BUILD=1 shorten a
 * development run. With DATABASE_URL set, the shop runs on that PostgreSQL database instead.
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
import { measureLighthouse } from './bench/lighthouse';
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
} from './bench/load';
import { canPinCores, findFreePort, pinSelfToLoadCore, startProcess, stopProcess, waitForLine, waitForOk, type RunningProcess } from './bench/processes';
import { formatReport, formatScaleTable, type BenchReport, type RouteFigures } from './bench/report';
import { EMBEDDED_SCALE_LIMIT, measureScale, readScales, type ScaleFigures } from './bench/scale';
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

async function runBench(): Promise<void> {
  const startedAt = new Date();
  const pin = canPinCores();
  const nproc = Number(readCommandOutput('nproc', [])); // before pinning, after which it would say 1
  const embedded = !process.env.DATABASE_URL;
  const workDir = mkdtempSync(join(tmpdir(), 'bench-'));
  const dataDir = join(workDir, 'data');
  const running: RunningProcess[] = [];
  const start = (child: RunningProcess) => {
    running.push(child);
    return child;
  };

  try {
    findBenchChromium();
    if (process.env.BENCH_SKIP_BUILD !== '1') runBuild('the shop', 'npm', ['run', 'build'], ROOT);
    // Built from its own directory: from the project root Turbopack takes the shop's src/instrumentation.ts.
    runBuild('the bare page', process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], BARE_DIR);
    // After the builds, which want both cores: from here the load generator and Chromium keep to core 1.
    if (pin) pinSelfToLoadCore();

    let databaseUrl = process.env.DATABASE_URL ?? '';
    if (embedded) {
      mkdirSync(dataDir);
      const database = start(startHelper('database', ['serve-database', dataDir], pin));
      databaseUrl = (await waitForLine(database, /DATABASE_URL=(\S+)/, 60_000))[1]!;
    }
    log('seeding');
    const paths = await prepareCatalogue(databaseUrl, dataDir);
    const catalogue = await countCatalogue(databaseUrl);

    log('database reads');
    process.env.DATABASE_URL = databaseUrl;
    const databaseReads = await measureDatabaseReads();

    log('starting servers');
    const [shopPort, withoutProxyPort, barePort] = [await findFreePort(), await findFreePort(), await findFreePort()];
    // The launcher as `npm start` runs it; the embedded database is the helper's, so that the
    // build without the proxy can share it (one process may open a data directory).
    const shopEnv: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: '1' };
    if (embedded) shopEnv.DATABASE_POOL_SIZE = '1';
    const launch = [join(ROOT, 'node_modules/.bin/tsx'), 'scripts/launch.ts', 'start'];
    const shop = start(startProcess('shop', launch[0]!, launch.slice(1), { cwd: ROOT, env: { ...shopEnv, PORT: String(shopPort) }, pin }));
    await waitForOk(`http://127.0.0.1:${shopPort}/`, shop, 180_000);
    const withoutProxyDir = prepareBuildWithoutProxy(workDir);
    const withoutProxy = start(
      startProcess('shop without proxy', launch[0]!, launch.slice(1), { cwd: withoutProxyDir, env: { ...shopEnv, PORT: String(withoutProxyPort) }, pin }),
    );
    const bare = start(
      startProcess('bare', process.execPath, [join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '--port', String(barePort)], { cwd: BARE_DIR, pin }),
    );
    await waitForOk(`http://127.0.0.1:${withoutProxyPort}/en-CA`, withoutProxy, 180_000);
    await waitForOk(`http://127.0.0.1:${barePort}/`, bare, 60_000);

    const routes: { name: string; path: string }[] = [
      { name: 'home', path: '/' },
      { name: 'gift list', path: '/gift' },
      { name: 'gift page', path: paths.gift },
      { name: 'tour page', path: paths.tour },
      { name: 'landing', path: paths.landing },
      { name: 'blog post', path: paths.post },
    ];
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
    })) ?? { requestsPerSecond: Number.NaN, p50Ms: Number.NaN, p95Ms: Number.NaN };

    log('R4 + R7: Chromium');
    const browser = await launchBrowser();
    let suggestions: { medianMs: number; maxMs: number } | undefined;
    try {
      for (const figure of figures) {
        figure.r4 = await attemptStage(`R4 ${figure.name}`, () => measureScriptGzipBytes(browser, figure === bareFigures ? bareUrl : shopUrl(figure.path)));
      }
      suggestions = await attemptStage('R7 keystroke', () => measureSuggestionLatency(browser, shopUrl('/'), TYPED_QUERIES));
    } finally {
      await browser.close();
    }

    for (const figure of figures) {
      if (!['bare Next.js', 'home', 'gift page', 'tour page', 'landing'].includes(figure.name)) continue;
      log(`R5: Lighthouse ×${LIGHTHOUSE_RUNS} ${figure.name}`);
      figure.r5 = await attemptStage(`R5 ${figure.name}`, () => measureLighthouse(figure === bareFigures ? bareUrl : shopUrl(figure.path), LIGHTHOUSE_RUNS));
    }

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
        const database = start(startHelper('database', ['serve-database', dataDir], pin));
        url = (await waitForLine(database, /DATABASE_URL=(\S+)/, 60_000))[1]!;
      }
      return runScaleStage(url, embedded);
    });

    const report: BenchReport = {
      startedAt: startedAt.toISOString(),
      minutes: (Date.now() - startedAt.getTime()) / 60_000,
      commit: readCommandOutput('git', ['rev-parse', 'HEAD']),
      uncommittedChanges: readCommandOutput('git', ['status', '--porcelain']) !== '',
      versions: {
        node: process.version,
        next: (JSON.parse(readFileSync(join(ROOT, 'node_modules/next/package.json'), 'utf8')) as { version: string }).version,
        chromium: readCommandOutput(findBenchChromium(), ['--version']),
        lighthouse: (JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version,
      },
      nproc,
      loadAverage: readFileSync('/proc/loadavg', 'utf8').trim(),
      coresSplit: pin,
      database: embedded ? 'embedded PGlite' : 'DATABASE_URL',
      catalogue,
      protocol: { connections: CONNECTIONS, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, pairs: CYCLES, lighthouseRuns: LIGHTHOUSE_RUNS },
      routes: figures,
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
  await runBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
