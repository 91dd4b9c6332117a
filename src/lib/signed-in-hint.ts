/**
 * The customer session cookie is httpOnly, so a script cannot tell a guest from a customer.
 * Sign-in sets this readable cookie beside it and sign-out clears it. It carries no secret and
 * grants nothing: it only spares guests requests for personal data that would answer 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

export function readSignedInHint(cookieHeader: string): boolean {
  return cookieHeader.split(/;\s*/).includes(`${SIGNED_IN_HINT_COOKIE}=1`);
}

/**
 * Set beside `signed_in` while a staff member acts as a customer ("log in as this user"): the
 * customer's name (URI-encoded, as the server writes every cookie value), for the banner every
 * storefront page shows. Like `signed_in` it grants nothing; the session cookie says who is signed in.
 */
export const STAFF_ACTING_HINT_COOKIE = 'staff_acting_as';

/** The customer's name while staff act as them, or null. */
export function readStaffActingHint(cookieHeader: string): string | null {
  const prefix = `${STAFF_ACTING_HINT_COOKIE}=`;
  const value = cookieHeader.split(/;\s*/).find((cookie) => cookie.startsWith(prefix))?.slice(prefix.length);
  if (!value) return null;
  try {
    return decodeURIComponent(value).trim() || null;
  } catch {
    return null; // not written by us
  }
}
