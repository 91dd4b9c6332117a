import { afterAll, beforeAll, inject } from 'vitest';

// Before any module reads the environment (src/server/env.ts parses it lazily).
process.env.DATABASE_URL = inject('databaseUrl');
process.env.UPLOADS_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/gift-shop-integration-uploads`;

const { disconnectDatabase, getDatabase } = await import('@/server/db');
const { startJobQueue, stopJobQueue } = await import('@/server/job-queue');
const { truncateAllTables } = await import('./database');

beforeAll(async () => {
  await truncateAllTables(getDatabase());
  // As the app does at boot: services enqueue jobs, which needs pg-boss's schema and queues.
  // Jobs an earlier file left behind are cleared like its rows.
  const jobQueue = await startJobQueue();
  await jobQueue.clearStorage();
});

afterAll(async () => {
  await stopJobQueue();
  // The next file gets a fresh client from getDatabase().
  await disconnectDatabase();
});
