import { describe, expect, it } from 'vitest';
import { getVoucherCheckState, toVoucherCheck } from './voucher-check';

describe('getVoucherCheckState', () => {
  it.each([
    ['ISSUED', 'ready'],
    ['ACTIVATED', 'activated'],
    ['VOID', 'noLongerValid'],
    ['REFUNDED', 'noLongerValid'],
  ] as const)('%s reads as %s', (status, state) => {
    expect(getVoucherCheckState(status)).toBe(state);
  });
});

describe('toVoucherCheck', () => {
  const number = 'ABCDEFG-HJKMNPQ-RSTUVWX';

  it('gives the activation day in the shop’s zone, not the UTC one, and no hour', () => {
    // 01:30 UTC on the 4th is still the 3rd in Toronto.
    expect(toVoucherCheck(number, { status: 'ACTIVATED', valueCents: 15_000, activatedAt: new Date('2026-10-04T01:30:00Z') })).toEqual({
      certificateNumber: number,
      state: 'activated',
      valueCents: 15_000,
      activatedOn: '2026-10-03',
    });
  });

  it('gives no day for a voucher that is not activated, even one voided after an activation date was kept', () => {
    expect(toVoucherCheck(number, { status: 'ISSUED', valueCents: 5_000, activatedAt: null }).activatedOn).toBeNull();
    expect(toVoucherCheck(number, { status: 'VOID', valueCents: 5_000, activatedAt: new Date('2026-10-04T01:30:00Z') })).toMatchObject({
      state: 'noLongerValid',
      activatedOn: null,
    });
  });
});
