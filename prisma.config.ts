import { PrismaPg } from '@prisma/adapter-pg';
import { defineConfig } from 'prisma/config';

// The CLI falls back to downloading native engines when DATABASE_URL is unset, so a
// placeholder keeps commands that need no database (generate, diff) offline.
process.env.DATABASE_URL ??= 'postgresql://placeholder@127.0.0.1:5432/placeholder';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations', seed: 'tsx prisma/seed/main.ts' },
  experimental: { adapter: true },
  engine: 'js',
  // The CLI never closes its pool: an idle connection must not keep a finished command alive for pg's
  // 10 s idle timeout (see also scripts/lib/prisma-cli-timers.mjs).
  adapter: async () => new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true }),
});
