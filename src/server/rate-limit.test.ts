import { describe, expect, it } from 'vitest';
import { evaluateRateLimit, getClientIp, getWindowResetAt } from './rate-limit';

describe('getWindowResetAt', () => {
  it('ends a window its length after the first hit, whatever the clock reads', () => {
    const now = Date.parse('2026-03-01T12:59:59.500Z');
    expect(getWindowResetAt(now, 3600).toISOString()).toBe('2026-03-01T13:59:59.500Z');
    expect(getWindowResetAt(Date.parse('2026-03-01T12:07:00.000Z'), 900).toISOString()).toBe('2026-03-01T12:22:00.000Z');
  });
});

describe('evaluateRateLimit', () => {
  const resetAt = new Date('2026-03-01T13:00:00.000Z');
  const now = Date.parse('2026-03-01T12:59:30.200Z');

  it('allows hits up to and including the limit', () => {
    expect(evaluateRateLimit(5, resetAt, 5, now)).toEqual({ allowed: true, count: 5, remaining: 0, resetAt, retryAfterSeconds: 0 });
    expect(evaluateRateLimit(2, resetAt, 5, now).remaining).toBe(3);
  });

  it('refuses the hit after the limit and says when to come back (rounded up)', () => {
    expect(evaluateRateLimit(6, resetAt, 5, now)).toMatchObject({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
  });

  it('never asks to wait less than a second', () => {
    expect(evaluateRateLimit(6, resetAt, 5, resetAt.getTime()).retryAfterSeconds).toBe(1);
  });
});

describe('getClientIp', () => {
  it('takes the first forwarded address', () => {
    expect(getClientIp(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
  });

  it('falls back to x-real-ip, then to a shared bucket', () => {
    expect(getClientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(getClientIp(new Headers())).toBe('unknown');
  });
});
