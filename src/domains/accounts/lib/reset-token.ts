import { createHash, randomBytes } from 'node:crypto';

/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** SHA-256 of the token: what the database keeps, so a copy of it opens no account. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new reset token (32 bytes from the CSPRNG, base64url) with its stored hash. */
export function createResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

/**
 * The key that seals a reset token in its queued e-mail (docs/adr/0014): derived from the
 * session secret, and distinct from it, so a sealed token can never pass for a session.
 */
export function deriveResetLinkKey(sessionSecret: string): string {
  return createHash('sha256').update(`password-reset-link:${sessionSecret}`, 'utf8').digest('hex');
}
