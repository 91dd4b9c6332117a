/**
 * `npm run dev` / `npm start`: runs Next.js against DATABASE_URL, or, when it is unset,
 * against an embedded PostgreSQL (PGlite) over DATA_DIR that this process owns: it
 * applies migrations, seeds demo data on first start and hands the URL to Next.js.
 */
import 'dotenv/config';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../src/generated/prisma/client';
import { readDemoSeedOptionsFromEnv } from '../prisma/seed/seed-options';
import { seedDemoData } from '../prisma/seed/seed-demo-data';
import { lockDataDir } from './lib/data-dir-lock';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './lib/embedded-database';
import { applyMigrations } from './lib/prisma-cli';
import { readOrCreateMissingSecrets } from './lib/generated-secrets';

function readMode(argument: string | undefined): 'dev' | 'start' {
  if (argument === 'dev' || argument === 'start') return argument;
  console.error('Usage: tsx scripts/launch.ts dev|start');
  process.exit(2);
}

const mode = readMode(process.argv[2]);

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const port = process.env.PORT ?? '3000';

async function prepareDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase; unlock?: () => void }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const embedded = await startEmbeddedDatabase(resolve(dataDir, 'pgdata'));
    console.log(`Embedded PostgreSQL (PGlite) over ${dataDir}`);
    return { url: embedded.url, embedded, unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function seedOnFirstStart(databaseUrl: string, secrets: Record<string, string>): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl }) });
  try {
    const started = Date.now();
    // The app's certificate keys, so the app finds the vouchers the seed creates.
    const result = await seedDemoData(prisma, readDemoSeedOptionsFromEnv({ ...process.env, ...secrets, DATA_DIR: dataDir }));
    if (result.seeded) {
      console.log(`Seeded demo data in ${Date.now() - started} ms.`);
      console.log(`Certificates ready to activate: ${result.issuedCertificateNumbers.join(', ')}`);
    }
  } finally {
    await prisma.$disconnect();
  }
}

async function main(): Promise<void> {
  const database = await prepareDatabase();
  let shuttingDown = false;
  const shutdown = async (code: number) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await database.embedded?.stop().catch((error: unknown) => console.error('Closing the embedded database failed', error));
    database.unlock?.();
    process.exit(code);
  };

  const secrets = mode === 'start' ? readOrCreateMissingSecrets(dataDir, process.env) : {};
  try {
    await applyMigrations(database.url);
    if (database.embedded) await seedOnFirstStart(database.url, secrets);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    await shutdown(1);
    return;
  }

  const env: NodeJS.ProcessEnv = { ...process.env, ...secrets, DATABASE_URL: database.url, DATA_DIR: dataDir, PORT: port };
  // The embedded database has one backend; more connections would only queue at its socket.
  if (database.embedded) env.DATABASE_POOL_SIZE = '1';
  env.NEXT_TELEMETRY_DISABLED ??= '1'; // the machine may have no internet; nothing should phone home
  if (mode === 'start' && !env.SITE_URL) {
    // Production refuses to start without the public address; a local start names where it listens.
    env.SITE_URL = `http://localhost:${port}`;
    console.warn(`SITE_URL is not set: links, the sitemap and e-mails name ${env.SITE_URL}. Set SITE_URL to the shop's public address.`);
  }
  const next = spawn(process.execPath, ['node_modules/next/dist/bin/next', mode, '--port', port], {
    env,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => next.kill(signal));
  }
  next.on('exit', (code, signal) => void shutdown(code ?? (signal ? 0 : 1)));
}

void main();
