import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {beforeAll, describe, expect, it } from 'vitest';
import { GET as getReport } from '@/app/api/admin/reports/liability/route';
import { GET as getCsv } from '@/app/api/admin/reports/liability.csv/route';
import { issueVoucherByHand, voidVoucher } from '@/domains/vouchers/server/staff-service';
import type { LiabilityReport } from '@/domains/vouchers/staff-schemas';
import { getDatabase } from '@/server/db';
import { createCustomer } from '../money/money-fixtures';
import { callRoute, createStaffMemberForTest, type StaffMemberForTest } from '../support/admin-api';
import { activateForNewCustomer } from './sales-fixtures';

let manager: StaffMemberForTest;

beforeAll(async () => {
  manager = await createStaffMemberForTest('MANAGER');
});

async function readReport(): Promise<LiabilityReport> {
  const response = await callRoute(getReport, '/api/admin/reports/liability', {}, { token: manager.token });
  expect(response.status).toBe(200);
  return (await response.json()) as LiabilityReport;
}

function issue(valueCents: number) {
  return issueVoucherByHand({ valueCents, recipientName: 'Robin', recipientEmail: `robin-${randomUUID()}@example.com`, note: 'Report test' }, manager.id);
}

/** What the shop owes, read straight from the tables: vouchers not activated, plus every balance. */
async function owedByTables(): Promise<{ vouchers: number; balances: number }> {
  const db = getDatabase();
  const vouchers = await db.voucher.aggregate({ where: { status: 'ISSUED' }, _sum: { valueCents: true } });
  const balances = await db.user.aggregate({ _sum: { balanceCents: true } });
  return { vouchers: vouchers._sum.valueCents ?? 0, balances: balances._sum.balanceCents ?? 0 };
}

describe('the liability report', () => {
  it('answers 401 without a token and 403 for an editor, the JSON and the CSV alike', async () => {
    const { token } = await createStaffMemberForTest('EDITOR');
    for (const [handler, url] of [
      [getReport, '/api/admin/reports/liability'],
      [getCsv, '/api/admin/reports/liability.csv'],
    ] as const) {
      expect((await callRoute(handler, url, {}, { token: null })).status).toBe(401);
      expect((await callRoute(handler, url, {}, { token })).status).toBe(403);
      expect((await callRoute(handler, url, {}, { token: null, cookieToken: manager.token })).status).toBe(200);
    }
  });

  it('is empty with nothing owed', async () => {
    expect(await readReport()).toEqual({ data: [], totals: { outstandingVouchersCents: 0, outstandingVoucherCount: 0, customerBalancesCents: 0, openGroupGiftsCents: 0, openGroupGiftCount: 0, liabilityCents: 0 } });
  });

  it('sums vouchers not yet activated and customer balances, month by month, equal to the tables', async () => {
    const db = getDatabase();
    const old = await issue(10_000);
    const activated = await issue(4_000);
    const voided = await issue(2_500);
    await issue(6_000);
    // An older voucher, issued in a month with nothing else: the quiet months between still show what was owed.
    await db.voucher.update({ where: { id: old.id }, data: { createdAt: new Date('2026-07-15T12:00:00Z') } });
    await db.voucherEvent.updateMany({ where: { voucherId: old.id }, data: { createdAt: new Date('2026-07-15T12:00:00Z') } });
    await activateForNewCustomer(activated.id);
    await voidVoucher(voided.id, { reason: 'Wrong recipient' }, manager.id);
    await createCustomer(db, 3_300);

    const report = await readReport();
    const owed = await owedByTables();
    expect(owed).toEqual({ vouchers: 16_000, balances: 7_300 });
    expect(report.totals).toEqual({ outstandingVouchersCents: 16_000, outstandingVoucherCount: 2, customerBalancesCents: 7_300, openGroupGiftsCents: 0, openGroupGiftCount: 0, liabilityCents: 23_300 });

    const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit' }).format(new Date()).slice(0, 7);
    expect(report.data[0]).toEqual({
      month: '2026-07',
      vouchersIssuedCents: 10_000,
      vouchersActivatedCents: 0,
      vouchersCancelledCents: 0,
      outstandingVouchersCents: 10_000,
      balanceCreditsCents: 0,
      balanceDebitsCents: 0,
      customerBalancesCents: 0,
      liabilityCents: 10_000,
    });
    expect(report.data[1]).toMatchObject({ month: '2026-08', vouchersIssuedCents: 0, liabilityCents: 10_000 });
    const last = report.data.at(-1);
    expect(last).toEqual({
      month: thisMonth,
      vouchersIssuedCents: 12_500,
      vouchersActivatedCents: 4_000,
      vouchersCancelledCents: 2_500,
      outstandingVouchersCents: 16_000,
      balanceCreditsCents: 7_300,
      balanceDebitsCents: 0,
      customerBalancesCents: 7_300,
      liabilityCents: 23_300,
    });
    // Every month follows the one before it, with none missing.
    const months = report.data.map((row) => row.month);
    expect(months).toEqual([...months].sort());
    expect(new Set(months).size).toBe(months.length);
  });

  it('downloads as a CSV file with the same months, in dollars', async () => {
    const response = await callRoute(getCsv, '/api/admin/reports/liability.csv', {}, { token: manager.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="liability-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const report = await readReport();
    expect(rows.map((row) => row.Month)).toEqual(report.data.map((row) => row.month));
    expect(rows[0]).toMatchObject({ Month: '2026-07', 'Vouchers issued (CAD)': '100.00', 'Liability at month end (CAD)': '100.00' });
    expect(rows.at(-1)?.['Liability at month end (CAD)']).toBe('233.00');
  });
});
