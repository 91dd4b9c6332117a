import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

export interface RunningProcess {
  name: string;
  child: ChildProcess;
  output: string[];
}

/** True when `taskset` exists and there are cores to split: server on core 0, load on core 1. */
export function canPinCores(): boolean {
  return spawnSync('taskset', ['-c', '0', 'true']).status === 0 && Number(spawnSync('nproc').stdout.toString()) >= 2;
}

/** Moves every thread of this process (load generator, Chromium's parent) onto core 1. */
export function pinSelfToLoadCore(): void {
  spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

/**
 * Starts a command in its own process group (so stopping it also stops what it spawned, e.g. the
 * launcher's Next.js), on the server core when `pin` is set. Output is kept for error reports.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; pin: boolean },
): RunningProcess {
  const [file, argv] = options.pin ? ['taskset', ['-c', '0', command, ...args]] : [command, args];
  const child = spawn(file, argv, { cwd: options.cwd, env: options.env ?? process.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { name, child, output };
}

export async function stopProcess(running: RunningProcess): Promise<void> {
  const { child } = running;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const killed = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

/** Resolves with the first stdout line matching `pattern` (e.g. a URL the process prints). */
export function waitForLine(running: RunningProcess, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${running.name}: no line matching ${pattern} in ${timeoutMs} ms\n${running.output.join('')}`)), timeoutMs);
    const check = (chunk: Buffer) => {
      const match = chunk.toString().match(pattern);
      if (!match) return;
      clearTimeout(timer);
      running.child.stdout?.off('data', check);
      resolve(match);
    };
    running.child.stdout?.on('data', check);
    running.child.once('exit', (code) => reject(new Error(`${running.name} exited (${code})\n${running.output.join('')}`)));
  });
}

/** A port the kernel says is free now; never 3000/3100, which the team's servers use. */
export async function findFreePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    if (port !== 3000 && port !== 3100) return port;
  }
}

/** Polls `url` until it answers 200; returns the milliseconds it took. */
export async function waitForOk(url: string, running: RunningProcess, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (running.child.exitCode !== null) throw new Error(`${running.name} exited (${running.child.exitCode})\n${running.output.join('')}`);
    const status = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.arrayBuffer().then(() => response.status),
      () => 0,
    );
    if (status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${running.name}: ${url} did not answer 200 within ${timeoutMs} ms\n${running.output.join('')}`);
}

let clockTicksPerSecond: number | undefined;

/**
 * CPU time in ms (user + system) that the live processes of `running`'s process group have used so
 * far, from /proc (Linux): the launcher and its Next.js server count together. NaN without /proc.
 */
export function readGroupCpuMs(running: RunningProcess): number {
  const group = running.child.pid;
  if (group === undefined || !existsSync('/proc/self/stat')) return Number.NaN;
  clockTicksPerSecond ??= Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString()) || 100;
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    // After the command name in parentheses: state, ppid, pgrp, … utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / clockTicksPerSecond;
}
