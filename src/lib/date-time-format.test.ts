import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-time-format';

describe('formatDateTime', () => {
  const instant = new Date('2026-12-18T18:30:00Z');

  it('writes a French date and hour the Québec way: a comma, and 13 h 30', () => {
    expect(formatDateTime(instant, 'fr-CA', { timeZone: 'America/Toronto' })).toBe('18 décembre 2026, 13 h 30');
    // British Columbia stays on UTC−7 all year from November 2026 (docs/adr/0020).
    expect(formatDateTime(instant, 'fr-CA', { timeZone: 'America/Vancouver', dateStyle: 'full' })).toBe('vendredi 18 décembre 2026, 11 h 30');
  });

  it('keeps English as en-CA writes it', () => {
    expect(formatDateTime(instant, 'en-CA', { timeZone: 'America/Toronto' })).toBe('December 18, 2026 at 1:30 p.m.');
  });
});
