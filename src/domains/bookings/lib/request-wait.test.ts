import { describe, expect, it } from 'vitest';
import { describeRequestWait } from './request-wait';

const NOW = new Date('2026-11-25T20:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe('how long a booking request has waited', () => {
  it.each([
    [0.75, { hours: 0, urgency: 'due', label: '45 min' }],
    [5, { hours: 5, urgency: 'due', label: '5 h' }],
    [23.99, { hours: 23, urgency: 'due', label: '23 h' }],
    [24, { hours: 24, urgency: 'late', label: '1 d 0 h' }],
    [51, { hours: 51, urgency: 'late', label: '2 d 3 h' }],
    [72, { hours: 72, urgency: 'overdue', label: '3 d 0 h' }],
    [100, { hours: 100, urgency: 'overdue', label: '4 d 4 h' }],
  ])('%s hours reads %o', (hours, expected) => {
    expect(describeRequestWait(hoursAgo(hours), NOW)).toEqual(expected);
  });

  it('takes an ISO string, and a clock slightly behind reads as no wait', () => {
    expect(describeRequestWait(hoursAgo(2).toISOString(), NOW)).toMatchObject({ hours: 2 });
    expect(describeRequestWait(new Date(NOW.getTime() + 60_000), NOW)).toEqual({ hours: 0, urgency: 'due', label: '0 min' });
  });
});
