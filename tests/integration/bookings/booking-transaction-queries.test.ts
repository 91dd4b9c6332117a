import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { runInTransaction } from '@/server/db';
import { createExperienceBeforeEach, experience } from './booking-helpers';

createExperienceBeforeEach();

type QueryText = string | { text?: string } | undefined;
const originalQuery = pg.Client.prototype.query;

afterEach(() => {
  pg.Client.prototype.query = originalQuery;
});

/**
 * Records every query a connection was sent while it still ran another: pg 8 queues it with the
 * warning "client.query() when the client is already executing a query", pg 9 refuses it (issue 24).
 * Counts the promise-returning calls, which are the ones Prisma's driver adapter makes.
 */
function watchOverlappingQueries(): string[] {
  const overlapping: string[] = [];
  const running = new WeakMap<pg.Client, number>();
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const result: unknown = Reflect.apply(originalQuery, this, args);
    if (!(result instanceof Promise)) return result;
    const first = args[0] as QueryText;
    if ((running.get(this) ?? 0) > 0) overlapping.push(typeof first === 'string' ? first : (first?.text ?? '?'));
    running.set(this, (running.get(this) ?? 0) + 1);
    const settle = () => running.set(this, (running.get(this) ?? 1) - 1);
    result.then(settle, settle);
    return result;
  } as typeof pg.Client.prototype.query;
  return overlapping;
}

/**
 * The warning came up in the bookings' server log (issue 24): Prisma's query interpreter loads a
 * query's relations side by side (a `join` node's children under `Promise.all`), and inside an
 * interactive transaction they all go to the transaction's one connection.
 */
describe('queries in a transaction', () => {
  it('reach the connection one at a time when a query reads two relations', async () => {
    const overlapping = watchOverlappingQueries();
    const product = await runInTransaction(undefined, (tx) =>
      tx.product.findUniqueOrThrow({ where: { id: experience.productId }, select: { ageBands: { select: { id: true } }, availabilitySlots: { select: { id: true } } } }),
    );
    expect(product.ageBands.length).toBeGreaterThan(0);
    expect(product.availabilitySlots.length).toBeGreaterThan(0);
    expect(overlapping).toEqual([]);
  });

});
