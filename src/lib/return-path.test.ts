import { describe, expect, it } from 'vitest';
import { getLoginPath, readReturnPath } from './return-path';

describe('readReturnPath', () => {
  it.each(['/account', '/booking/checkout?product=kayak&date=2026-12-01', '/voucher/activation'])('keeps the site path %s', (path) => {
    expect(readReturnPath(path)).toBe(path);
  });

  it.each([
    ['another site', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash host', '/\\evil.example'],
    ['a relative path', 'account'],
    ['a control character', '/account\n'],
    ['nothing', undefined],
    ['a repeated parameter', ['/a', '/b']],
  ])('refuses %s', (_case, next) => {
    expect(readReturnPath(next, '/fallback')).toBe('/fallback');
  });
});

describe('getLoginPath', () => {
  it('carries the page to come back to', () => {
    expect(getLoginPath('/account?tab=balance')).toBe('/auth/login?next=%2Faccount%3Ftab%3Dbalance');
  });

  it('needs no parameter for the home page', () => {
    expect(getLoginPath('/')).toBe('/auth/login');
  });
});
