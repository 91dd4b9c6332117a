import { describe, expect, it } from 'vitest';
import { buildCachedPagePolicy } from './content-security-policy';

describe('buildCachedPagePolicy', () => {
  it('lets cached pages run the shop’s own scripts only, without eval outside development', () => {
    expect(buildCachedPagePolicy([])).toBe("script-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'");
  });

  it('adds the customer chat SDK’s origin when the chat is on', () => {
    expect(buildCachedPagePolicy(['https://connect.facebook.net'])).toMatch(/^script-src 'self' 'unsafe-inline' https:\/\/connect\.facebook\.net; /);
  });
});
