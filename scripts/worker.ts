/**
 * `npm run worker`: runs the background jobs (e-mail, scheduled sweeps) in a process of its own,
 * beside app instances started with RUN_WORKER=false. Several may run at once; pg-boss hands each
 * job to one of them. Needs DATABASE_URL: the embedded database belongs to the app process.
 */
import 'dotenv/config';
import { refuseStaleTimeZoneData } from './lib/runtime-check';

refuseStaleTimeZoneData();

const SHUTDOWN_TIMEOUT_MS = 30_000;

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.error('npm run worker needs DATABASE_URL (PostgreSQL). With the embedded database the app runs jobs itself.');
    process.exit(2);
  }
  // Imported after dotenv: the server modules read the environment on first use.
  const { startJobWorkers } = await import('../src/job-workers');
  const { stopJobQueue } = await import('../src/server/job-queue');
  const { disconnectDatabase } = await import('../src/server/db');

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[worker] ${signal}: finishing running jobs (up to ${SHUTDOWN_TIMEOUT_MS / 1000} s)`);
    try {
      await stopJobQueue(SHUTDOWN_TIMEOUT_MS);
      await disconnectDatabase();
      process.exit(0);
    } catch (error) {
      console.error('[worker] shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));

  await startJobWorkers();
  console.log('[worker] running jobs');
}

main().catch((error: unknown) => {
  console.error('[worker] failed to start', error);
  process.exit(1);
});
