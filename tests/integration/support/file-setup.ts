import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { pickWorkerDatabase } from './workers';

// Before any module reads the environment (src/server/env.ts parses it lazily). Files run in
// parallel, each worker on a database of its own.
process.env.DATABASE_URL = pickWorkerDatabase(inject('databaseUrls'));
process.env.UPLOADS_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/gift-shop-integration-uploads`;

const { disconnectDatabase, getDatabase } = await import('@/server/db');
const { startJobQueue, stopJobQueue } = await import('@/server/job-queue');
const { truncateAllTables } = await import('./database');
const { reconcileLedger } = await import('@/domains/accounts/server/ledger-service');

beforeAll(async () => {
  await truncateAllTables(getDatabase());
  // As the app does at boot: services enqueue jobs, which needs pg-boss's schema and queues.
  // Jobs an earlier file left behind are cleared like its rows.
  const jobQueue = await startJobQueue();
  await jobQueue.clearStorage();
});

// Whatever a test did, the books must balance afterwards (issue 10: ledger sum = cached balance).
afterEach(async () => {
  expect(await reconcileLedger()).toEqual([]);
});

afterAll(async () => {
  await stopJobQueue();
  // The next file gets a fresh client from getDatabase().
  await disconnectDatabase();
});
