import { describe, expect, it } from 'vitest';
import { runShutdown, type ShutdownSteps } from './shutdown';

/** Steps that record when each starts and ends; `drained` says whether the requests finished in time. */
function recordingSteps({ drained = true, failJobs = false } = {}): { steps: ShutdownSteps; calls: string[] } {
  const calls: string[] = [];
  const later = () => new Promise((resolve) => setTimeout(resolve, 5));
  return {
    calls,
    steps: {
      stopAccepting: () => void calls.push('stop accepting'),
      async drainRequests(timeoutMs) {
        calls.push(`drain requests ${timeoutMs}`);
        await later();
        calls.push('requests done');
        return drained;
      },
      async stopJobs(timeoutMs) {
        calls.push(`stop jobs ${timeoutMs}`);
        await later();
        if (failJobs) throw new Error('pg-boss stop failed');
        calls.push('jobs stopped');
      },
      async closeDatabase() {
        calls.push('close database');
        await later();
      },
    },
  };
}

describe('runShutdown', () => {
  it('stops accepting, waits for the requests in flight, then stops the jobs (requests still enqueue them), then closes the database; exit 0', async () => {
    const { steps, calls } = recordingSteps();
    expect(await runShutdown(steps)).toBe(0);
    expect(calls).toEqual(['stop accepting', 'drain requests 25000', 'requests done', 'stop jobs 25000', 'jobs stopped', 'close database']);
  });

  it('still stops the jobs and closes the database when requests outlive the limit, and exits 1', async () => {
    const { steps, calls } = recordingSteps({ drained: false });
    expect(await runShutdown(steps, { requestsMs: 10, jobsMs: 20 })).toBe(1);
    expect(calls).toEqual(['stop accepting', 'drain requests 10', 'requests done', 'stop jobs 20', 'jobs stopped', 'close database']);
  });

  it('closes the database even when stopping the job queue fails, and exits 1', async () => {
    const { steps, calls } = recordingSteps({ failJobs: true });
    expect(await runShutdown(steps)).toBe(1);
    expect(calls.at(-1)).toBe('close database');
  });
});
