import { describe, expect, it } from 'vitest';
import { getLastCollectingDay, getProgressPercent, getPublicGroupGiftState, readDollarAmount } from './public-group-gift';
import { getDeadlineInstant } from './group-gift-rules';

describe('the public state of a group gift', () => {
  const deadline = new Date('2026-12-10T05:00:00Z');
  const before = new Date('2026-12-10T04:59:59Z');

  it('is open only while open and before its deadline', () => {
    expect(getPublicGroupGiftState('OPEN', deadline, before)).toBe('open');
    expect(getPublicGroupGiftState('OPEN', deadline, deadline)).toBe('closed');
    expect(getPublicGroupGiftState('CLOSED', deadline, before)).toBe('closed');
  });

  it('says when it was sent or cancelled, whatever the clock', () => {
    expect(getPublicGroupGiftState('SENT', deadline, before)).toBe('sent');
    expect(getPublicGroupGiftState('CANCELLED', deadline, new Date('2027-01-01T00:00:00Z'))).toBe('cancelled');
  });
});

describe('the last collecting day', () => {
  it('is the day whose midnight ends collecting, in the shop’s calendar', () => {
    expect(getLastCollectingDay(getDeadlineInstant('2026-12-09'))).toBe('2026-12-09');
    expect(getLastCollectingDay(getDeadlineInstant('2027-03-14'))).toBe('2027-03-14');
    expect(getLastCollectingDay(getDeadlineInstant('2026-07-01'))).toBe('2026-07-01');
  });
});

describe('progress toward the target', () => {
  it('is a whole percentage, rounded down, and full once the target is met or passed', () => {
    expect(getProgressPercent(0, 20_000)).toBe(0);
    expect(getProgressPercent(9_999, 20_000)).toBe(49);
    expect(getProgressPercent(20_000, 20_000)).toBe(100);
    expect(getProgressPercent(35_000, 20_000)).toBe(100);
  });
});

describe('a contribution typed in dollars', () => {
  it('reads English amounts, with or without cents, a dollar sign or thousands commas', () => {
    expect(readDollarAmount('25', 'en-CA')).toBe(2_500);
    expect(readDollarAmount(' $25.5 ', 'en-CA')).toBe(2_550);
    expect(readDollarAmount('1,250.00', 'en-CA')).toBe(125_000);
  });

  it('reads French amounts with a decimal comma and spaces between thousands', () => {
    expect(readDollarAmount('25,50', 'fr-CA')).toBe(2_550);
    expect(readDollarAmount('1 250,00 $', 'fr-CA')).toBe(125_000);
    expect(readDollarAmount('1\u00a0250', 'fr-CA')).toBe(125_000);
    expect(readDollarAmount('40.25', 'fr-CA')).toBe(4_025);
  });

  it('is null for anything that is not an amount', () => {
    expect(readDollarAmount('', 'en-CA')).toBeNull();
    expect(readDollarAmount('ten', 'en-CA')).toBeNull();
    expect(readDollarAmount('-10', 'en-CA')).toBeNull();
    expect(readDollarAmount('10.999', 'en-CA')).toBeNull();
    expect(readDollarAmount('1,2,3', 'fr-CA')).toBeNull();
  });
});
