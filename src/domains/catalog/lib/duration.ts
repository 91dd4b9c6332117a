import type { DurationBucket } from './list-options';

export type MinutesRange = { minMinutes?: number; maxMinutes?: number };

/** Bounds of the duration filter's buckets, in minutes; both ends inclusive. */
const bucketRanges: Record<DurationBucket, MinutesRange> = {
  short: { maxMinutes: 120 },
  'half-day': { minMinutes: 121, maxMinutes: 240 },
  'full-day': { minMinutes: 241 },
};

export function getDurationRange(bucket: DurationBucket): MinutesRange {
  return bucketRanges[bucket];
}

/** 150 → { hours: 2, minutes: 30 }, for messages such as "2 h 30 min". */
export function splitDuration(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}
