import { describe, expect, it } from 'vitest';
import { RESET_TOKEN_PATTERN } from '../schemas';
import { createResetToken, hashResetToken } from './reset-token';

describe('createResetToken', () => {
  it('makes a 32-byte base64url token the change-password schema accepts, stored only as its SHA-256', () => {
    const { token, tokenHash } = createResetToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).toMatch(RESET_TOKEN_PATTERN);
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash).toBe(hashResetToken(token));
    expect(tokenHash).not.toContain(token);
  });

  it('never repeats', () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => createResetToken().token));
    expect(tokens.size).toBe(1000);
  });
});
