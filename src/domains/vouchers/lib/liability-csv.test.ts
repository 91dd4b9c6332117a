import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { LiabilityMonth } from '../staff-schemas';
import { renderLiabilityCsv } from './liability-csv';

const totals = { outstandingVouchersCents: 0, outstandingVoucherCount: 0, customerBalancesCents: 0, openGroupGiftsCents: 0, openGroupGiftCount: 0, liabilityCents: 0 };

const july: LiabilityMonth = {
  month: '2026-07',
  vouchersIssuedCents: 10_000,
  vouchersActivatedCents: 2_500,
  vouchersCancelledCents: 0,
  outstandingVouchersCents: 7_500,
  balanceCreditsCents: 2_500,
  balanceDebitsCents: 1_005,
  customerBalancesCents: 1_495,
  liabilityCents: 8_995,
};

describe('renderLiabilityCsv', () => {
  it('writes one line per month under named columns, amounts in dollars with two decimals and no $', () => {
    const csv = renderLiabilityCsv({ data: [july, { ...july, month: '2026-08', vouchersIssuedCents: 5 }], totals });
    expect(csv.split('\n')[0]).toBe(
      'Month,Vouchers issued (CAD),Vouchers activated (CAD),Vouchers voided or refunded (CAD),Vouchers outstanding at month end (CAD),Balance credits (CAD),Balance debits (CAD),Customer balances at month end (CAD),Liability at month end (CAD)',
    );
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        Month: '2026-07',
        'Vouchers issued (CAD)': '100.00',
        'Vouchers activated (CAD)': '25.00',
        'Vouchers voided or refunded (CAD)': '0.00',
        'Vouchers outstanding at month end (CAD)': '75.00',
        'Balance credits (CAD)': '25.00',
        'Balance debits (CAD)': '10.05',
        'Customer balances at month end (CAD)': '14.95',
        'Liability at month end (CAD)': '89.95',
      },
      expect.objectContaining({ Month: '2026-08', 'Vouchers issued (CAD)': '0.05' }),
    ]);
  });

  it('is the header line alone when nothing was ever owed', () => {
    expect(parse(renderLiabilityCsv({ data: [], totals }))).toEqual([
      [
        'Month',
        'Vouchers issued (CAD)',
        'Vouchers activated (CAD)',
        'Vouchers voided or refunded (CAD)',
        'Vouchers outstanding at month end (CAD)',
        'Balance credits (CAD)',
        'Balance debits (CAD)',
        'Customer balances at month end (CAD)',
        'Liability at month end (CAD)',
      ],
    ]);
  });
});
