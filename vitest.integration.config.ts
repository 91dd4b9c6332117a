import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { integrationWorkerCount } from './tests/integration/support/workers';

// Services and route handlers against a real database: a fresh in-memory PGlite, or the
// PostgreSQL named by DATABASE_URL (localhost only, reset before the run).
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./tests/integration/support/global-setup.ts'],
    setupFiles: ['./tests/integration/support/file-setup.ts'],
    // Files share their worker's modules: loading the app's modules afresh for each file took a third
    // of the run. file-setup.ts gives each file the worker's environment and empty tables.
    isolate: false,
    // One database per worker (tests/integration/support/global-setup.ts): files run side by side,
    // and each starts from empty tables.
    maxWorkers: integrationWorkerCount(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC', NODE_ENV: 'test' },
  },
});
