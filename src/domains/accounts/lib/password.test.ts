import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('hashPassword', () => {
  it('produces an Argon2id PHC string with a fresh salt each time', async () => {
    const first = await hashPassword('Correct-Horse-9');
    const second = await hashPassword('Correct-Horse-9');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).not.toBe(second);
  });
});

describe('verifyPassword', () => {
  it('accepts the password the hash was made from', async () => {
    const passwordHash = await hashPassword('Correct-Horse-9');
    await expect(verifyPassword(passwordHash, 'Correct-Horse-9')).resolves.toBe(true);
  });

  it('rejects a different password', async () => {
    const passwordHash = await hashPassword('Correct-Horse-9');
    await expect(verifyPassword(passwordHash, 'correct-horse-9')).resolves.toBe(false);
  });

  it('treats a malformed hash as a mismatch instead of throwing', async () => {
    await expect(verifyPassword('not-a-hash', 'Correct-Horse-9')).resolves.toBe(false);
    await expect(verifyPassword('', 'Correct-Horse-9')).resolves.toBe(false);
  });
});
