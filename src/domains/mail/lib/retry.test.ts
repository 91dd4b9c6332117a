import { describe, expect, it } from 'vitest';
import { computeRetryDelayMs, decideAfterFailure } from './retry';

describe('computeRetryDelayMs', () => {
  it('doubles from 30 seconds after each failed attempt', () => {
    expect([1, 2, 3, 4].map(computeRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('never waits longer than an hour', () => {
    expect(computeRetryDelayMs(8)).toBe(3_600_000);
    expect(computeRetryDelayMs(50)).toBe(3_600_000);
  });
});

describe('decideAfterFailure', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');

  it('schedules a retry while attempts remain', () => {
    expect(decideAfterFailure(2, 5, now)).toEqual({ status: 'retry', runAt: new Date('2026-03-01T12:01:00.000Z') });
  });

  it('gives up once the last attempt failed', () => {
    expect(decideAfterFailure(5, 5, now)).toEqual({ status: 'failed' });
  });
});
