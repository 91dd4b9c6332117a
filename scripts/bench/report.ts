import type { DatabaseRead } from './database-reads';
import { formatGoals, type GoalsReport, type PerRequestFigures } from './goals';
import type { LighthouseFigures } from './lighthouse';
import type { LoadResult, PairComparison } from './load';
import type { ScaleFigures } from './scale';

export interface RouteFigures {
  name: string;
  path: string;
  r1: PairComparison & { next: LoadResult[]; plain: LoadResult[] };
  r3?: PairComparison & { withoutProxy: LoadResult[] };
  /** R3 with one connection: the latency the routing adds to a request that waits for nothing else. */
  r3Alone?: PairComparison;
  r4?: { gzipBytes: number; scripts: number };
  r5?: LighthouseFigures;
}

export interface BenchReport {
  startedAt: string;
  minutes: number;
  commit: string;
  uncommittedChanges: boolean;
  versions: { node: string; next: string; chromium: string; lighthouse: string };
  nproc: number;
  loadAverage: string;
  coresSplit: boolean;
  database: string;
  catalogue: { experiences: number; gifts: number };
  protocol: { connections: number; seconds: number; warmupSeconds: number; pairs: number; lighthouseRuns: number; taskLighthouseRuns: number };
  routes: RouteFigures[];
  /** Issue 28 goal 2: Lighthouse (median of taskLighthouseRuns) on each task page. */
  taskPages: { name: string; path: string; r5?: LighthouseFigures }[];
  /** Issue 28 goal 3: each per-request page alternated with the bare per-request page. */
  perRequest: PerRequestFigures[];
  /** Issue 28 goals 1–3, each figure met or missed. */
  goals: GoalsReport;
  search: LoadResult & { queries: string[]; suggestionsVisibleMs?: number; suggestionsVisibleMaxMs?: number };
  start: { medianSeconds: number; samples: number[] };
  databaseReads: DatabaseRead[];
  /** Goal 4: the reads' p95 as the shop grows (BENCH_SCALES). */
  scale?: ScaleFigures;
  /** Stages that failed; their figures are missing from the table. */
  errors: string[];
}

function formatNumber(value: number | undefined, digits: number): string {
  return value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits);
}

function formatRow(cells: string[], widths: number[]): string {
  return cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
}

