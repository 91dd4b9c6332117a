import { describe, expect, it } from 'vitest';
import { planTagInvalidation, readEntryFreshness } from './tag-staleness';

const written = 1_000_000;

describe('planTagInvalidation', () => {
  it('expires at once for revalidateTag(tag, { expire: 0 }), as staff writes do', () => {
    expect(planTagInvalidation({ expire: 0 }, 5_000)).toEqual({ staleAt: 5_000, expiredAt: 5_000 });
  });

  it('expires at once without durations (updateTag, revalidatePath)', () => {
    expect(planTagInvalidation(undefined, 5_000)).toEqual({ expiredAt: 5_000 });
  });

  it('marks stale now and expires later for a profile with an expire time in seconds', () => {
    expect(planTagInvalidation({ expire: 60 }, 5_000)).toEqual({ staleAt: 5_000, expiredAt: 65_000 });
    expect(planTagInvalidation({}, 5_000)).toEqual({ staleAt: 5_000 });
  });
});

describe('readEntryFreshness', () => {
  it('keeps an entry whose tags were never invalidated', () => {
    expect(readEntryFreshness(written, [undefined, {}], written + 10)).toBe('fresh');
  });

  it('drops an entry a tag expired after it was written', () => {
    const invalidation = planTagInvalidation({ expire: 0 }, written + 5);
    expect(readEntryFreshness(written, [undefined, invalidation], written + 10)).toBe('expired');
  });

  it('keeps an entry written after the invalidation: it already holds the new data', () => {
    const invalidation = planTagInvalidation({ expire: 0 }, written - 5);
    expect(readEntryFreshness(written, [invalidation], written + 10)).toBe('fresh');
  });

  it('serves an entry as stale until a later expiry comes, then drops it', () => {
    const invalidation = planTagInvalidation({ expire: 60 }, written + 5);
    expect(readEntryFreshness(written, [invalidation], written + 10)).toBe('stale');
    expect(readEntryFreshness(written, [invalidation], written + 5 + 60_000)).toBe('expired');
  });

  it('lets an expired tag win over a stale one, whatever their order', () => {
    const stale = { staleAt: written + 5 };
    const expired = { expiredAt: written + 5 };
    expect(readEntryFreshness(written, [stale, expired], written + 10)).toBe('expired');
    expect(readEntryFreshness(written, [expired, stale], written + 10)).toBe('expired');
  });
});
