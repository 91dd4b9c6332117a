import { describe, expect, it } from 'vitest';
import { readKeepAliveTimeout } from './keep-alive';

describe('readKeepAliveTimeout', () => {
  it('keeps idle connections longer than a 60 s load balancer does when unset', () => {
    expect(readKeepAliveTimeout(undefined)).toBe(65_000);
    expect(readKeepAliveTimeout('')).toBe(65_000);
  });

  it('takes a whole number of milliseconds', () => {
    expect(readKeepAliveTimeout('120000')).toBe(120_000);
  });

  it.each([
    ['soon', 'KEEP_ALIVE_TIMEOUT_MS must be a number of milliseconds'],
    ['1.5', 'KEEP_ALIVE_TIMEOUT_MS must be a whole number of milliseconds'],
    ['500', 'KEEP_ALIVE_TIMEOUT_MS must be at least 1000 (1 s)'],
    ['7200000', 'KEEP_ALIVE_TIMEOUT_MS must be at most 3600000 (1 hour)'],
  ])('refuses %s with a message saying what it must be', (value, message) => {
    expect(() => readKeepAliveTimeout(value)).toThrow(message);
  });
});
