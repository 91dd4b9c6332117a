import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and component tests: beside the code, no I/O.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
    },
  },
  test: {
    setupFiles: ['./tests/support/unit-setup.ts'],
    restoreMocks: true,
    // Files share their worker's modules instead of loading them afresh (three times faster
    // here); each file still gets its own mocks and a clean DOM, and restoreMocks resets spies.
    pool: 'threads',
    isolate: false,
    env: { TZ: 'UTC' },
    // next-intl's ESM imports `next/server` without an extension; Vite resolves it, Node does not.
    server: { deps: { inline: ['next-intl'] } },
    // A DOM costs every file that gets one: components (.tsx) get jsdom, rules and servers (.ts)
    // plain Node unless the file asks for jsdom (`// @vitest-environment jsdom`).
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'prisma/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' } },
    ],
  },
});
