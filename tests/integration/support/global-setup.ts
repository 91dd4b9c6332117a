import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../../scripts/lib/embedded-database';
import { applyMigrations } from '../../../scripts/lib/prisma-cli';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

const localHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The suite wipes the schema, so it refuses any database that is not on this machine. */
function assertLocalDatabase(url: string): void {
  const { hostname } = new URL(url);
  if (!localHosts.has(hostname)) {
    throw new Error(`Integration tests only run against a local database, not ${hostname}.`);
  }
}

async function resetSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // pgboss: the job queue's own schema (src/server/job-queue.ts); jobs of a past run must not run.
    await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const externalUrl = process.env.DATABASE_URL;
  if (externalUrl) {
    assertLocalDatabase(externalUrl);
    await resetSchema(externalUrl);
    await applyMigrations(externalUrl);
    project.provide('databaseUrl', externalUrl);
    return async () => {};
  }
  const embedded = await startEmbeddedDatabase();
  await applyMigrations(embedded.url);
  project.provide('databaseUrl', embedded.url);
  return () => embedded.stop();
}
