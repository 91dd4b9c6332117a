import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Asks the OS for a port nobody listens on. */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts PostgreSQL (PGlite, compiled to WebAssembly) behind a wire-protocol socket on
 * 127.0.0.1, so Prisma and `pg` connect to it as to any server. `dataDir` undefined keeps
 * the database in memory (tests).
 */
export async function startEmbeddedDatabase(dataDir?: string): Promise<EmbeddedDatabase> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const port = await findFreePort();
  // PGlite runs one statement at a time; the socket server queues the rest, so a
  // pool of several connections is safe.
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 32 });
  await server.start();
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
