/**
 * The customer session cookie is httpOnly, so a script cannot tell a guest from a customer.
 * Sign-in sets this readable cookie beside it and sign-out clears it. It carries no secret and
 * grants nothing: it only spares guests requests for personal data that would answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export function readSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}
