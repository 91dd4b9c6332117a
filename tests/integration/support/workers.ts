import { availableParallelism } from 'node:os';

/** Files run side by side, one database each: INTEGRATION_WORKERS, else one per core (at most 4). */
export function integrationWorkerCount(): number {
  const asked = Number(process.env.INTEGRATION_WORKERS);
  if (Number.isInteger(asked) && asked > 0) return asked;
  return Math.min(4, Math.max(1, availableParallelism()));
}

/** This worker's database: Vitest numbers its workers 1…maxWorkers (VITEST_POOL_ID). */
export function pickWorkerDatabase(urls: string[]): string {
  const poolId = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(poolId - 1) % urls.length];
  if (!url) throw new Error('No database was prepared for the integration tests.');
  return url;
}
