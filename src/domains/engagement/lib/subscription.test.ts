import { describe, expect, it } from 'vitest';
import {
  generateSubscribeCouponCode,
  formatCouponValidUntil,
  getSubscribeCouponValidUntil,
  isTaskPagePath,
  shouldShowSubscribeModal,
} from './subscription';

describe('isTaskPagePath', () => {
  const locales = ['en-CA', 'fr-CA'];

  it.each([
    '/order',
    '/order/return',
    '/order-success/voucher',
    '/booking/checkout',
    '/booking/checkout/return',
    '/booking/confirmation',
    '/payments/test-authentication/ABC',
    '/voucher/activation',
    '/voucher/check',
    '/certificate/activation',
    '/cancellation',
    '/auth/login',
    '/auth/change-password/token',
    '/account',
    '/review/token',
    '/admin/orders',
    '/fr-CA/order',
    '/fr-CA/auth/sign-up',
  ])('counts %s as a task page', (path) => {
    expect(isTaskPagePath(path, locales)).toBe(true);
  });

  it.each(['/', '/gift', '/gift/sunset-cruise', '/booking', '/booking/whistler-zipline', '/blog/post', '/orders-of-the-day', '/fr-CA', '/fr-CA/gift'])(
    'lets the modal open on %s',
    (path) => {
      expect(isTaskPagePath(path, locales)).toBe(false);
    },
  );
});

describe('shouldShowSubscribeModal', () => {
  const now = Date.parse('2026-03-01T12:00:00.000Z');

  it('shows the modal to a visitor who never saw it', () => {
    expect(shouldShowSubscribeModal(null, now)).toBe(true);
  });

  it('rests for a full day (86400 s) after it was shown', () => {
    expect(shouldShowSubscribeModal(now - 86_399_000, now)).toBe(false);
    expect(shouldShowSubscribeModal(now - 86_400_000, now)).toBe(true);
  });

  it('ignores a time in the future or garbage', () => {
    expect(shouldShowSubscribeModal(now + 60_000, now)).toBe(true);
    expect(shouldShowSubscribeModal(Number.NaN, now)).toBe(true);
  });
});

describe('generateSubscribeCouponCode', () => {
  it('builds NEWS- and ten characters from the unambiguous alphabet', () => {
    const code = generateSubscribeCouponCode((bytes) => bytes.map((_, index) => index * 7));
    expect(code).toMatch(/^NEWS-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 248 is past the last whole multiple of 31 below 256, so it is never used.
    const code = generateSubscribeCouponCode((bytes) => bytes.map((_, index) => (index % 2 === 0 ? 248 : 0)));
    expect(code).toBe('NEWS-AAAAAAAAAA');
  });

  it('gives different codes for different random input', () => {
    const first = generateSubscribeCouponCode((bytes) => bytes.fill(1));
    const second = generateSubscribeCouponCode((bytes) => bytes.fill(2));
    expect(first).not.toBe(second);
  });
});

describe('getSubscribeCouponValidUntil', () => {
  it('lasts one day', () => {
    expect(getSubscribeCouponValidUntil(new Date('2026-03-01T12:00:00.000Z')).toISOString()).toBe('2026-03-02T12:00:00.000Z');
  });
});

describe('formatCouponValidUntil', () => {
  it('names the zone the time is in', () => {
    expect(formatCouponValidUntil('2026-11-28T10:42:00.000Z', 'en-CA', 'America/Toronto')).toBe('Nov 28, 2026, 5:42 a.m. EST');
    expect(formatCouponValidUntil('2026-11-28T10:42:00.000Z', 'en-CA', 'America/Vancouver')).toMatch(/^Nov 28, 2026, 3:42 a\.m\. \S+$/);
  });
});
