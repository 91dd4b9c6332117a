import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * A production server of this suite's build (`scripts/launch.ts start`) on a port, a data directory
 * and (when the suite runs on PostgreSQL) a database of its own, for the specs that stop, kill or
 * restart it: kill-nine and graceful-shutdown.
 */
export const projectRoot = join(import.meta.dirname, '../../..');
const tsx = join(projectRoot, 'node_modules/.bin/tsx');
/** CI's second run of the API specs sets DATABASE_URL to PostgreSQL; these servers then get a fresh database there. */
export const usesPostgres = process.env.DATABASE_URL?.startsWith('postgres') === true;

export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port'))));
    });
  });
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function querySql<Row extends pg.QueryResultRow>(connectionString: string, sql: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  // A server killed mid-query resets the connection: the query rejects, and the client's own
  // 'error' event must not also become an uncaught exception of the test.
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The launcher and the Next.js server it starts, in their own process group so one signal reaches both. */
export class ProductionServer {
  child: ChildProcess | undefined;
  output = '';
  starts = 0;
  private constructor(
    readonly baseUrl: string,
    readonly env: NodeJS.ProcessEnv,
    private readonly dataDir: string,
    private readonly database: { name: string; url: string; adminUrl: string } | undefined,
  ) {}

  /**
   * A server on a free port and a new data directory; on PostgreSQL also a new database, migrated
   * and seeded as CI does (a server on DATABASE_URL only migrates). Not started yet.
   */
  static async create(label: string): Promise<ProductionServer> {
    const port = await findFreePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), `gift-shop-${label}-`));
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: baseUrl, VIATOR_SANDBOX: '1', NEXT_TELEMETRY_DISABLED: '1' };
    delete env.DATABASE_URL;
    let database: { name: string; url: string; adminUrl: string } | undefined;
    if (usesPostgres) {
      const name = `giftshop_${label.replaceAll('-', '_')}_${Date.now()}_${process.pid}`;
      const adminUrl = Object.assign(new URL(process.env.DATABASE_URL ?? ''), { pathname: '/postgres' }).toString();
      database = { name, adminUrl, url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString() };
      await querySql(adminUrl, `CREATE DATABASE ${name}`);
      env.DATABASE_URL = database.url;
      execFileSync(tsx, ['scripts/db.ts', 'seed'], { cwd: projectRoot, env, stdio: 'pipe' });
    }
    return new ProductionServer(baseUrl, env, dataDir, database);
  }

  /** Where tests read the database: PostgreSQL's, or the embedded one's socket of this run (only while the server runs). */
  readDatabaseUrl(): string {
    return this.database?.url ?? readFileSync(join(this.dataDir, 'database-url'), 'utf8').trim();
  }

  async start(): Promise<void> {
    this.child = spawn(tsx, ['scripts/launch.ts', 'start'], { cwd: projectRoot, env: this.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-2_000_000));
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`The server exited on start ${this.starts + 1}:\n${this.output}`);
      const response = await fetch(`${this.baseUrl}/api/build-id`).catch(() => undefined);
      if (response?.ok) {
        this.starts += 1;
        return;
      }
      await pause(300);
    }
    throw new Error(`The server did not answer within 120 s on start ${this.starts + 1}:\n${this.output}`);
  }

  private isRunning(): boolean {
    return Boolean(this.child?.pid) && this.child?.exitCode === null && this.child.signalCode === null;
  }

  /** kill -9 of the launcher, Next.js and (on the embedded database) PGlite at once: nothing gets to clean up. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child?.pid || !this.isRunning()) return;
    const exited = new Promise((resolve) => child.on('exit', resolve));
    process.kill(-child.pid, 'SIGKILL');
    await exited;
  }

  /**
   * SIGTERM to the whole process group, as a terminal's Ctrl-C or a container stop does; resolves
   * with the launcher's exit code. SIGKILL after `graceMs` (then the code is null).
   */
  async terminate(graceMs = 40_000): Promise<number | null> {
    const child = this.child;
    if (!child?.pid || !this.isRunning()) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), graceMs);
    const code = await exited;
    clearTimeout(timer);
    return code;
  }

  /** Stops the server if it runs and removes its data directory and database. */
  async dispose(): Promise<void> {
    await this.terminate(15_000);
    if (this.database) await querySql(this.database.adminUrl, `DROP DATABASE IF EXISTS ${this.database.name} WITH (FORCE)`);
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A server action's id, by its exported name, from the build's manifest, with the page the shop calls it on. */
export function readAction(exportedName: string, page: string): { id: string; page: string } {
  const manifest = JSON.parse(readFileSync(join(projectRoot, '.next/server/server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName?: string }>;
  };
  const found = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName);
  if (!found) throw new Error(`No server action ${exportedName} in the build`);
  return { id: found[0], page };
}

export type ActionAnswer<Data> = { ok: true; data: Data } | { ok: false; code: string };

/** The action's return value from its flight answer (line 1), or undefined when there is none. */
export function parseActionAnswer<Data>(text: string): ActionAnswer<Data> | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith('1:'));
  return line ? (JSON.parse(line.slice(2)) as ActionAnswer<Data>) : undefined;
}

/** Calls a server action as the browser does; undefined when the server gave no usable answer (killed, starting). */
export async function callAction<Data>(baseUrl: string, action: { id: string; page: string }, input: unknown, cookie = ''): Promise<ActionAnswer<Data> | undefined> {
  const response = await fetch(`${baseUrl}${action.page}`, {
    method: 'POST',
    headers: actionHeaders(baseUrl, action, cookie),
    body: JSON.stringify([input]),
  }).catch(() => undefined);
  if (!response || response.status !== 200) return undefined;
  return parseActionAnswer<Data>(await response.text().catch(() => ''));
}

/** The headers of a server action call from the shop's own page. */
export function actionHeaders(baseUrl: string, action: { id: string }, cookie = ''): Record<string, string> {
  return { 'next-action': action.id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component', origin: baseUrl, cookie };
}

/** The demo's first published gift with a price, through the admin API, and a staff bearer token. */
export async function signInStaffAndFindGift(baseUrl: string, staff: { email: string; password: string }) {
  const login = await fetch(`${baseUrl}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(staff) });
  if (login.status !== 200) throw new Error(`Staff sign-in answered ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const staffHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await fetch(`${baseUrl}/api/admin/products?page=1&per_page=100`, { headers: staffHeaders });
  const { data } = (await list.json()) as { data: { id: string; slug: string; kind: string; published: boolean; priceCents: number }[] };
  const gift = data.find((row) => row.kind === 'GIFT_VOUCHER' && row.published && row.priceCents > 0);
  if (!gift) throw new Error('The demo catalogue has no published gift');
  return { staffHeaders, products: data, gift };
}

/** The /order action's input for one printed gift, paid with the test gateway's card that succeeds. */
export function giftCheckout(gift: { id: string; priceCents: number }, idempotencyKey: string, buyerEmail: string) {
  return {
    idempotencyKey,
    lines: [{ productId: gift.id, shownPriceCents: gift.priceCents, personalisation: { recipientName: 'Ana', message: '', delivery: { method: 'print' } } }],
    buyerName: 'Casey Buyer',
    buyerEmail,
    acceptTerms: true,
    notifyOnActivation: false,
    shownTotalCents: gift.priceCents,
    card: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
  };
}
