import { createHash } from 'node:crypto';

/** How long a sign-up confirmation link works. */
export const SIGN_UP_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * The key that seals a sign-up (the link's token, and that token again in its queued e-mail):
 * derived from the session secret and distinct from it and from the reset links' key, so a sealed
 * sign-up can never pass for a session or a reset link.
 */
export function deriveSignUpLinkKey(sessionSecret: string): string {
  return createHash('sha256').update(`sign-up-link:${sessionSecret}`, 'utf8').digest('hex');
}
