import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_PATH_PREFIX, readLoginLinkToken } from './login-link';

const token = 'a'.repeat(40) + '_-9';

describe('readLoginLinkToken', () => {
  it('reads the token at the end of a login link', () => {
    expect(readLoginLinkToken(`${LOGIN_LINK_PATH_PREFIX}${token}`)).toBe(token);
    expect(readLoginLinkToken(`http://shop.example${LOGIN_LINK_PATH_PREFIX}${token}?utm=1`)).toBe(token);
  });

  it.each([
    ['another path', `/account/${token}`],
    ['a short token', `${LOGIN_LINK_PATH_PREFIX}abc`],
    ['a token with a slash after it', `${LOGIN_LINK_PATH_PREFIX}${token}/more`],
    ['a token with other characters', `${LOGIN_LINK_PATH_PREFIX}${'a'.repeat(42)}%`],
  ])('answers null for %s', (_case, path) => {
    expect(readLoginLinkToken(path)).toBeNull();
  });
});
