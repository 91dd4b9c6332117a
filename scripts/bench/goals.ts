/**
 * Issue 28's goals 1–3, each figure against the bare page of the same run: which are met. The bench
 * prints these (formatGoals) and keeps them in its result file.
 */
import type { LighthouseFigures } from './lighthouse';
import { readMedian, type LoadResult, type PairComparison } from './load';

export interface GoalCheck {
  figure: 'score' | 'TBT ms' | 'LCP ms' | 'JS bytes' | 'CLS' | 'req/s ÷ bare';
  /** NaN when the figure was not measured (its stage failed): then the goal counts as missed. */
  value: number;
  /** The bare page's figure the limit comes from; NaN for an absolute limit (CLS). */
  reference: number;
  limit: number;
  /** 'at least': the value must reach the limit; 'at most': stay within it. */
  bound: 'at least' | 'at most';
  met: boolean;
}

export interface PageGoals {
  name: string;
  path: string;
  checks: GoalCheck[];
}

/** What goals 1 and 2 read of a page: its Lighthouse figures and, for goal 1, its JavaScript. */
export interface BrowserFigures {
  lighthouse?: LighthouseFigures;
  jsGzipBytes?: number;
}

/** Goal 3's figures of one per-request page, alternated with the bare per-request page. */
export interface PerRequestFigures {
  name: string;
  path: string;
  comparison: PairComparison;
  page: LoadResult[];
  bare: LoadResult[];
  /** CPU ms a request (median over the runs) of the shop's server, its database's process, the bare server. */
  serverCpuMs: number;
  databaseCpuMs: number;
  bareCpuMs: number;
}

export interface GoalsReport {
  catalogue: PageGoals[];
  taskPages: PageGoals[];
  perRequest: PageGoals[];
}

const PER_REQUEST_GOAL = 0.25;

function check(figure: GoalCheck['figure'], value: number | undefined, reference: number | undefined, limit: number, bound: GoalCheck['bound']): GoalCheck {
  const measured = value ?? Number.NaN;
  return { figure, value: measured, reference: reference ?? Number.NaN, limit, bound, met: bound === 'at least' ? measured >= limit : measured <= limit };
}

/** Goal 1: score ≥ bare − 3, TBT ≤ bare + 100 ms, LCP ≤ bare + 0.8 s, JS ≤ 1.3 × bare, CLS ≤ 0.02. */
export function checkCataloguePage(page: BrowserFigures, bare: BrowserFigures): GoalCheck[] {
  const [lighthouse, reference] = [page.lighthouse, bare.lighthouse];
  return [
    check('score', lighthouse?.score, reference?.score, (reference?.score ?? Number.NaN) - 3, 'at least'),
    check('TBT ms', lighthouse?.tbtMs, reference?.tbtMs, (reference?.tbtMs ?? Number.NaN) + 100, 'at most'),
    check('LCP ms', lighthouse?.lcpMs, reference?.lcpMs, (reference?.lcpMs ?? Number.NaN) + 800, 'at most'),
    check('JS bytes', page.jsGzipBytes, bare.jsGzipBytes, 1.3 * (bare.jsGzipBytes ?? Number.NaN), 'at most'),
    check('CLS', lighthouse?.cls, undefined, 0.02, 'at most'),
  ];
}

/** Goal 2: score ≥ bare − 3 and LCP ≤ bare + 1.0 s. */
export function checkTaskPage(page: LighthouseFigures | undefined, bare: LighthouseFigures | undefined): GoalCheck[] {
  return [
    check('score', page?.score, bare?.score, (bare?.score ?? Number.NaN) - 3, 'at least'),
    check('LCP ms', page?.lcpMs, bare?.lcpMs, (bare?.lcpMs ?? Number.NaN) + 1000, 'at most'),
  ];
}

/** Goal 3: req/s ≥ 0.25 × the bare per-request page's, in alternated pairs. */
export function checkPerRequestPage(figures: PerRequestFigures | undefined): GoalCheck[] {
  return [check('req/s ÷ bare', figures?.comparison.ratio, 1, PER_REQUEST_GOAL, 'at least')];
}

