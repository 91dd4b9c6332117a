import { describe, expect, it } from 'vitest';
import { getDurationRange, splitDuration } from './duration';

describe('getDurationRange', () => {
  it('splits experiences into up to 2 hours, 2 to 4 hours and longer, without gaps', () => {
    expect(getDurationRange('short')).toEqual({ maxMinutes: 120 });
    expect(getDurationRange('half-day')).toEqual({ minMinutes: 121, maxMinutes: 240 });
    expect(getDurationRange('full-day')).toEqual({ minMinutes: 241 });
  });
});

describe('splitDuration', () => {
  it('gives whole hours and the minutes left', () => {
    expect(splitDuration(150)).toEqual({ hours: 2, minutes: 30 });
    expect(splitDuration(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitDuration(180)).toEqual({ hours: 3, minutes: 0 });
  });
});
