import { describe, expect, it } from 'vitest';
import { createReviewToken, readReviewToken } from './review-token';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);
const now = new Date('2026-06-10T12:00:00Z');
const expiresAt = new Date('2026-08-10T12:00:00Z');

describe('review tokens', () => {
  it('reads back the booking of a token it made', () => {
    const token = createReviewToken('cmbooking123', expiresAt, key);
    expect(token).not.toContain('.');
    expect(readReviewToken(token, key, now)).toEqual({ status: 'valid', bookingId: 'cmbooking123' });
  });

  it('refuses a token signed with another key or changed in any part', () => {
    const token = createReviewToken('cmbooking123', expiresAt, key);
    expect(readReviewToken(token, otherKey, now)).toEqual({ status: 'invalid' });
    expect(readReviewToken(token.replace('cmbooking123', 'cmbooking124'), key, now)).toEqual({ status: 'invalid' });
    const [bookingId, expires, signature = ''] = token.split('-');
    const later = (Number.parseInt(expires ?? '', 36) + 86_400).toString(36);
    expect(readReviewToken(`${bookingId}-${later}-${signature}`, key, now)).toEqual({ status: 'invalid' });
    const flipped = signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    expect(readReviewToken(`${bookingId}-${expires}-${flipped}`, key, now)).toEqual({ status: 'invalid' });
  });

  it('refuses text that is not a token', () => {
    for (const text of ['', 'hello', 'a-b-c', '../../etc', `x-1-${'0'.repeat(31)}`]) {
      expect(readReviewToken(text, key, now)).toEqual({ status: 'invalid' });
    }
  });

  it('tells an expired token of ours apart', () => {
    const token = createReviewToken('cmbooking123', new Date('2026-06-01T00:00:00Z'), key);
    expect(readReviewToken(token, key, now)).toEqual({ status: 'expired', bookingId: 'cmbooking123' });
  });
});
