import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabaseOnOwnThread, type EmbeddedDatabase } from '../../../scripts/lib/embedded-database';
import { applyMigrations } from '../../../scripts/lib/prisma-cli';
import { integrationWorkerCount } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One database per worker: files run in parallel and each starts from empty tables. */
    databaseUrls: string[];
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

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function resetSchema(url: string): Promise<void> {
  // pgboss: the job queue's own schema (src/server/job-queue.ts); jobs of a past run must not run.
  await withClient(url, (client) => client.query('DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'));
}

function withDatabaseName(url: string, database: string): string {
  const copy = new URL(url);
  copy.pathname = `/${database}`;
  return copy.toString();
}

/**
 * PostgreSQL: DATABASE_URL's database is migrated once and becomes the template each worker's
 * database is copied from (a file copy, milliseconds), instead of migrating it once per worker.
 */
async function preparePostgreSQL(url: string, workers: number): Promise<{ urls: string[]; drop: () => Promise<void> }> {
  assertLocalDatabase(url);
  await resetSchema(url);
  await applyMigrations(url);
  const template = decodeURIComponent(new URL(url).pathname.slice(1));
  const names = Array.from({ length: workers }, (_, index) => `${template}_worker_${index + 1}`);
  const maintenanceUrl = withDatabaseName(url, 'postgres');
  const dropAll = () =>
    withClient(maintenanceUrl, async (client) => {
      for (const name of names) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    });
  await dropAll();
  await withClient(maintenanceUrl, async (client) => {
    for (const name of names) await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  });
  return { urls: names.map((name) => withDatabaseName(url, name)), drop: dropAll };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const workers = integrationWorkerCount();
  const externalUrl = process.env.DATABASE_URL;
  if (externalUrl) {
    const { urls, drop } = await preparePostgreSQL(externalUrl, workers);
    project.provide('databaseUrls', urls);
    return drop;
  }
  // The embedded database has one backend per instance: one in-memory instance per worker, each on
  // a thread of its own so they use the cores side by side.
  const embedded: EmbeddedDatabase[] = await Promise.all(Array.from({ length: workers }, () => startEmbeddedDatabaseOnOwnThread()));
  await Promise.all(embedded.map((database) => applyMigrations(database.url)));
  project.provide(
    'databaseUrls',
    embedded.map((database) => database.url),
  );
  return async () => {
    await Promise.all(embedded.map((database) => database.stop()));
  };
}
