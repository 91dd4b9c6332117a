import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { alignScheduledMailJobs } from './align-scheduled-mail-jobs';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Runs the Prisma CLI (WebAssembly engines, see prisma.config.ts) against `databaseUrl`; resolves its stdout. */
export function runPrismaCli(args: string[], databaseUrl: string, options: { quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const timers = fileURLToPath(new URL('./prisma-cli-timers.mjs', import.meta.url));
    const child = spawn(process.execPath, ['--import', timers, 'node_modules/prisma/build/index.js', ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl, PRISMA_HIDE_UPDATE_MESSAGE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        if (!options.quiet) process.stdout.write(stdout + stderr);
        resolve(stdout);
      } else {
        reject(new Error(`prisma ${args.join(' ')} failed (exit ${code}):\n${stdout}${stderr}`));
      }
    });
  });
}

/** The checked-in migrations, by directory name (Prisma's migration_name). */
function listCheckedInMigrations(): string[] {
  const directory = join(projectRoot, 'prisma/migrations');
  return readdirSync(directory).filter((name) => existsSync(join(directory, name, 'migration.sql')));
}

/** The migrations the database records as applied; none when it has no migrations table yet. */
async function readAppliedMigrations(databaseUrl: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ name: string | null }>(`SELECT to_regclass('_prisma_migrations')::text AS name`);
    if (!table.rows[0]?.name) return new Set();
    const applied = await client.query<{ migration_name: string }>(
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    return new Set(applied.rows.map((row) => row.migration_name));
  } finally {
    await client.end();
  }
}

const advisoryLockTimeout = /P1002|pg_advisory_lock/;

/**
 * Applies the checked-in migrations. A database that already has every one is left alone
 * without starting the Prisma CLI: that spawn is most of a restart's time (R8 in
 * docs/performance.md). Instances starting together queue on Prisma's advisory lock, which
 * gives up after 10 s, so a lock timeout is retried. Queued e-mails' jobs then follow any
 * `sendAfter` a migration moved.
 */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  const applied = await readAppliedMigrations(databaseUrl);
  if (listCheckedInMigrations().every((name) => applied.has(name))) return;
  for (let attempt = 1; ; attempt++) {
    try {
      await runPrismaCli(['migrate', 'deploy'], databaseUrl, { quiet: true });
      // The CLI may exit as soon as nothing keeps it busy (prisma-cli-timers.mjs): it must have applied them all.
      const nowApplied = await readAppliedMigrations(databaseUrl);
      const missing = listCheckedInMigrations().filter((name) => !nowApplied.has(name));
      if (missing.length > 0) throw new Error(`prisma migrate deploy exited without applying ${missing.join(', ')}`);
      await alignScheduledMailJobs(databaseUrl);
      return;
    } catch (error) {
      if (attempt >= 5 || !(error instanceof Error) || !advisoryLockTimeout.test(error.message)) throw error;
    }
  }
}
