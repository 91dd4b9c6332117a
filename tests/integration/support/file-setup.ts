import { afterAll, beforeAll, inject } from 'vitest';

// Before any module reads the environment (src/server/env.ts parses it lazily).
process.env.DATABASE_URL = inject('databaseUrl');
process.env.UPLOADS_DIR ??= `${process.env.TMPDIR ?? '/tmp'}/gift-shop-integration-uploads`;

const { getPrisma } = await import('@/server/db');
const { truncateAllTables } = await import('./database');

beforeAll(async () => {
  await truncateAllTables(getPrisma());
});

afterAll(async () => {
  await getPrisma().$disconnect();
  // The client lives on globalThis (see src/server/db.ts); the next file needs a connected one.
  delete (globalThis as { prisma?: unknown }).prisma;
});
