import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabaseOnOwnThread, type EmbeddedDatabase } from '../../../scripts/lib/embedded-database';

const projectRoot = new URL('../../../', import.meta.url).pathname;
// The command `npm run worker` runs, read from package.json so the test follows any change to it.
const workerCommand: string = JSON.parse(readFileSync(`${projectRoot}package.json`, 'utf8')).scripts.worker;

/**
 * `npm run worker` loads the server modules under the `react-server` condition, where an import
 * that needs React's client hooks fails at load time (it did: `createTranslator` from 'next-intl').
 * Nothing else starts that process, so the test does: on a database of its own, since the worker
 * would take the jobs of the files running beside it.
 */
describe('npm run worker', () => {
  let database: EmbeddedDatabase;
  beforeAll(async () => {
    database = await startEmbeddedDatabaseOnOwnThread();
  });
  afterAll(async () => {
    await database.stop();
  });

  it('starts its job workers, then stops cleanly on SIGTERM', async () => {
    const [program = '', ...args] = workerCommand.split(' ');
    const child = spawn(`${projectRoot}node_modules/.bin/${program}`, args, {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: database.url, DATABASE_POOL_SIZE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const started = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 45_000);
      child.stdout.on('data', () => {
        if (output.includes('[worker] running jobs')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      void exited.then(() => {
        clearTimeout(timer);
        resolve(false);
      });
    });
    child.kill('SIGTERM');
    const code = await exited;
    expect({ started, output }).toMatchObject({ started: true });
    expect(code).toBe(0);
  }, 60_000);
});
