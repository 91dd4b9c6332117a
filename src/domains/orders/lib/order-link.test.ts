import { describe, expect, it } from 'vitest';
import { createOrderAccessKey, deriveOrderLinkKey, getOrderSuccessPath, isOrderAccessKeyValid } from './order-link';

const key = deriveOrderLinkKey('a-session-secret-of-at-least-thirty-two-characters');

describe('order links', () => {
  it('open the order they were made for', () => {
    const accessKey = createOrderAccessKey('order-1', key);
    expect(isOrderAccessKeyValid('order-1', accessKey, key)).toBe(true);
    expect(getOrderSuccessPath('CGE-ABCD2345', accessKey)).toBe(`/order-success?order=CGE-ABCD2345&key=${accessKey}`);
  });

  it('open no other order, and need the shop secret', () => {
    const accessKey = createOrderAccessKey('order-1', key);
    expect(isOrderAccessKeyValid('order-2', accessKey, key)).toBe(false);
    expect(isOrderAccessKeyValid('order-1', accessKey, deriveOrderLinkKey('another-secret-of-at-least-thirty-two-chars'))).toBe(false);
    expect(isOrderAccessKeyValid('order-1', 'short', key)).toBe(false);
    expect(isOrderAccessKeyValid('order-1', accessKey.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')), key)).toBe(false);
  });

  it('keep the keys of receipts already e-mailed', () => {
    expect(createOrderAccessKey('order-1', key)).toBe('15f14ca12d9e9ceb862eff161858c37c');
  });
});
