const FIRST_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Exponential backoff after the given failed attempt (1-based): 30 s, 1 min, 2 min … at most 1 h. */
export function computeRetryDelayMs(failedAttempt: number): number {
  const exponent = Math.max(0, failedAttempt - 1);
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * 2 ** exponent);
}

export type JobFailureDecision = { status: 'retry'; runAt: Date } | { status: 'failed' };

/** A job that used up its attempts fails for good; otherwise it waits for the backoff. */
export function decideAfterFailure(attempts: number, maxAttempts: number, now: Date): JobFailureDecision {
  if (attempts >= maxAttempts) return { status: 'failed' };
  return { status: 'retry', runAt: new Date(now.getTime() + computeRetryDelayMs(attempts)) };
}
