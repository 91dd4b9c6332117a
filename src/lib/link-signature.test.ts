import { describe, expect, it } from 'vitest';
import { deriveLinkKey, isLinkSignatureValid, signLinkSubject } from './link-signature';

const SECRET = 'a-session-secret-of-at-least-thirty-two-characters';
const key = deriveLinkKey(SECRET, 'booking-link-v1');

describe('link signatures', () => {
  it('open what they were made for', () => {
    const signature = signLinkSubject('booking:b-1', key);
    expect(signature).toMatch(/^[0-9a-f]{32}$/);
    expect(isLinkSignatureValid('booking:b-1', signature, key)).toBe(true);
  });

  it('refuse a tampered signature, another subject, another label or another secret', () => {
    const signature = signLinkSubject('booking:b-1', key);
    const flipped = signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect(isLinkSignatureValid('booking:b-1', flipped, key)).toBe(false);
    expect(isLinkSignatureValid('booking:b-1', signature.slice(0, -1), key)).toBe(false);
    expect(isLinkSignatureValid('booking:b-1', `${signature}0`, key)).toBe(false);
    expect(isLinkSignatureValid('booking:b-1', '', key)).toBe(false);
    expect(isLinkSignatureValid('booking:b-2', signature, key)).toBe(false);
    expect(isLinkSignatureValid('booking:b-1', signature, deriveLinkKey(SECRET, 'order-link-v1'))).toBe(false);
    expect(isLinkSignatureValid('booking:b-1', signature, deriveLinkKey('another-secret-of-at-least-thirty-two-chars', 'booking-link-v1'))).toBe(false);
  });
});
