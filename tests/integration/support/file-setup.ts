import type * as nextIntlServer from 'next-intl/server';
import { afterAll, afterEach, beforeAll, expect, inject, vi } from 'vitest';
import { restoreWorkerEnvironment } from './worker-environment';
import { pickWorkerDatabase } from './workers';

// Route handlers read next/headers, and actions' failure answers next-intl/server, which work only
// inside a request: every file gets the same stand-ins (files share their worker's modules).
vi.mock('next/headers', async () => (await import('./next-headers-mock')).nextHeadersMock);
vi.mock('next-intl/server', async (importOriginal) => ({
  ...(await importOriginal<typeof nextIntlServer>()),
  ...(await import('./next-intl-server-mock')).nextIntlServerMock,
}));

// Before any module reads the environment: each file starts from the worker's, on the worker's own
// database (files run in parallel, one database per worker), and src/server/env.ts parses it afresh.
restoreWorkerEnvironment();
process.env.DATABASE_URL = pickWorkerDatabase(inject('databaseUrls'));
process.env.UPLOADS_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/gift-shop-integration-uploads`;

const { forgetServerEnv } = await import('@/server/env');
forgetServerEnv();
const { disconnectDatabase, getDatabase } = await import('@/server/db');
const { startJobQueue, stopJobQueue } = await import('@/server/job-queue');
const { truncateAllTables } = await import('./database');
const { reconcileLedger } = await import('@/domains/accounts/server/ledger-service');
const { currentRequest } = await import('./next-headers-mock');
const { currentPage } = await import('./next-intl-server-mock');

beforeAll(async () => {
  currentRequest.headers = new Headers();
  currentRequest.cookies.clear();
  currentPage.locale = 'en-CA';
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
