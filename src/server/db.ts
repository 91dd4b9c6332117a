import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/generated/prisma/client';
import { getServerEnv } from './env';

// One client per process; dev hot reload re-evaluates modules, so keep it on globalThis.
const globalForPrisma = globalThis as typeof globalThis & { prisma?: PrismaClient };

function createPrismaClient(): PrismaClient {
  const adapter = new PrismaPg({ connectionString: getServerEnv().DATABASE_URL, max: 10 });
  return new PrismaClient({ adapter });
}

export function getPrisma(): PrismaClient {
  globalForPrisma.prisma ??= createPrismaClient();
  return globalForPrisma.prisma;
}

export type TransactionClient = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
/** Services take an optional transaction so one flow (checkout) can span several areas. */
export type DatabaseClient = PrismaClient | TransactionClient;

/** Runs `work` in the caller's transaction, or in a new one, so services compose into one transaction. */
export function runInTransaction<T>(db: DatabaseClient | undefined, work: (tx: DatabaseClient) => Promise<T>): Promise<T> {
  if (db && !('$transaction' in db)) return work(db);
  return (db ?? getPrisma()).$transaction((tx) => work(tx));
}
