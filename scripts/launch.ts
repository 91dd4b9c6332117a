/**
 * `npm run dev` / `npm start`: runs Next.js against DATABASE_URL, or, when it is unset,
 * against an embedded PostgreSQL (PGlite) over DATA_DIR that this process owns: it
 * applies migrations, seeds demo data on first start and hands the URL to Next.js.
 */
import 'dotenv/config';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { lockDataDir } from './lib/data-dir-lock';
import { openEmbeddedDatabase, type OpeningEmbeddedDatabase } from './lib/embedded-database';
import { applyMigrations } from './lib/prisma-cli';
import { readOrCreateMissingSecrets } from './lib/generated-secrets';
import { readKeepAliveTimeout } from './lib/keep-alive';
import { refuseStaleTimeZoneData } from './lib/runtime-check';

refuseStaleTimeZoneData();

function readMode(argument: string | undefined): 'dev' | 'start' {
  if (argument === 'dev' || argument === 'start') return argument;
  console.error('Usage: node --import tsx scripts/launch.ts dev|start');
  process.exit(2);
}

const mode = readMode(process.argv[2]);

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const port = process.env.PORT ?? '3000';
const keepAliveTimeout = readKeepAliveTimeoutOrExit();

function readKeepAliveTimeoutOrExit(): number {
  try {
    return readKeepAliveTimeout(process.env.KEEP_ALIVE_TIMEOUT_MS);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  }
}

/**
 * seedDemoData's own rule (no product and no user), asked without loading Prisma's client and the
 * seed: importing those takes about a second at every restart, when there is nothing to seed.
 */
async function isShopEmpty(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ empty: boolean }>(
      'SELECT NOT (EXISTS (SELECT 1 FROM "Product") OR EXISTS (SELECT 1 FROM "User")) AS empty',
    );
    return result.rows[0]?.empty ?? true;
  } finally {
    await client.end();
  }
}

async function seedOnFirstStart(databaseUrl: string, secrets: Record<string, string>): Promise<void> {
  if (!(await isShopEmpty(databaseUrl))) return;
  const [{ PrismaPg }, { PrismaClient }, { seedDemoData }, { readDemoSeedOptionsFromEnv }] = await Promise.all([
    import('@prisma/adapter-pg'),
    import('../src/generated/prisma/client'),
    import('../prisma/seed/seed-demo-data'),
    import('../prisma/seed/seed-options'),
  ]);
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const started = Date.now();
    // The app's certificate keys, so the app finds the vouchers the seed creates.
    const { options, generatedStaffPassword } = readDemoSeedOptionsFromEnv({ ...process.env, ...secrets, DATA_DIR: dataDir }, { production: mode === 'start' });
    const result = await seedDemoData(prisma, options);
    if (result.seeded) {
      console.log(`Seeded demo data in ${Date.now() - started} ms.`);
      console.log(`Certificates ready to activate: ${result.issuedCertificateNumbers.join(', ')}`);
      // Shown this once, like the first admin of Grafana or Keycloak: the password is stored only hashed.
      if (generatedStaffPassword) console.log(`Back-office manager: ${options.staff.email}, password ${generatedStaffPassword} (shown once; set SEED_STAFF_PASSWORD to choose it).`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

function startNext(databaseUrl: string, secrets: Record<string, string>, embedded: boolean): ChildProcess {
  const env: NodeJS.ProcessEnv = { ...process.env, ...secrets, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: port };
  // The embedded database has one backend; more connections would only queue at its socket.
  if (embedded) env.DATABASE_POOL_SIZE = '1';
  env.NEXT_TELEMETRY_DISABLED ??= '1'; // the machine may have no internet; nothing should phone home
  if (mode === 'start' && !env.SITE_URL) {
    // Production refuses to start without the public address; a local start names where it listens.
    env.SITE_URL = `http://localhost:${port}`;
    console.warn(`SITE_URL is not set: links, the sitemap and e-mails name ${env.SITE_URL}. Set SITE_URL to the shop's public address.`);
  }
  if (mode === 'start' && !env.VIATOR_API_URL && !env.VIATOR_SANDBOX) {
    // Production refuses to start without a supplier for viator experiences; a local start books them in the sandbox.
    env.VIATOR_SANDBOX = '1';
    console.warn('VIATOR_API_URL is not set: viator experiences are booked in the built-in Viator sandbox, not with Viator.');
  }
  // Rate limits count by client address: the server believes X-Forwarded-For only from TRUSTED_PROXIES.
  env.CLIENT_ADDRESS_HEADER = 'install';
  const preloads = ['--import', new URL('./lib/client-address.mjs', import.meta.url).href];
  if (mode === 'start') {
    // One JSON line per request with its id (docs/operations.md, "Logs"), and the graceful shutdown:
    // Next leaves SIGTERM to src/server/shutdown.ts, which drains requests and jobs, then exits.
    env.REQUEST_LOG = 'install';
    env.NEXT_MANUAL_SIG_HANDLE = '1';
    preloads.push('--import', new URL('./lib/request-log.mjs', import.meta.url).href);
  }
  const nextArguments = ['node_modules/next/dist/bin/next', mode, '--port', port];
  if (mode === 'start') nextArguments.push('--keepAliveTimeout', String(keepAliveTimeout));
  const next = spawn(process.execPath, [...preloads, ...nextArguments], { env, stdio: 'inherit' });
  // The launcher stays up until Next has exited (it owns the embedded database Next is closing).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => next.kill(signal));
  }
  return next;
}

async function main(): Promise<void> {
  const secrets = mode === 'start' ? readOrCreateMissingSecrets(dataDir, process.env) : {};
  if (process.env.DATABASE_URL) {
    await applyMigrations(process.env.DATABASE_URL);
    const next = startNext(process.env.DATABASE_URL, secrets, false);
    next.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
    return;
  }

  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let database: OpeningEmbeddedDatabase;
  try {
    database = await openEmbeddedDatabase(resolve(dataDir, 'pgdata'));
  } catch (error) {
    unlock();
    throw error;
  }
  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await database.stop().catch((error: unknown) => console.error('Closing the embedded database failed', error));
    unlock();
    process.exit(code);
  };
  // Next.js starts (a couple of seconds) while PGlite opens the data directory; its queries wait
  // at the socket until the database is migrated and, on first start, seeded.
  const next = startNext(database.url, secrets, true);
  next.on('exit', (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
  try {
    const setupUrl = await database.opened;
    console.log(`Embedded PostgreSQL (PGlite) over ${dataDir}`);
    await applyMigrations(setupUrl);
    await seedOnFirstStart(setupUrl, secrets);
    database.admit();
    // Where local tools (the e2e suite reading the outbox) reach this run's database; the socket
    // listens on 127.0.0.1 only, and a new port is chosen at every start.
    writeFileSync(resolve(dataDir, 'database-url'), database.url, { mode: 0o600 });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    next.kill('SIGTERM');
    await shutdown(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
