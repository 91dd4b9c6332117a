import { stringify as stringifyCsv } from 'csv-stringify/sync';
import type { LiabilityReport } from '../staff-schemas';

/** Cents as the spreadsheet's number, two decimals, no $ (a column of amounts sums there). */
function toDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The report as a CSV file for the accountant: one line per month, amounts in dollars (CAD). */
export function renderLiabilityCsv(report: LiabilityReport): string {
  return stringifyCsv(
    report.data.map((month) => [
      month.month,
      toDollars(month.vouchersIssuedCents),
      toDollars(month.vouchersActivatedCents),
      toDollars(month.vouchersCancelledCents),
      toDollars(month.outstandingVouchersCents),
      toDollars(month.balanceCreditsCents),
      toDollars(month.balanceDebitsCents),
      toDollars(month.customerBalancesCents),
      toDollars(month.liabilityCents),
    ]),
    {
      header: true,
      columns: [
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
    },
  );
}
