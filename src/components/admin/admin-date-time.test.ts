import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatAdminDateTime } from './admin-date-time';

describe('admin dates and times', () => {
  it('reads an instant on the shop’s clock and names the zone', () => {
    // A voucher due at 9:00 a.m. in Vancouver (UTC−7 all year from November 2026).
    expect(formatAdminDateTime('2026-12-01T16:00:00Z')).toBe('Dec 1, 2026, 11:00 a.m. EST');
    expect(formatAdminDateTime('2026-07-01T16:00:00Z')).toBe('Jul 1, 2026, 12:00 p.m. EDT');
  });

  it('gives the Toronto day of an instant, and a dash for none', () => {
    expect(formatAdminDate('2026-12-02T03:00:00Z')).toBe('Dec 1, 2026');
    expect(formatAdminDate(null)).toBe('—');
    expect(formatAdminDateTime(null)).toBe('—');
  });
});
