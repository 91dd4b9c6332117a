import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient, Prisma } from '@/generated/prisma/client';
import { getServerEnv } from './env';
import { withTransactionQueriesInTurn } from './serialized-transactions';

// One client per process; dev hot reload re-evaluates modules, so keep it on globalThis.
const globalForPrisma = globalThis as typeof globalThis & { prisma?: PrismaClient };

export type TransactionClient = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
/** What repositories take: the shared client, or the transaction of the flow they are part of. */
export type DatabaseClient = PrismaClient | TransactionClient;

/** Marks the async work running inside `runInTransaction`, for the guard in `getDatabase`. */
const openTransaction = new AsyncLocalStorage<TransactionClient>();

function createPrismaClient(): PrismaClient {
  const env = getServerEnv();
  const adapter = withTransactionQueriesInTurn(new PrismaPg({ connectionString: env.DATABASE_URL, max: env.DATABASE_POOL_SIZE }));
  return new PrismaClient({ adapter });
}

/**
 * The caller's handle, or the shared client. Asking for the shared client from inside a
 * transaction is a bug: the work would run outside the transaction, and on the embedded
 * database (one connection) it would wait for the transaction that waits for it.
 */
export function getDatabase(): PrismaClient;
export function getDatabase(db: DatabaseClient | undefined): DatabaseClient;
export function getDatabase(db?: DatabaseClient): DatabaseClient {
  if (db) return db;
  if (openTransaction.getStore()) {
    throw new Error('The shared database client was asked for inside a transaction; pass the transaction handle instead.');
  }
  globalForPrisma.prisma ??= createPrismaClient();
  return globalForPrisma.prisma;
}

/** Closes the shared client's connections (scripts and tests; the app keeps it for its lifetime). */
export async function disconnectDatabase(): Promise<void> {
  const prisma = globalForPrisma.prisma;
  delete globalForPrisma.prisma;
  await prisma?.$disconnect();
}

const RETRYABLE_SQL_STATES = new Set(['40001', '40P01']); // serialization failure, deadlock
const MAX_TRANSACTION_ATTEMPTS = 4;

/** True for a write conflict or deadlock, which PostgreSQL resolves by aborting one side. */
export function isRetryableTransactionError(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === 'P2034') return true;
  const sqlState = readSqlState(error);
  return sqlState !== undefined && RETRYABLE_SQL_STATES.has(sqlState);
}

/** PostgreSQL's own error code, which the driver adapter passes on for what Prisma has no code of its own for (raw statements). */
function readSqlState(error: Prisma.PrismaClientKnownRequestError): string | undefined {
  return (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)?.driverAdapterError?.cause?.originalCode;
}

/** True when an insert or update hit a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  return error.code === 'P2002' || readSqlState(error) === '23505';
}

/** True when a write hit a foreign key: a row still referred to, or one referring to nothing. */
export function isForeignKeyViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';
}

export type TransactionOptions = { isolationLevel?: Prisma.TransactionIsolationLevel; timeoutMs?: number };

/**
 * The one way to open a transaction. Inside the caller's transaction `work` simply joins it, so
 * services compose (checkout: order, vouchers, ledger and jobs in one commit). A new transaction
 * is retried from the start when PostgreSQL aborts it for a write conflict or a deadlock.
 */
export async function runInTransaction<T>(
  db: DatabaseClient | undefined,
  work: (tx: TransactionClient) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (db && !('$transaction' in db)) return work(db);
  const client = getDatabase(db) as PrismaClient;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await client.$transaction((tx) => openTransaction.run(tx, () => work(tx)), {
        isolationLevel: options.isolationLevel,
        timeout: options.timeoutMs ?? 10_000,
        maxWait: 10_000,
      });
    } catch (error) {
      if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isRetryableTransactionError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt * Math.random()));
    }
  }
}

const UNREACHABLE_PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const UNREACHABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', '57P01', '57P03', '53300']);

/**
 * True when the database could not be reached or refused more work (down, restarting, out of
 * connections), as opposed to a bug in a query: the first is worth a retry, the second is not.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (current instanceof Prisma.PrismaClientInitializationError) return true;
    if (current instanceof Prisma.PrismaClientKnownRequestError && UNREACHABLE_PRISMA_CODES.has(current.code)) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNREACHABLE_SOCKET_CODES.has(code)) return true;
    if (current instanceof Error && /Connection terminated|connection timeout|Too many connections/i.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
