import pg from 'pg';

/**
 * A scheduled e-mail's outbox row says when it goes out; its pg-boss job must start then too.
 * Run after migrations that move `sendAfter` (e.g. the British Columbia time-zone correction,
 * docs/adr/0020): a migration cannot reach pg-boss's tables, which the app creates at its first
 * start. Moves only jobs not yet started; returns how many it moved.
 */
export async function alignScheduledMailJobs(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const table = await client.query<{ name: string | null }>(`SELECT to_regclass('pgboss.job')::text AS name`);
    if (!table.rows[0]?.name) return 0;
    const moved = await client.query(
      `UPDATE pgboss.job AS j
       SET start_after = e."sendAfter" AT TIME ZONE 'UTC'
       FROM "OutboxEmail" AS e
       WHERE j.name = 'mail.send' AND j.state = 'created' AND j.data ->> 'emailId' = e."id"
         AND e."status" = 'QUEUED' AND e."sendAfter" IS NOT NULL
         AND j.start_after <> e."sendAfter" AT TIME ZONE 'UTC'`,
    );
    return moved.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
