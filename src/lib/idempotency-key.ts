import * as z from 'zod/mini';

/**
 * The key a storefront money-moving form (checkout, booking, exchange, activation) sends with its
 * request (docs/security.md, idempotency): made once per attempt with `crypto.randomUUID()`, so a
 * double click or a retry replays the first answer. The back office's balance adjustment and
 * refund forms check theirs in their own schemas, with the field messages staff see.
 */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));
