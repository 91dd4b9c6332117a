import 'server-only';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { getDatabase } from './db';
import { isJobQueueInstalled } from './job-queue';
import { isShuttingDown } from './shutdown';

export type ReadinessCheck = 'ok' | 'failing';
export type Readiness =
  | { ready: boolean; checks: { database: ReadinessCheck; migrations: ReadinessCheck; queue: ReadinessCheck } }
  /** SIGTERM came: the instance finishes what it has and takes nothing new (src/server/shutdown.ts). */
  | { ready: false; shuttingDown: true };

/** The checked-in migrations the deployed code expects, by directory name; read once per process. */
let expectedMigrations: string[] | null = null;

function listExpectedMigrations(): string[] {
  if (!expectedMigrations) {
    const directory = join(/* turbopackIgnore: true */ process.cwd(), 'prisma', 'migrations');
    expectedMigrations = existsSync(directory) ? readdirSync(directory).filter((name) => existsSync(join(directory, name, 'migration.sql'))) : [];
  }
  return expectedMigrations;
}

async function areMigrationsApplied(): Promise<boolean> {
  const applied = await getDatabase().$queryRaw<{ name: string }[]>`
    SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const names = new Set(applied.map((row) => row.name));
  return listExpectedMigrations().every((name) => names.has(name));
}

/** Runs one check; a thrown error (database down, table missing) is a failing check, not a crash. */
async function check(run: () => Promise<boolean>): Promise<ReadinessCheck> {
  try {
    return (await run()) ? 'ok' : 'failing';
  } catch {
    return 'failing';
  }
}

/**
 * Whether this instance can serve the shop: the database answers, it has every migration this code
 * was built with, and the job queue's schema and queues are installed (e-mails and holds need them).
 * Three cheap queries, for a load balancer that asks every few seconds. None while shutting down.
 */
export async function checkReadiness(): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false, shuttingDown: true };
  const database = await check(async () => (await getDatabase().$queryRaw<{ one: number }[]>`SELECT 1 AS one`).length === 1);
  const [migrations, queue] = database === 'ok' ? await Promise.all([check(areMigrationsApplied), check(isJobQueueInstalled)]) : ['failing' as const, 'failing' as const];
  return { ready: database === 'ok' && migrations === 'ok' && queue === 'ok', checks: { database, migrations, queue } };
}
