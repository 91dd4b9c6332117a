import { describe, expect, it } from 'vitest';
import { GET as live } from '@/app/api/health/live/route';
import { GET as ready } from '@/app/api/health/ready/route';
import { getDatabase } from '@/server/db';
import { startJobQueue } from '@/server/job-queue';

const get = (path: string) => new Request(`http://localhost${path}`);

describe('health checks', () => {
  it('/api/health/live answers 200 uncached, touching nothing', async () => {
    const response = await live(get('/api/health/live'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'live' });
  });

  it('/api/health/ready answers 200 with the database, every migration and the job queue in place', async () => {
    await startJobQueue();
    const response = await ready(get('/api/health/ready'));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', queue: 'ok' } });
    expect(response.status).toBe(200);
  });

  it('/api/health/ready answers 503 naming the check that fails: a migration this code expects is missing', async () => {
    await startJobQueue();
    const db = getDatabase();
    const [latest] = await db.$queryRaw<{ name: string }[]>`SELECT migration_name AS name FROM _prisma_migrations ORDER BY migration_name DESC LIMIT 1`;
    if (!latest) throw new Error('The test database has no migrations table');
    await db.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = now() WHERE migration_name = ${latest.name}`;
    try {
      const response = await ready(get('/api/health/ready'));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'not ready', checks: { database: 'ok', migrations: 'failing', queue: 'ok' } });
    } finally {
      await db.$executeRaw`UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = ${latest.name}`;
    }
  });
});
