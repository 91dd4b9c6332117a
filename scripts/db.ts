/**
 * Database chores that work the same on the embedded database and on PostgreSQL:
 *   migrate            apply checked-in migrations (DATABASE_URL, or the embedded one over DATA_DIR)
 *   seed               seed demo data into an empty database
 *   new-migration NAME write the next migration: the schema as of the last migration
 *                      (prisma/migrations/schema.snapshot.prisma) diffed against prisma/schema.prisma
 */
import 'dotenv/config';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../src/generated/prisma/client';
import { seedDemoData } from '../prisma/seed/seed-demo-data';
import { readDemoSeedOptionsFromEnv } from '../prisma/seed/seed-options';
import { lockDataDir } from './lib/data-dir-lock';
import { startEmbeddedDatabase } from './lib/embedded-database';
import { applyMigrations, runPrismaCli } from './lib/prisma-cli';

const [command, ...args] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

/** Runs `work` against DATABASE_URL, or the embedded database (persistent or in memory). */
async function withDatabase<T>(persistent: boolean, work: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return work(process.env.DATABASE_URL);
  let unlock: (() => void) | undefined;
  if (persistent) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const embedded = await startEmbeddedDatabase(persistent ? join(dataDir, 'pgdata') : undefined);
  try {
    return await work(embedded.url);
  } finally {
    await embedded.stop();
    unlock?.();
  }
}

async function seed(url: string): Promise<void> {
  const prisma = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  try {
    const { options, generatedStaffPassword } = readDemoSeedOptionsFromEnv({ ...process.env, DATA_DIR: dataDir }, { production: process.env.NODE_ENV === 'production' });
    const result = await seedDemoData(prisma, options);
    if (!result.seeded) {
      console.log('The database already has data; nothing seeded.');
      return;
    }
    console.log(`Seeded demo data. Certificates to activate: ${result.issuedCertificateNumbers.join(', ')}`);
    if (generatedStaffPassword) console.log(`Back-office manager: ${options.staff.email}, password ${generatedStaffPassword} (shown once).`);
  } finally {
    await prisma.$disconnect();
  }
}

async function writeNextMigration(name: string | undefined): Promise<void> {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error('Usage: npm run db:new-migration -- <name_in_snake_case>');
  }
  const snapshot = 'prisma/migrations/schema.snapshot.prisma';
  const script = await withDatabase(false, (url) =>
    runPrismaCli(
      ['migrate', 'diff', '--from-schema-datamodel', snapshot, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
      url,
      { quiet: true },
    ),
  );
  const sql = script.trim();
  if (sql === '' || sql === '-- This is an empty migration.') {
    console.log('The schema has not changed since the last migration.');
    return;
  }
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const dir = join('prisma/migrations', `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'migration.sql'), `${sql}\n`);
  copyFileSync('prisma/schema.prisma', snapshot);
  console.log(`Wrote ${dir}/migration.sql`);
}

async function main(): Promise<void> {
  switch (command) {
    case 'migrate':
      await withDatabase(true, applyMigrations);
      console.log('Migrations applied.');
      break;
    case 'seed':
      await withDatabase(true, async (url) => {
        await applyMigrations(url);
        await seed(url);
      });
      break;
    case 'new-migration':
      await writeNextMigration(args[0]);
      break;
    default:
      throw new Error('Usage: tsx scripts/db.ts migrate|seed|new-migration NAME');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