function formatValue(figure: GoalCheck['figure'], value: number): string {
  if (Number.isNaN(value)) return '–';
  switch (figure) {
    case 'LCP ms':
      return `${(value / 1000).toFixed(2)} s`;
    case 'JS bytes':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'TBT ms':
      return `${value.toFixed(0)} ms`;
    case 'CLS':
      return value.toFixed(3);
    case 'req/s ÷ bare':
      return value.toFixed(3);
    case 'score':
      return value.toFixed(0);
  }
}

function formatCell(goal: GoalCheck): string {
  return `${formatValue(goal.figure, goal.value)} ${goal.met ? 'met' : 'MISSED'}`;
}

function formatLimits(checks: GoalCheck[]): string {
  return checks
    .map((goal) => {
      const reference = Number.isNaN(goal.reference) || goal.figure === 'req/s ÷ bare' ? '' : ` (bare ${formatValue(goal.figure, goal.reference)})`;
      return `${goal.figure.replace(/ (ms|bytes)$/, '')} ${goal.bound === 'at least' ? '≥' : '≤'} ${formatValue(goal.figure, goal.limit)}${reference}`;
    })
    .join(', ');
}

function formatTable(title: string, pages: PageGoals[]): string[] {
  const first = pages[0];
  if (!first) return [];
  const widths = [24, ...first.checks.map(() => 17)];
  const row = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join('  ');
  return [
    `${title}: ${formatLimits(first.checks)}`,
    row(['page', ...first.checks.map((goal) => goal.figure.replace(/ (ms|bytes)$/, ''))]),
    ...pages.map((page) => row([page.name, ...page.checks.map(formatCell)])),
  ];
}

/** The goals' tables, each cell a figure with met or MISSED, and a count of what is met. */
export function formatGoals(goals: GoalsReport, perRequest: PerRequestFigures[]): string[] {
  const all = [...goals.catalogue, ...goals.taskPages, ...goals.perRequest].flatMap((page) => page.checks);
  const lines = [
    ...formatTable('Issue 28 goal 1, catalogue pages (Lighthouse mobile, JS gzip)', goals.catalogue),
    '',
    ...formatTable('Issue 28 goal 2, task pages (Lighthouse mobile)', goals.taskPages),
  ];
  if (goals.perRequest.length > 0) {
    const bareRate = readMedian(perRequest.flatMap((figures) => figures.bare.map((run) => run.requestsPerSecond)));
    const bareCpu = readMedian(perRequest.map((figures) => figures.bareCpuMs));
    lines.push(
      '',
      `Issue 28 goal 3, per-request pages: req/s ÷ the bare per-request page (${bareRate.toFixed(0)} req/s, ${bareCpu.toFixed(2)} ms of CPU a request), goal ≥ ${PER_REQUEST_GOAL}`,
      `${'page'.padEnd(24)}  ${'req/s'.padStart(8)}  ${'× bare'.padStart(15)}  ${'CPU ms/req'.padStart(10)}  ${'+ database'.padStart(10)}`,
      ...goals.perRequest.map((page) => {
        const figures = perRequest.find((candidate) => candidate.name === page.name);
        const cells = [
          figures ? readMedian(figures.page.map((run) => run.requestsPerSecond)).toFixed(0) : '–',
          page.checks.map(formatCell).join(''),
          figures ? figures.serverCpuMs.toFixed(1) : '–',
          figures && !Number.isNaN(figures.databaseCpuMs) ? figures.databaseCpuMs.toFixed(1) : '–',
        ];
        return `${page.name.padEnd(24)}  ${cells[0]!.padStart(8)}  ${cells[1]!.padStart(15)}  ${cells[2]!.padStart(10)}  ${cells[3]!.padStart(10)}`;
      }),
    );
  }
  lines.push('', `Issue 28 goals 1–3: ${all.filter((goal) => goal.met).length} of ${all.length} figures met`);
  return lines;
}
