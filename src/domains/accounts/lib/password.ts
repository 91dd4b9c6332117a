import { hash, verify } from '@node-rs/argon2';

// No 'server-only' marker: the seed script imports this under plain Node (tsx).

/** Hashes a password with Argon2id (the library's default algorithm and cost). */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

/** True when `plain` matches `passwordHash`; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}
