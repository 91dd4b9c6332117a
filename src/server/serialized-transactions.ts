import 'server-only';
import type { PrismaPg } from '@prisma/adapter-pg';

type PgDriverAdapter = Awaited<ReturnType<PrismaPg['connect']>>;
type PgTransaction = Awaited<ReturnType<PgDriverAdapter['startTransaction']>>;

/**
 * Makes a transaction send its queries one after another. Prisma's query interpreter loads a
 * query's relations side by side, which on a pool is parallel work, but a transaction is one
 * connection: pg 8 then queues the second query with the warning "client.query() when the client
 * is already executing a query", and pg 9 refuses it (issue 24; prisma/prisma#29407). Queries
 * outside transactions still use the pool's connections side by side.
 */
function sendInTurn(transaction: PgTransaction): PgTransaction {
  let previous: Promise<unknown> = Promise.resolve();
  function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const next = previous.then(run);
    previous = next.catch(() => undefined);
    return next;
  }
  const queryRaw = transaction.queryRaw.bind(transaction);
  const executeRaw = transaction.executeRaw.bind(transaction);
  transaction.queryRaw = (query) => inTurn(() => queryRaw(query));
  transaction.executeRaw = (query) => inTurn(() => executeRaw(query));
  return transaction;
}

/** The pg driver adapter, with every transaction it starts sending its queries in turn. */
export function withTransactionQueriesInTurn(factory: PrismaPg): Pick<PrismaPg, 'provider' | 'adapterName' | 'connect'> {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      const startTransaction = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => sendInTurn(await startTransaction(isolationLevel));
      return adapter;
    },
  };
}
