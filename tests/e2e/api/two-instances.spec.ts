import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createClient } from 'redis';
import { applyMigrations } from '../../../scripts/lib/prisma-cli';
import { findFreePort } from '../support/production-server';
import { demoStaff } from '../support/staff-session';

/**
 * Scale-out (README "Running several instances", docs/adr/0007): two production instances of
 * the build this suite runs against, on one PostgreSQL database and one Redis. A staff change
 * made through one shows on the other at the next request. The test brings its own database
 * and Redis key prefix, and removes both.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The PostgreSQL server of DATABASE_URL (CI), else the machine's own; the test creates its database there. */
const postgresAdminUrl = (() => {
  const url = new URL(process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgresql://postgres@127.0.0.1:5432/postgres');
  url.pathname = '/postgres';
  return url.toString();
})();
const projectRoot = join(import.meta.dirname, '../../..');
const tsx = join(projectRoot, 'node_modules/.bin/tsx');

async function readUnreachableService(): Promise<string | undefined> {
  const postgres = new pg.Client({ connectionString: postgresAdminUrl, connectionTimeoutMillis: 2000 });
  try {
    await postgres.connect();
  } catch {
    return `PostgreSQL at ${new URL(postgresAdminUrl).host}`;
  } finally {
    await postgres.end().catch(() => {});
  }
  const redis = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    redis.destroy();
  } catch {
    return `Redis at ${redisUrl}`;
  }
  return undefined;
}

async function runSql(connectionString: string, sql: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
}

const createRedisClient = () => createClient({ url: redisUrl });

async function listKeys(redis: ReturnType<typeof createRedisClient>, pattern: string): Promise<string[]> {
  const found: string[] = [];
  for await (const keys of redis.scanIterator({ MATCH: pattern, COUNT: 200 })) found.push(...keys);
  return found;
}

/** A child process whose output is kept (the tail) for the failure message. */
function startProcess(args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  // Its own process group, so the launcher and the Next.js server it starts stop together.
  const child = spawn(tsx, args, { cwd: projectRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function runToEnd(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const { child, output } = startProcess(args, env);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`tsx ${args.join(' ')} failed (exit ${code}):\n${output()}`);
}

async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

interface Instance {
  baseUrl: string;
  child: ChildProcess;
  output: () => string;
}

async function waitUntilServing(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`${instance.baseUrl} exited:\n${instance.output()}`);
    const response = await fetch(`${instance.baseUrl}/`).catch(() => undefined);
    if (response?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${instance.baseUrl} did not answer 200 on / within 90 s:\n${instance.output()}`);
}

/** The page's h1 text, with the entities React escapes decoded. */
function readHeading(html: string): string | undefined {
  // The title may sit in a span of its own (StaffText marks its language), so tags are dropped.
  const text = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]*>/g, '');
  const entities: Record<string, string> = { '&amp;': '&', '&#x27;': "'", '&quot;': '"', '&lt;': '<', '&gt;': '>' };
  return text?.replace(/&amp;|&#x27;|&quot;|&lt;|&gt;/g, (entity) => entities[entity] ?? entity);
}

async function readPageHeading(baseUrl: string, path: string): Promise<string | undefined> {
  const response = await fetch(baseUrl + path);
  expect(response.status, `${baseUrl}${path}`).toBe(200);
  return readHeading(await response.text());
}

test('a staff change made on one instance shows on the other at the next request', async () => {
  test.setTimeout(180_000);
  const unreachable = await readUnreachableService();
  test.skip(unreachable !== undefined, `Needs PostgreSQL and Redis; ${unreachable} is unreachable.`);

  const suffix = `${Date.now()}_${process.pid}`;
  const database = `giftshop_two_instances_${suffix}`;
  const databaseUrl = Object.assign(new URL(postgresAdminUrl), { pathname: `/${database}` }).toString();
  const keyPrefix = `gift-shop-test:${randomUUID()}`;
  const dataDirs: string[] = [];
  const instances: Instance[] = [];
  // What every instance must share: the database, Redis, the session secret and the certificate keys.
  const sharedEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    SESSION_SECRET: randomBytes(48).toString('base64'),
    CERTIFICATE_HASH_KEY: randomBytes(32).toString('base64'),
    CERTIFICATE_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    NEXT_TELEMETRY_DISABLED: '1',
    VIATOR_SANDBOX: '1',
  };
  const redis = createRedisClient();
  redis.on('error', () => {});

  try {
    await runSql(postgresAdminUrl, `CREATE DATABASE ${database}`);
    await applyMigrations(databaseUrl);
    await runToEnd(['scripts/db.ts', 'seed'], sharedEnv);

    for (const runWorker of ['true', 'false']) {
      const port = await findFreePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'gift-shop-instance-'));
      dataDirs.push(dataDir);
      const baseUrl = `http://127.0.0.1:${port}`;
      const env = { ...sharedEnv, PORT: String(port), DATA_DIR: dataDir, SITE_URL: baseUrl, RUN_WORKER: runWorker };
      instances.push({ baseUrl, ...startProcess(['scripts/launch.ts', 'start'], env) });
    }
    await Promise.all(instances.map(waitUntilServing));
    const [a, b] = instances as [Instance, Instance];

    const login = await fetch(`${a.baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoStaff),
    });
    expect(login.status).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    const staffHeaders = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const list = await fetch(`${a.baseUrl}/api/admin/products?page=1&per_page=100`, { headers: staffHeaders });
    const { data } = (await list.json()) as { data: { id: string; kind: string; slug: string; title: string; published: boolean }[] };
    const product = data.find((row) => row.kind === 'EXPERIENCE' && row.published);
    if (!product) throw new Error('The demo catalogue has no published experience');
    const path = `/booking/${product.slug}`;

    // B renders the page and caches its reads in Redis.
    expect(await readPageHeading(b.baseUrl, path)).toBe(product.title);
    await redis.connect();
    const entries = await listKeys(redis, `${keyPrefix}:*:entry:*`);
    expect(entries.length, 'B stored its cached reads in Redis').toBeGreaterThan(0);

    // A change behind the app's back (no invalidation): both instances keep serving the cached
    // title, A from the entry B wrote. This is what B would keep showing after a change on A
    // if invalidations stayed in A's memory.
    await runSql(databaseUrl, 'UPDATE "Product" SET title = $1 WHERE id = $2', [`${product.title} (database only)`, product.id]);
    expect(await readPageHeading(b.baseUrl, path)).toBe(product.title);
    expect(await readPageHeading(a.baseUrl, path)).toBe(product.title);

    const renamed = `${product.title} (renamed on A)`;
    const update = await fetch(`${a.baseUrl}/api/admin/products/${product.id}`, {
      method: 'PUT',
      headers: staffHeaders,
      body: JSON.stringify({ title: renamed }),
    });
    expect(update.status).toBe(200);
    expect(await readPageHeading(b.baseUrl, path)).toBe(renamed);

  } finally {
    await Promise.all(instances.map((instance) => stopProcessGroup(instance.child)));
    if (!redis.isOpen) await redis.connect().catch(() => {});
    if (redis.isReady) {
      const keys = await listKeys(redis, `${keyPrefix}:*`);
      if (keys.length > 0) await redis.del(keys);
    }
    redis.destroy();
    await runSql(postgresAdminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
});
