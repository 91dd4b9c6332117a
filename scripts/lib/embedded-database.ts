import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { BackendTurns, serveOneSessionAtATime } from './pglite-session-server';

/**
 * PGlite's module takes most of a second to load: imported when needed, so the launcher can start
 * Next.js meanwhile. PGlite builds in only plain PostgreSQL; search's typo tolerance needs pg_trgm
 * loaded before the migrations create it (docs/adr/0010).
 */
async function createPGlite(dataDir: string | undefined) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create(dataDir, { extensions: { pg_trgm } });
}

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
  const db = await createPGlite(dataDir);
  const server = await serveOneSessionAtATime(db, 0);
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${server.port}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}

/**
 * Like startEmbeddedDatabase (in memory), on a worker thread of its own. PGlite runs every query on
 * the thread that created it, so several instances in one thread take turns on one core: the
 * integration suite gives each of its workers one of these, and the databases run side by side.
 */
export async function startEmbeddedDatabaseOnOwnThread(): Promise<EmbeddedDatabase> {
  // The thread loads TypeScript as the scripts do (tsx), whatever loaded this module.
  const thread = new Worker(new URL('./embedded-database-thread.ts', import.meta.url), { execArgv: ['--import', 'tsx'] });
  const url = await new Promise<string>((resolve, reject) => {
    thread.once('message', resolve);
    thread.once('error', reject);
  });
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => thread.once('exit', resolve));
      thread.postMessage('stop');
      await exited;
    },
  };
}

export interface OpeningEmbeddedDatabase {
  /** For the app: its clients can connect at once and are served once `admit()` has been called. */
  url: string;
  /** Resolves with a URL served as soon as the data directory is open, for migrations and the seed. */
  opened: Promise<string>;
  admit(): void;
  stop(): Promise<void>;
}

/**
 * Like startEmbeddedDatabase, for the launcher: the app's socket listens before PGlite has opened
 * the data directory (about two seconds), so Next.js can start with its URL meanwhile. The app's
 * queries wait until the launcher has migrated (and on first start seeded) and calls `admit()`.
 */
export async function openEmbeddedDatabase(dataDir: string): Promise<OpeningEmbeddedDatabase> {
  mkdirSync(dataDir, { recursive: true });
  const opening = createPGlite(dataDir);
  let admit!: () => void;
  const admitted = new Promise<void>((resolve) => (admit = resolve));
  const turns = new BackendTurns();
  const app = await serveOneSessionAtATime(opening, 0, { turns, admitted });
  const setup = opening.then((db) => serveOneSessionAtATime(db, 0, { turns }));
  const toUrl = (port: number) => `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
  return {
    url: toUrl(app.port),
    opened: setup.then((server) => toUrl(server.port)),
    admit,
    async stop() {
      await app.stop();
      const [server, db] = await Promise.all([setup, opening]).catch(() => []);
      await server?.stop();
      await db?.close();
    },
  };
}
