import { describe, expect, it } from 'vitest';
import { checkDeadline, composeCardMessage, getContributionStatus, getDeadlineInstant, getFirstName } from './group-gift-rules';

const words = {
  from: (names: string) => `From ${names}`,
  andOthers: (count: number) => (count === 1 ? '1 other' : `${count} others`),
  anonymous: 'Anonymous',
  list: (names: string[]) => new Intl.ListFormat('en-CA', { type: 'conjunction' }).format(names),
};

describe('group gift deadlines', () => {
  const now = new Date('2026-11-29T15:00:00Z');

  it('take today up to 60 days ahead, in the shop’s calendar', () => {
    expect(checkDeadline('2026-11-29', now)).toBeNull();
    expect(checkDeadline('2027-01-28', now)).toBeNull();
    expect(checkDeadline('2027-01-29', now)).toBe('deadlineTooFar');
    expect(checkDeadline('2026-11-28', now)).toBe('deadlineInPast');
    expect(checkDeadline('2026-02-30', now)).toBe('deadlineInvalid');
  });

  it('end at midnight after the last day in Toronto', () => {
    expect(getDeadlineInstant('2026-11-29').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(getDeadlineInstant('2026-07-01').toISOString()).toBe('2026-07-02T04:00:00.000Z');
  });
});

describe('the voucher card of a group gift', () => {
  it('names contributors once each, counts anonymous ones without naming them, and quotes every message', () => {
    const text = composeCardMessage(
      'Happy birthday!',
      [
        { name: 'Ana', anonymous: false, message: 'Enjoy!' },
        { name: 'Ben', anonymous: false, message: null },
        { name: 'Ana', anonymous: false, message: null },
        { name: 'Hidden Person', anonymous: true, message: 'Surprise' },
        { name: 'Other Hidden', anonymous: true, message: '  ' },
      ],
      words,
    );
    expect(text).toBe('Happy birthday!\nFrom Ana, Ben and 2 others\nAna: “Enjoy!”\nAnonymous: “Surprise”');
    expect(text).not.toContain('Hidden');
  });

  it('leaves out what is missing', () => {
    expect(composeCardMessage(null, [{ name: 'Ana', anonymous: false, message: null }], words)).toBe('From Ana');
    expect(composeCardMessage('', [{ name: 'X', anonymous: true, message: null }], words)).toBe('From 1 other');
  });
});

describe('a contribution’s status', () => {
  const payment = (status: 'PENDING' | 'SUCCEEDED' | 'FAILED' | 'REFUNDED', refunds: { status: 'PENDING' | 'SUCCEEDED' | 'FAILED' }[] = []) => ({ status, refunds });

  it('counts only a settled payment accepted while the gift was open', () => {
    const at = new Date();
    expect(getContributionStatus({ acceptedAt: null, payment: payment('PENDING') })).toBe('pending');
    expect(getContributionStatus({ acceptedAt: null, payment: payment('FAILED') })).toBe('failed');
    expect(getContributionStatus({ acceptedAt: at, payment: payment('SUCCEEDED') })).toBe('accepted');
    expect(getContributionStatus({ acceptedAt: null, payment: payment('SUCCEEDED') })).toBe('refund_pending');
    expect(getContributionStatus({ acceptedAt: at, payment: payment('SUCCEEDED', [{ status: 'PENDING' }]) })).toBe('refund_pending');
    expect(getContributionStatus({ acceptedAt: at, payment: payment('REFUNDED', [{ status: 'SUCCEEDED' }]) })).toBe('refunded');
  });
});

it('shows only the first name of the recipient', () => {
  expect(getFirstName('  Zoë Tremblay ')).toBe('Zoë');
});
