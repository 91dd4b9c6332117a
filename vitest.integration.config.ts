import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
    // One database for the run: files take turns and each starts from empty tables.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC', NODE_ENV: 'test' },
  },
});
