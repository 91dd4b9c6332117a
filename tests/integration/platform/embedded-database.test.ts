import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../../scripts/lib/embedded-database';
import { findReadyForQueryStatus } from '../../../scripts/lib/pglite-session-server';

// The embedded database has one backend behind its socket; these prove that many client
// connections still each get their own statements, parameters and transactions.
let embedded: EmbeddedDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  embedded = await startEmbeddedDatabase();
  pool = new pg.Pool({ connectionString: embedded.url, max: 16 });
  await pool.query('CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL)');
  await pool.query('INSERT INTO counter SELECT g, 0 FROM generate_series(1, 8) AS g');
});

afterAll(async () => {
  await pool.end();
  await embedded.stop();
});

async function incrementInTransaction(id: number): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ value: number }>('SELECT value FROM counter WHERE id = $1', [id]);
    await new Promise((resolve) => setTimeout(resolve, 1)); // let other connections try to cut in
    await client.query('UPDATE counter SET value = $1 WHERE id = $2', [rows[0]!.value + 1, id]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

describe('embedded database socket', () => {
  it('keeps 400 concurrent queries of 16 connections apart: parameters, results and transactions', async () => {
    const work = Array.from({ length: 400 }, async (_, index) => {
      switch (index % 4) {
        case 0:
          return incrementInTransaction(1 + (index % 8));
        case 1: {
          const { rows } = await pool.query<{ sum: number }>('SELECT $1::int + $2::int AS sum', [index, 1]);
          expect(rows[0]?.sum).toBe(index + 1);
          return;
        }
        case 2: {
          const { rows } = await pool.query<{ text: string }>('SELECT $1::text || $2::text || $3::text AS text', ['a', String(index), 'z']);
          expect(rows[0]?.text).toBe(`a${index}z`);
          return;
        }
        default:
          await expect(pool.query('SELECT 1 / $1::int', [0])).rejects.toThrow(/division by zero/);
      }
    });
    await Promise.all(work);
    const { rows } = await pool.query<{ total: number }>('SELECT sum(value)::int AS total FROM counter');
    // Read-then-write increments lose nothing only if no other session ran inside each transaction.
    expect(rows[0]?.total).toBe(100);
  });

  it('rolls back the transaction of a client that disconnects inside it, and serves the others', async () => {
    const leaver = new pg.Client({ connectionString: embedded.url });
    leaver.on('error', () => {}); // it is about to lose its connection on purpose
    await leaver.connect();
    await leaver.query('BEGIN');
    await leaver.query('UPDATE counter SET value = -1 WHERE id = 1');
    const waiting = pool.query<{ value: number }>('SELECT value FROM counter WHERE id = 1');
    leaver.connection.stream.destroy();
    const { rows } = await waiting;
    expect(rows[0]?.value).not.toBe(-1);
  });
});

describe('findReadyForQueryStatus', () => {
  it('reads the status of the last ReadyForQuery among backend messages', () => {
    const commandComplete = [0x43, 0, 0, 0, 10, ...Buffer.from('BEGIN\0')];
    const readyInTransaction = [0x5a, 0, 0, 0, 5, 0x54];
    const readyIdle = [0x5a, 0, 0, 0, 5, 0x49];
    expect(findReadyForQueryStatus(new Uint8Array([...commandComplete, ...readyInTransaction]))).toBe(0x54);
    expect(findReadyForQueryStatus(new Uint8Array([...readyInTransaction, ...readyIdle]))).toBe(0x49);
    expect(findReadyForQueryStatus(new Uint8Array(commandComplete))).toBeNull();
  });
});