/** The one table `npm run bench` prints: a row per page, then search, start-up and database reads. */
export function formatReport(report: BenchReport): string {
  const bare = report.routes[0];
  const medianRate = (runs: LoadResult[]) => [...runs.map((run) => run.requestsPerSecond)].sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const widths = [14, 8, 8, 8, 8, 9, 10, 9, 8, 6, 7, 7, 6];
  const lines = [
    `npm run bench, ${report.startedAt} (${report.minutes.toFixed(1)} min): commit ${report.commit.slice(0, 12)}${report.uncommittedChanges ? ' + uncommitted changes' : ''}`,
    `Node ${report.versions.node}, Next ${report.versions.next}, ${report.versions.chromium}, Lighthouse ${report.versions.lighthouse}, nproc ${report.nproc}, load ${report.loadAverage}`,
    `${report.database}, ${report.catalogue.experiences} experiences + ${report.catalogue.gifts} gifts; ${report.protocol.connections} connections, ${report.protocol.pairs} pairs of ${report.protocol.seconds} s after a ${report.protocol.warmupSeconds} s warm-up, server ${report.coresSplit ? 'on core 0, load on core 1' : 'and load sharing cores (no taskset)'}`,
    '',
    formatRow(['page', 'req/s', 'plain/s', 'R1', 'R3', 'R3 +p50', '+p50 alone', 'R4 JS kB', 'R4 ×bare', 'R5', 'LCP s', 'TBT ms', 'CLS'], widths),
  ];
  for (const route of report.routes) {
    lines.push(
      formatRow(
        [
          route.name,
          formatNumber(medianRate(route.r1.next), 0),
          formatNumber(medianRate(route.r1.plain), 0),
          formatNumber(route.r1.ratio, 3),
          formatNumber(route.r3?.ratio, 2),
          route.r3 ? `${formatNumber(route.r3.addedP50Ms, 1)} ms` : '–',
          route.r3Alone ? `${formatNumber(route.r3Alone.addedP50Ms, 2)} ms` : '–',
          formatNumber(route.r4 && route.r4.gzipBytes / 1000, 1),
          formatNumber(route.r4 && bare?.r4 && route.r4.gzipBytes / bare.r4.gzipBytes, 2),
          formatNumber(route.r5?.score, 0),
          formatNumber(route.r5 && route.r5.lcpMs / 1000, 1),
          formatNumber(route.r5?.tbtMs, 0),
          formatNumber(route.r5?.cls, 3),
        ],
        widths,
      ),
    );
  }
  lines.push(
    '',
    `R7 search: p95 ${formatNumber(report.search.p95Ms, 1)} ms, p50 ${formatNumber(report.search.p50Ms, 1)} ms at ${formatNumber(report.search.requestsPerSecond, 0)} req/s over ${report.catalogue.experiences + report.catalogue.gifts} products (goal p95 ≤ 30 ms); keystroke → suggestions visible: median ${formatNumber(report.search.suggestionsVisibleMs, 0)} ms, max ${formatNumber(report.search.suggestionsVisibleMaxMs, 0)} ms (goal ≤ 300 ms)`,
    `R8 npm start → first 200 on /: median ${formatNumber(report.start.medianSeconds, 1)} s of ${report.start.samples.map((seconds) => seconds.toFixed(1)).join(', ')} (goal ≤ 3 s)`,
    'Goals: R1 ≥ the bare page\'s R1 (aim ≥ 0.30); R3 ≥ 0.90 and +p50 ≤ 1 ms (at 16 connections, and alone: 1 connection); R4 ≤ 1.3 × bare; R5 score ≥ bare − 3, TBT ≤ bare + 100 ms, CLS ≤ 0.02',
    '',
    formatRow(['database read', '× SELECT 1'], [52, 10]),
    ...report.databaseReads.map((read) => formatRow([read.read, formatNumber(read.timesBaseline, 1)], [52, 10])),
    '',
    ...formatGoals(report.goals, report.perRequest),
    ...(report.scale ? ['', ...formatScaleTable(report.scale)] : []),
    ...report.errors.map((error) => `FAILED ${error}`),
  );
  return lines.join('\n');
}

/** Goal 4's table: p95 of each read at each size, the largest size ÷ the smallest, and the goal (≤ 2×). */
export function formatScaleTable(scale: ScaleFigures): string[] {
  const sizes = scale.sizes;
  const widths = [28, ...sizes.map(() => 10), 9, 8, 9];
  const thousands = (value: number) => value.toLocaleString('en-CA');
  const last = sizes.length - 1;
  const lines = [
    `Goal 4, p95 in ms as the shop grows (goal: at the largest size ≤ 2 × at ${thousands(sizes[0]?.products ?? 0)} products, each row)`,
    ...sizes.map(
      (size) =>
        `  ${thousands(size.products)} products: ${thousands(size.customers)} customers, ${thousands(size.ledgerEntries)} ledger entries, ${thousands(size.vouchers)} vouchers, ${thousands(size.orders)} orders (grown in ${size.growSeconds.toFixed(0)} s)`,
    ),
    ...(scale.note ? [`  ${scale.note}`] : []),
    formatRow(['read', ...sizes.map((size) => thousands(size.products)), '× first', 'goal', 'p50 ×'], widths),
  ];
  for (const row of scale.reads) {
    const growth = (samples: number[]) => (last > 0 ? (samples[last] ?? Number.NaN) / (samples[0] ?? Number.NaN) : Number.NaN);
    const ratio = growth(row.p95Ms);
    const goal = Number.isNaN(ratio) ? '–' : ratio <= 2 ? 'met' : 'MISSED';
    // The p50's growth beside it: on a busy machine a p95 is mostly other processes' time slices.
    lines.push(formatRow([row.read, ...row.p95Ms.map((ms) => formatNumber(ms, 1)), formatNumber(ratio, 2), goal, formatNumber(growth(row.p50Ms), 2)], widths));
  }
  return lines;
}
