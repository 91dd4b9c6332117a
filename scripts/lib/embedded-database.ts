import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { serveOneSessionAtATime } from './pglite-session-server';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL (PGlite, compiled to WebAssembly) behind a wire-protocol socket on
 * 127.0.0.1, so Prisma and `pg` connect to it as to any server. PGlite has one backend: the
 * socket server gives it to one client session at a time (see pglite-session-server.ts).
 * `dataDir` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = await serveOneSessionAtATime(db, 0);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
